import { describe, expect, it } from 'vitest';
import { InvalidCartError, parseErpCart } from './erp-cart-schema';

/** The cart of erp-contract §2.2, trimmed to what a real ERP may send. */
const RAW = {
  id: 57,
  uuid: '0b0c6a52-7f0e-4b0f-9c61-2d5d3c0e8f11',
  name: 'S00057',
  state: 'pending',
  client_order_ref: null,
  date_order: '2025-03-04T09:12:44',
  note: null,
  lines: [
    {
      id: 311,
      product_id: 42,
      name: '[DESK-01] Office desk',
      qty: 2.0,
      type: 'product',
      amount: {
        price: 100.0,
        untaxed: 200.0,
        tax: 40.0,
        total: 240.0,
        discount_total: 0.0,
        total_without_discount: 240.0,
      },
      discount: { rate: 0.0, value: 0.0 },
      unit_price: { untaxed: 100.0, untaxed_with_discount: 100.0 },
      options: null,
      is_delivery: false,
    },
    {
      id: 312,
      product_id: 7,
      name: 'Standard delivery',
      qty: 1.0,
      type: 'delivery',
      amount: { total: 7.08 },
    },
    { id: 313, product_id: null, name: 'WELCOME10', qty: 1, type: 'reward', amount: { total: -24 } },
  ],
  amount: { untaxed: 205.9, tax: 41.18, total: 247.08, discount_total: 0.0, total_without_discount: 247.08 },
  delivery: {
    address: { id: 88, name: 'Jane Doe', street: '1 Main St', zip: '75001', city: 'Paris', country_id: 75 },
    amount: { untaxed: 5.9, tax: 1.18, total: 7.08 },
    selected_carrier: {
      id: 2,
      name: 'Standard delivery',
      code: 'STD',
      description: null,
      with_dropoff_site: null,
    },
  },
  invoicing: { address: { id: 88, name: 'Jane Doe' } },
  promo_codes: [],
};

describe('the ERP cart at the edge (erp-contract §2.2)', () => {
  it('reads the contract sample, marking delivery and reward lines by their type', () => {
    const cart = parseErpCart(RAW)!;
    expect(cart.lines.map((line) => [line.id, line.is_delivery, line.is_reward_line])).toEqual([
      [311, false, false],
      [312, true, false],
      [313, false, true],
    ]);
    expect(cart.delivery.selected_carrier).toMatchObject({ code: 'STD', with_dropoff_site: false });
    expect(cart.delivery.address).toMatchObject({ id: 88, is_dropoff_site: false, street2: null });
    // Upstream without the shipping split: the amounts fall back to the totals.
    expect(cart.amount.total_without_shipping).toBe(247.08);
    expect(cart.reward_amount).toBe(0);
  });

  it('reads its own output again, as the browser stores it', () => {
    const cart = parseErpCart(RAW);
    expect(parseErpCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it.each([null, undefined, {}])('%j means no cart', (raw) => {
    expect(parseErpCart(raw)).toBeNull();
  });

  it.each([[[]], ['<html>'], [{ id: 1 }], [{ ...RAW, lines: 'none' }]])('refuses %j', (raw) => {
    expect(() => parseErpCart(raw)).toThrow(InvalidCartError);
  });
});
