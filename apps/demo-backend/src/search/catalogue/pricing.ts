/** Pricelist roles: the public price, a therapist discount, and net b2b prices. */
export type PriceRole = 'default' | 'therapist' | 'b2b';

export interface RolePrice {
  role: PriceRole;
  value: number;
  originalValue: number;
  taxIncluded: boolean;
}

const THERAPIST_FACTOR = 0.85;
const B2B_FACTOR = 0.7;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Derives every role's price from the public price (tax included) and the price before a promotion. */
export function rolePrices(price: number, originalPrice: number, taxRate: number): RolePrice[] {
  const net = (gross: number) => round2((gross / (1 + taxRate)) * B2B_FACTOR);
  return [
    { role: 'default', value: price, originalValue: originalPrice, taxIncluded: true },
    {
      role: 'therapist',
      value: round2(price * THERAPIST_FACTOR),
      originalValue: round2(originalPrice * THERAPIST_FACTOR),
      taxIncluded: true,
    },
    { role: 'b2b', value: net(price), originalValue: net(originalPrice), taxIncluded: false },
  ];
}

/** Percentage saved, as Shopinvader writes it in `price.<role>.discount`. */
export function discountPercent(value: number, originalValue: number): number {
  if (originalValue <= 0 || value >= originalValue) return 0;
  return round2(((originalValue - value) / originalValue) * 100);
}

export function stockState(qty: number, resupplying = false): string {
  if (resupplying) return 'resupplying';
  if (qty <= 0) return 'out_of_stock';
  if (qty <= 5) return 'in_limited_stock';
  return 'in_stock';
}

/** A valid EAN-13 built from the variant id, so barcodes are stable and unique. */
export function barcodeFor(variantId: number): string {
  const body = `54${String(variantId).padStart(10, '0')}`;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}
