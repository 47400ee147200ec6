import { parsingError } from '../errors.ts';

/**
 * ES minimum_should_match for `optional` clauses: an integer, a negative integer (all but n), a
 * percentage or a negative percentage (rounded down). Combinations ("3<90%") are not supported.
 */
export function minimumShouldMatch(spec: unknown, optional: number): number {
  const text = String(spec).trim();
  let result: number;
  if (/^-?\d+$/.test(text)) {
    const value = Number(text);
    result = value < 0 ? optional + value : value;
  } else if (/^-?\d+(\.\d+)?%$/.test(text)) {
    const percent = Number(text.slice(0, -1));
    const count = Math.floor((optional * Math.abs(percent)) / 100);
    result = percent < 0 ? optional - count : count;
  } else {
    throw parsingError(`[minimum_should_match] value [${text}] is not supported by the demo search index`);
  }
  return Math.max(0, result);
}
