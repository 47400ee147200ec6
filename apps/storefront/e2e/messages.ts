import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES = ['fr', 'nl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

const MESSAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/i18n/messages');

/** A locale's whole message catalogue, as the shop reads it, so tests use the shop's own wording. */
export function messagesOf(locale: Locale): Record<string, string> {
  const dir = path.join(MESSAGES_DIR, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

/** The unprefixed path in a locale: French has no prefix. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'fr') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
