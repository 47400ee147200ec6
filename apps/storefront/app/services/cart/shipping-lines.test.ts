import { describe, expect, it } from 'vitest';
import { parseErpCart } from './erp-cart-schema';
import { parseErpSale } from './erp-sale-schema';

/** A line as the released shopinvader_schema_sale 16.0 sends it: a type, amounts, nothing else. */
function line(id: number, productId: number, name: string, total: number, type = 'product') {
  const untaxed = Math.round((total / 1.21) * 100) / 100;
  const tax = Math.round((total - untaxed) * 100) / 100;
  return {
    id,
    product_id: productId,
    name,
    qty: 1,
    type,
    amount: { price: untaxed, untaxed, tax, total, discount_total: 0, total_without_discount: total },
  };
}

/** A 16.0 cart with the carrier module: the chosen carrier and the shipping total, no line marked. */
function cart(lines: unknown[], carrier: { id: number; name: string } | null, shippingTotal: number) {
  return {
    id: 9,
    uuid: 'c0ffee',
    name: 'S00009',
    state: 'draft',
    date_order: '2026-11-28T08:00:00',
    lines,
    amount: { untaxed: 0, tax: 0, total: 0, discount_total: 0, total_without_discount: 0 },
    delivery: {
      address: null,
      amount: { untaxed: 0, tax: 0, total: shippingTotal },
      selected_carrier: carrier ? { ...carrier, code: 'STD', description: null } : null,
      pickings: [],
    },
    invoicing: { address: null },
  };
}

const HOME = { id: 1, name: 'Livraison à domicile' };
const kinds = (raw: unknown) => (parseErpCart(raw)?.lines ?? []).map((entry) => [entry.name, entry.kind]);

describe('the shipping line of Shopinvader 16.0, which no field marks', () => {
  it('is the product line named after the chosen carrier whose amount is the shipping total', () => {
    const raw = cart(
      [line(1, 12, '[HE-LAVF-10-ML] Lavande fine', 17.8), line(2, 9001, 'Livraison à domicile', 7.14)],
      HOME,
      7.14,
    );
    expect(kinds(raw)).toEqual([
      ['[HE-LAVF-10-ML] Lavande fine', 'product'],
      ['Livraison à domicile', 'delivery'],
    ]);
  });

  it("is found with Odoo's description after the carrier's name, and when shipping is free", () => {
    const raw = cart(
      [line(1, 12, 'Lavande', 17.8), line(2, 9001, 'Livraison à domicile: 2 à 3 jours\nFree Shipping', 0)],
      HOME,
      0,
    );
    expect(kinds(raw).map(([, kind]) => kind)).toEqual(['product', 'delivery']);
  });

  it("never takes a product that shares the carrier's name but costs something else", () => {
    const raw = cart(
      [
        line(1, 77, 'Livraison à domicile offerte (bon cadeau)', 20),
        line(2, 9001, 'Livraison à domicile', 7.14),
      ],
      HOME,
      7.14,
    );
    expect(kinds(raw).map(([, kind]) => kind)).toEqual(['product', 'product']);
  });

  it('marks nothing without a chosen carrier', () => {
    const raw = cart([line(1, 12, 'Livraison à domicile', 7.14)], null, 7.14);
    expect(kinds(raw).map(([, kind]) => kind)).toEqual(['product']);
  });

  it("keeps 18.0's own marker and guesses nothing beside it", () => {
    const raw = cart(
      [line(1, 9001, 'Livraison à domicile', 7.14, 'delivery'), line(2, 9002, 'Livraison à domicile', 0)],
      HOME,
      7.14,
    );
    expect(kinds(raw).map(([, kind]) => kind)).toEqual(['delivery', 'product']);
  });

  it('reads an order the same way, so its page shows the products and the shipping apart', () => {
    const sale = parseErpSale(
      cart([line(1, 12, 'Lavande', 17.8), line(2, 9001, 'Livraison à domicile', 7.14)], HOME, 7.14),
    );
    expect(sale.lines.map((entry) => entry.kind)).toEqual(['product', 'delivery']);
  });
});
