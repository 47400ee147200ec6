import { SearchError } from '../errors.ts';
import type { FieldMapping } from '../mapping.ts';

/**
 * The indexed term a query value stands for in a field, without analysis (term, terms, range and the
 * non-text side of match). Undefined when the value can never match (a decimal on an integer field).
 */
export function termFor(field: FieldMapping, value: unknown): string | undefined {
  switch (field.type) {
    case 'text':
      return String(value);
    case 'keyword':
      return field.normalize ? field.normalize(String(value)) : String(value);
    case 'boolean':
      return String(parseBoolean(value));
    default: {
      const number = parseNumber(value);
      if (field.type !== 'float' && !Number.isInteger(number)) return undefined;
      return String(number);
    }
  }
}

function parseNumber(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number)) {
    throw new SearchError(
      400,
      'query_shard_exception',
      `failed to create query: For input string: "${String(value)}"`,
    );
  }
  return number;
}

function parseBoolean(value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false' || value === '') return false;
  throw new SearchError(
    400,
    'illegal_argument_exception',
    `Can't parse boolean value [${String(value)}], expected [true] or [false]`,
  );
}
