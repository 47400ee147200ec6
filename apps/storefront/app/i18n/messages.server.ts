import { createHash } from 'node:crypto';
import { keepCatalogue } from './catalogues';
import type { Messages } from './intl';
import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from './locales';

export type { Messages };

/**
 * Messages live in one file per area and locale (`messages/{locale}/{area}.json`) so that each part of
 * the shop owns its own; they are merged per locale here.
 */
const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

function catalogueOf(locale: Locale): Messages {
  const merged: Messages = {};
  for (const [file, messages] of Object.entries(files)) {
    if (file.split('/')[2] !== locale) continue;
    for (const [key, text] of Object.entries(messages)) {
      if (key in merged) throw new Error(`Message ${key} is defined twice for ${locale} (${file})`);
      merged[key] = text;
    }
  }
  return merged;
}

export const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, catalogueOf(locale)]),
) as Record<Locale, Messages>;

const withFallback = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.freeze({ ...catalogues[FALLBACK_LOCALE], ...catalogues[locale] })]),
) as Record<Locale, Messages>;

/**
 * The locale's messages over the fallback locale's, so a missing key still reads in English. The same
 * object on every call, so the formatter compiled for it is reused by every request.
 */
export function messagesFor(locale: Locale): Messages {
  return withFallback[locale];
}

const asJson = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.stringify(withFallback[locale])]),
) as Record<Locale, string>;

/** A catalogue's version: the hash of its text, so that a changed catalogue gets a new address. */
const versions = Object.fromEntries(
  LOCALES.map((locale) => [locale, createHash('sha256').update(asJson[locale]).digest('hex').slice(0, 12)]),
) as Record<Locale, string>;

const CATALOGUE_PATH = '/_messages/';

/** Where the browser reads the locale's catalogue (routes/api/messages.ts): the same for one text. */
export function catalogueAddress(locale: Locale): string {
  return `${CATALOGUE_PATH}${locale}.${versions[locale]}.json`;
}

for (const locale of LOCALES) keepCatalogue(catalogueAddress(locale), withFallback[locale]);

/**
 * The catalogue a `/_messages/` file name asks for, and whether the name is its current one: a page
 * of the build before a deploy may still ask for its version, and gets today's catalogue, briefly kept.
 */
export function catalogueFile(fileName: string): { json: string; current: boolean } | undefined {
  const [, locale, version] = /^([a-z]{2})\.([0-9a-f]{12})\.json$/.exec(fileName) ?? [];
  if (!isLocale(locale)) return undefined;
  return { json: asJson[locale], current: versions[locale] === version };
}

/** What the error screen says: all it needs when an error comes before the root's data (error-screen.tsx). */
const ERROR_SCREEN_KEYS = [
  'navbar.home',
  'error.status',
  'error.400.title',
  'error.404.title',
  'error.generic',
  'btn.back',
];

export function errorScreenMessages(locale: Locale): Messages {
  return Object.fromEntries(ERROR_SCREEN_KEYS.map((key) => [key, withFallback[locale][key] ?? key]));
}
