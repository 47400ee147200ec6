/** The shop's languages; French is the default and has no URL prefix in the storefront. */
export const LOCALES = [
  { code: 'fr', name: 'Français (fr)' },
  { code: 'nl', name: 'Nederlands (nl)' },
  { code: 'en', name: 'English (en)' },
  { code: 'de', name: 'Deutsch (de)' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: LocaleCode = 'fr';

export const LOCALE_CODES: LocaleCode[] = LOCALES.map((locale) => locale.code);
