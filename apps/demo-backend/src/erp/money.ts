import type { Lang } from './http/lang.ts';

/** The shop sells in euros, kept to the cent (Odoo's res.currency `rounding` 0.01). */
export const CURRENCY_CODE = 'EUR';
const CENTS_PER_UNIT = 100;

/**
 * Odoo's `float_round(value, precision_rounding=0.01)`, HALF-UP: a half cent goes away from zero, and
 * a value whose binary form lies just below a half (1.005 is stored as 1.00499999999999989…) is
 * nudged by an epsilon scaled to its magnitude first, so the decimal that was meant decides. Every
 * amount of money the ERP works out goes through here.
 */
export function roundMoney(value: number): number {
  if (value === 0) return 0;
  if (!Number.isFinite(value)) return value;
  const normalized = Math.abs(value) * CENTS_PER_UNIT;
  const epsilon = 2 ** (Math.log2(normalized) - 52);
  const cents = Math.floor(normalized + epsilon + 0.5);
  // `+ 0` turns -0 into 0, so that a zero amount is never written "-0".
  return (Math.sign(value) * cents) / CENTS_PER_UNIT + 0;
}

/** The sum of amounts that are each to the cent, without the binary noise of float addition. */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((sum, amount) => sum + amount, 0));
}

/** The storefront writes prices with the same bare language tags (apps/storefront/app/domain/money.ts). */
const moneyFormats = new Map<Lang, Intl.NumberFormat>();
const unitPriceFormats = new Map<Lang, Intl.NumberFormat>();
const percentFormats = new Map<Lang, Intl.NumberFormat>();

/** An amount the way the language writes money: 1 234,50 € (fr), € 1.234,50 (nl), €1,234.50 (en), 1.234,50 € (de). */
export function formatMoney(amount: number, lang: Lang): string {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: CURRENCY_CODE });
    moneyFormats.set(lang, format);
  }
  return format.format(amount);
}

/**
 * A unit price worked out as an amount divided by a quantity: to the cent when that is exact, else
 * with up to four decimals (Odoo's "Product Price" precision), so that it is never a cent rounded
 * away from what multiplies back to the amount.
 */
export function formatUnitPrice(amount: number, lang: Lang): string {
  let format = unitPriceFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: CURRENCY_CODE,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    unitPriceFormats.set(lang, format);
  }
  return format.format(amount);
}

/** A percentage (given in percent, e.g. -10) the way the language writes it: -10 % (fr, de), -10% (nl, en). */
export function formatPercent(percent: number, lang: Lang): string {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(lang, format);
  }
  return format.format(percent / 100);
}
