import { parsingError } from './errors.ts';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectObject(value: unknown, where: string): JsonObject {
  if (!isObject(value)) throw parsingError(`[${where}] expected an object, got ${describe(value)}`);
  return value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** Rejects keys a clause does not know, as ES does ("[match] query does not support [x]"). */
export function checkKeys(object: JsonObject, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) throw parsingError(`[${where}] query does not support [${key}]`);
  }
}

/** `{<field>: spec}` clauses hold exactly one field. */
export function singleField(object: JsonObject, where: string): [string, unknown] {
  const entries = Object.entries(object);
  if (entries.length !== 1) {
    throw parsingError(
      `[${where}] query doesn't support multiple fields, found [${Object.keys(object).join('] and [')}]`,
    );
  }
  return entries[0] as [string, unknown];
}

export function readNumber(value: unknown, where: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw parsingError(`[${where}] expected a number, got ${describe(value)}`);
  }
  return number;
}

export function readBoost(value: unknown, where: string): number {
  if (value === undefined) return 1;
  const boost = readNumber(value, `${where}.boost`);
  if (boost < 0) throw parsingError(`[${where}] negative [boost] are not allowed.`);
  return boost;
}

export function readString(value: unknown, where: string): string {
  if (typeof value !== 'string') throw parsingError(`[${where}] expected a string, got ${describe(value)}`);
  return value;
}

export function readInteger(value: unknown, where: string, min = 0): number {
  const number = readNumber(value, where);
  if (!Number.isInteger(number) || number < min) {
    throw parsingError(`[${where}] must be an integer >= ${min}, got [${String(value)}]`);
  }
  return number;
}

/** A bool clause or a list of values: one object or an array, as elastic-builder writes either. */
export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
