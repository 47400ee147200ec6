// The production server imports this file before the build, with Node itself: relative paths only.
import { z } from 'zod';

/**
 * The kinds of settings the storefront reads from its environment. Each is a zod schema of one variable
 * whose refusal names it: `{name}` in a message stands for the variable (shop-settings.ts fills it in).
 * The `fallback` metadata is what the README's table shows as the default.
 */

/** A refusal in the setting's own words, `{name}` standing for the variable. */
class Refusal extends Error {}

export function refuse(message: string): never {
  throw new Refusal(message);
}

/**
 * A variable read by `read`: a Refusal keeps its words, any other error (a domain parser's) is the
 * reason the variable is refused.
 */
export function setting<T>(read: (raw: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      try {
        return read(raw);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        ctx.addIssue({
          code: 'custom',
          message: error instanceof Refusal ? reason : `{name} is refused: ${reason}.`,
        });
        return z.NEVER;
      }
    });
}

function httpUrlOf(raw: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // Refused below.
  }
  if (url?.protocol === 'http:' || url?.protocol === 'https:') return url;
  return refuse(`{name} must be an absolute http(s) URL, got '${raw}'.`);
}

export function requiredHttpUrl() {
  return setting((raw) => {
    const value = raw?.trim();
    if (!value) refuse('{name} is required: set it to the base URL (see README).');
    return httpUrlOf(value);
  }).meta({ fallback: 'required' });
}

export function optionalHttpUrl(fallback = 'none') {
  return setting((raw) => (raw?.trim() ? httpUrlOf(raw.trim()) : undefined)).meta({ fallback });
}

/** Free text, trimmed; empty counts as unset. */
export function text(): ReturnType<typeof setting<string | undefined>>;
export function text(fallback: string): ReturnType<typeof setting<string>>;
export function text(fallback?: string) {
  return setting((raw) => raw?.trim() || fallback).meta({
    fallback: fallback === undefined ? 'none' : `\`${fallback}\``,
  });
}

export function onOff(fallback: boolean) {
  return setting((raw) => {
    const value = raw?.trim().toLowerCase();
    if (!value) return fallback;
    if (['1', 'true', 'on', 'yes'].includes(value)) return true;
    if (['0', 'false', 'off', 'no'].includes(value)) return false;
    return refuse(`{name} must be true or false, got '${raw}'.`);
  }).meta({ fallback: `\`${fallback}\`` });
}

/** One of a few words, in any case. */
export function oneOf<const T extends string>(words: readonly T[], fallback: T, refusal: string) {
  return setting((raw) => {
    const value = raw?.trim().toLowerCase() || fallback;
    if ((words as readonly string[]).includes(value)) return value as T;
    return refuse(refusal.replace('{got}', String(raw)));
  }).meta({ fallback: `\`${fallback}\`` });
}

function integerOf(raw: string | undefined, minimum: number, refusal: string): number | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) refuse(`${refusal}, got '${value}'.`);
  return number;
}

export function positiveInteger(fallback: number) {
  return setting((raw) => integerOf(raw, 1, '{name} must be a positive whole number') ?? fallback).meta({
    fallback: `\`${fallback}\``,
  });
}

/** Megabytes, as bytes. */
export function megabytes(fallback: number) {
  return setting((raw) => {
    const value = integerOf(raw, 0, '{name} must be a whole number (0 or more)') ?? fallback;
    return value * 1024 * 1024;
  }).meta({ fallback: `\`${fallback}\`` });
}

/** A port to listen on; unset: no listener. */
export function port() {
  return setting((raw) => {
    const value = integerOf(raw, 1, '{name} must be a positive whole number');
    if (value !== undefined && value > 65_535) refuse(`{name} must be a port number, got '${value}'.`);
    return value;
  }).meta({ fallback: 'none' });
}

/** A space- or comma-separated list. */
function listOf<T>(raw: string | undefined, item: (entry: string) => T): T[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(item);
}

/** Absolute URLs, as their origins. */
export function originList(fallback = 'none') {
  return setting((raw) =>
    listOf(raw, (entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        return refuse(`{name} must list absolute URLs, got '${entry}'.`);
      }
    }),
  ).meta({ fallback });
}

export function httpUrlList() {
  return setting((raw) =>
    listOf(raw, (entry) => {
      try {
        return httpUrlOf(entry);
      } catch {
        return refuse(`{name} must list absolute http(s) URLs, got '${entry}'.`);
      }
    }),
  ).meta({ fallback: 'none' });
}
