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

const unitFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A unit price worked out as an amount divided by a quantity (lineUnitPrice): to the cent when that is
 * exact, else with up to four decimals, never a cent rounded away from what multiplies back.
 */
export function formatUnitPrice(amount: number, locale: Locale): string {
  let formatter = unitFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    unitFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

/**
 * An amount rounded to the cent, half away from zero, as Odoo rounds a currency (float_round HALF-UP):
 * the amount is first nudged by one unit in the last place of its magnitude, so that 1.005, stored
 * as 1.00499999…, still rounds up. Every amount the shop computes itself goes through here.
 */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const cents = Math.abs(amount) * 100;
  const epsilon = cents === 0 ? 0 : 2 ** (Math.log2(cents) - 52);
  const rounded = (Math.sign(amount) * Math.round(cents + epsilon)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The sum of amounts, rounded to the cent once at the end. */
export function sumCents(amounts: Iterable<number>): number {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  return roundCents(sum);
}
