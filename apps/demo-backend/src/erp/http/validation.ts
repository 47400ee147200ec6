import { z } from 'zod';
import { validationError, type ValidationIssue } from './errors.ts';

/** Where the value came from, as the first element of FastAPI's `loc`. */
export type InputSource = 'body' | 'query' | 'path';

type Path = (string | number)[];

function valueAt(input: unknown, path: Path): unknown {
  let value = input;
  for (const part of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/**
 * One zod issue as FastAPI's (pydantic's) issues read: each unknown key of a strict model is an
 * `extra_forbidden` at that key, an absent required field is `missing`, so that a client can tell,
 * as against Odoo, which field the ERP does not take.
 */
function fastapiIssues(issue: z.core.$ZodIssue, input: unknown, source: InputSource): ValidationIssue[] {
  const path: Path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      type: 'extra_forbidden',
      loc: [source, ...path, key],
      msg: 'Extra inputs are not permitted',
    }));
  }
  if (issue.code === 'invalid_type' && valueAt(input, path) === undefined) {
    return [{ type: 'missing', loc: [source, ...path], msg: 'Field required' }];
  }
  return [{ type: issue.code, loc: [source, ...path], msg: issue.message }];
}

/**
 * Parses `input` with `schema` or throws a 422 whose detail lists every problem as FastAPI does
 * (`type`, `loc`, `msg`), so clients that show `detail[i].msg` get a readable message.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  source: InputSource = 'body',
): z.output<S> {
  const value = input === undefined && source === 'body' ? null : input;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error.issues.flatMap((issue) => fastapiIssues(issue, value, source)));
}

/** Strings that arrive trimmed and with empty meaning "not given". */
export const optionalText = (max = 256) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Ids in query strings or paths arrive as text. */
export const idText = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
