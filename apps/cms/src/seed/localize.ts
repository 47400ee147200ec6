import { LOCALE_CODES, type LocaleCode } from '../lib/locales';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value written once per language in the seed files: `{ "fr": …, "nl": …, "en": …, "de": … }`. */
export const isTranslated = (value: unknown): value is Record<LocaleCode, unknown> =>
  isPlainObject(value) && 'fr' in value && Object.keys(value).every((key) => LOCALE_CODES.includes(key as LocaleCode));

/**
 * The seed value as seen in one language: every translated leaf is replaced by its text in that
 * language. A missing translation is an error, so the demo content is complete in all four.
 */
export const localize = (value: unknown, locale: LocaleCode, where = '$'): unknown => {
  if (isTranslated(value)) {
    if (!(locale in value)) throw new Error(`Seed value ${where} has no "${locale}" translation`);
    return localize(value[locale], locale, where);
  }
  if (Array.isArray(value)) return value.map((item, index) => localize(item, locale, `${where}[${index}]`));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale, `${where}.${key}`)]));
  }
  return value;
};
