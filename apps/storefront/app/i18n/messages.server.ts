import type { Messages } from './intl';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales';

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

/**
 * The same catalogue as one JSON text, for the root's data: the loader data encoder then writes one
 * string per page instead of walking some six hundred entries on every request.
 */
export function messagesJsonFor(locale: Locale): string {
  return asJson[locale];
}
