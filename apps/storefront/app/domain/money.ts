import type { Locale } from '~/i18n/locales';

/** The shop sells in euros; amounts read the way each language writes them (1 234,50 € / € 1,234.50). */
export const CURRENCY = 'EUR';

const formatters = new Map<Locale, Intl.NumberFormat>();

export function formatPrice(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
