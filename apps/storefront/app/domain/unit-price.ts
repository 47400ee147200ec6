import { roundCents } from './money';

/**
 * The quantity a unit price is given for: one litre for what is sold by volume, one kilogram for what
 * is sold by weight. Germany's PAngV (since 2022) and France ask for these, and Directive 98/6/EC
 * admits them throughout the EU, so one rule serves every language the shop speaks.
 */
type ReferenceUnit = 'l' | 'kg';

/** What one item holds, in its reference unit: 5 ml is `{ amount: 0.005, unit: 'l' }`. */
export interface NetQuantity {
  amount: number;
  unit: ReferenceUnit;
}

const UNITS: Record<string, { unit: ReferenceUnit; per: number }> = {
  ml: { unit: 'l', per: 1000 },
  cl: { unit: 'l', per: 100 },
  l: { unit: 'l', per: 1 },
  g: { unit: 'kg', per: 1000 },
  kg: { unit: 'kg', per: 1 },
};

/** "5 ml", "1,5 l", "0.25kg": a number with a decimal comma or point, then the unit (any case). */
const QUANTITY = /^(\d+)(?:[.,](\d+))?\s*(ml|cl|l|g|kg)$/i;

/**
 * The quantity a capacity or weight text states; undefined for any other text. "1.000 g" and "1,500 ml"
 * may be a thousand or one: a separator before exactly three digits after a whole number gives no
 * quantity, as a wrong unit price is worse than none.
 */
export function parseNetQuantity(text: string | undefined): NetQuantity | undefined {
  const match = QUANTITY.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, whole = '', fraction, symbol = ''] = match;
  if (fraction?.length === 3 && Number(whole) > 0) return undefined;
  const value = Number(fraction === undefined ? whole : `${whole}.${fraction}`);
  const unit = UNITS[symbol.toLowerCase()];
  if (!unit || !(value > 0)) return undefined;
  return { amount: value / unit.per, unit: unit.unit };
}

/**
 * A variant's quantity, from its index document: the first of its `variant_attributes` (capacity,
 * weight…, whatever their name or language) that states one, else its `capacity`.
 */
export function netQuantityOf(
  variantAttributes: Record<string, string>,
  capacity: string | null | undefined,
): NetQuantity | undefined {
  for (const text of [...Object.values(variantAttributes), capacity ?? undefined]) {
    const quantity = parseNetQuantity(text);
    if (quantity) return quantity;
  }
  return undefined;
}

/** The price of one reference unit, to the cent, for `count` items costing `amount` together. */
export function unitPrice(amount: number, quantity: NetQuantity, count = 1): number {
  return roundCents(amount / (quantity.amount * count));
}
