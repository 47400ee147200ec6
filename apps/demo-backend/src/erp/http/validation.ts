import { z } from 'zod';
import { validationError, type ValidationIssue } from './errors.ts';

/** Where the value came from, as the first element of FastAPI's `loc`. */
export type InputSource = 'body' | 'query' | 'path';

/**
 * Parses `input` with `schema` or throws a 422 whose detail lists every problem as FastAPI does
 * (`type`, `loc`, `msg`), so clients that show `detail[i].msg` get a readable message.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  source: InputSource = 'body',
): z.output<S> {
  const result = schema.safeParse(input === undefined && source === 'body' ? null : input);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    type: issue.code,
    loc: [source, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    msg: issue.message,
  }));
  throw validationError(issues);
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
