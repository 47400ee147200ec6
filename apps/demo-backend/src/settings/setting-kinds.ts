import { z } from 'zod';

/**
 * The kinds of the demo backend's settings: zod schemas of one environment variable whose refusal
 * names it as `{name}` (backend-settings.ts fills it in); `fallback` is the README's default column.
 */
export function setting<T>(read: (raw: string | undefined) => T | { refused: string }) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = read(raw);
      if (value && typeof value === 'object' && 'refused' in value) {
        ctx.addIssue({ code: 'custom', message: value.refused });
        return z.NEVER;
      }
      return value as T;
    });
}

/** Free text; empty counts as unset. Read where it is used when `fallback` is not a plain value. */
export function text(): ReturnType<typeof setting<string | undefined>>;
export function text(fallback: string): ReturnType<typeof setting<string>>;
export function text(fallback?: string) {
  return setting((raw) => raw || fallback).meta({
    fallback: fallback === undefined ? 'none' : `\`${fallback}\``,
  });
}

/** A switch; `fallback` undefined: the caller decides when unset. */
export function onOff(fallback?: boolean) {
  return setting((raw) => {
    const value = raw?.trim().toLowerCase();
    if (!value) return fallback;
    if (['1', 'true', 'on', 'yes'].includes(value)) return true;
    if (['0', 'false', 'off', 'no'].includes(value)) return false;
    return { refused: `{name} must be true or false, got '${raw}'` };
  }).meta({ fallback: `\`${fallback}\`` });
}

/** One of a few words, as `normalise` writes what was given. */
export function oneOf<const T extends string>(
  words: readonly T[],
  fallback: T,
  normalise: (raw: string | undefined) => string | undefined,
) {
  return setting((raw) => {
    const value = normalise(raw) || fallback;
    if ((words as readonly string[]).includes(value)) return value as T;
    return { refused: `{name} must be ${words.slice(0, -1).join(', ')} or ${words.at(-1)}, got '${raw}'` };
  }).meta({ fallback: `\`${fallback}\`` });
}
