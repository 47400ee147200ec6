import { roundMoney } from '../money.ts';

/** What a line is priced from, as Odoo's `account.tax.compute_all` receives it. */
export interface TaxedPrice {
  /** Odoo's `price_unit`: tax included when `priceInclude`, else untaxed. */
  unitPrice: number;
  qty: number;
  /** The line's one percentage tax, as a fraction (0.21). */
  taxRate: number;
  /** A tax-included price (the public and therapist catalogue prices), or a net one (b2b, carriers). */
  priceInclude: boolean;
}

export interface TaxedAmounts {
  untaxed: number;
  tax: number;
  total: number;
}

/**
 * Odoo's `compute_all` for one percentage tax, rounded per line (`round_per_line`, the default): the
 * line's base is rounded to the cent first. A tax-included base is the line's total, and the untaxed
 * amount is taken out of it, so a line costs exactly the shown price times the quantity; a net base is
 * the untaxed amount, and the tax is added on top.
 */
export function computeTaxes(price: TaxedPrice): TaxedAmounts {
  const base = roundMoney(price.unitPrice * price.qty);
  if (price.priceInclude) {
    const untaxed = roundMoney(base / (1 + price.taxRate));
    return { untaxed, tax: roundMoney(base - untaxed), total: base };
  }
  const tax = roundMoney(base * price.taxRate);
  return { untaxed: base, tax, total: roundMoney(base + tax) };
}
