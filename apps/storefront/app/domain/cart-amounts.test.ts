import { describe, expect, it } from 'vitest';
import {
  amountOn,
  cartAmountsView,
  chargedCarrierId,
  lineAmountView,
  lineUnitPrice,
  taxBasisFor,
  withOwnPrices,
} from './cart-amounts';
import { erpCart, erpLine } from './cart-test-kit';
import type { ErpCart, ErpCartLine } from './cart-types';
import type { Price } from './catalog';

const price = (value: number, taxIncluded: boolean): Price => ({
  value,
  taxIncluded,
  originalValue: value,
  discount: 0,
});
/** As the demo index prices a product: public and therapist prices with tax, business prices without. */
const product = (prices: Record<string, Price> = {}) => ({
  prices: { default: price(5.9, true), therapist: price(5.02, true), b2b: price(3.41, false), ...prices },
});

describe("the tax basis comes from the customer's pricelist in the catalogue", () => {
  it.each([
    ['default', 'included'],
    ['therapist', 'included'],
    ['b2b', 'excluded'],
    // A pricelist the products have no price in shows the default one's prices.
    ['reseller', 'included'],
  ] as const)('%s → %s', (role, basis) => {
    expect(taxBasisFor(role, [product(), product()])).toBe(basis);
  });

  it('is tax included when no product of the cart is known to the catalogue', () => {
    expect(taxBasisFor('b2b', [])).toBe('included');
  });

  it("reads a professional customer's own prices, which pages do not carry, beside the default ones", () => {
    const carried = [
      { id: 1, prices: { default: price(5.9, true) } },
      { id: 2, prices: { default: price(7.9, true) } },
    ];
    expect(taxBasisFor('b2b', carried)).toBe('included');
    const own = new Map([
      [1, price(3.41, false)],
      [2, price(4.57, false)],
    ]);
    expect(
      taxBasisFor(
        'b2b',
        withOwnPrices(carried, 'b2b', (id) => own.get(id)),
      ),
    ).toBe('excluded');
    expect(withOwnPrices(carried, 'b2b', () => undefined)).toEqual(carried);
  });

  it('is tax excluded only when every price of the pricelist is', () => {
    expect(taxBasisFor('b2b', [product(), product({ b2b: price(4, true) })])).toBe('included');
    expect(taxBasisFor('b2b', [product(), { prices: { default: price(4, true) } }])).toBe('included');
  });
});

const amount = (untaxed: number, tax: number, extra: Partial<ErpCartLine['amount']> = {}) => ({
  price: untaxed,
  untaxed,
  tax,
  total: Math.round((untaxed + tax) * 100) / 100,
  discount_total: 0,
  total_without_discount: Math.round((untaxed + tax) * 100) / 100,
  ...extra,
});

/** An order with two products, a promo code, a loyalty reward and a carrier, as the demo ERP sends it. */
function fullCart(): ErpCart {
  const lines = [
    erpLine(1, 2, { amount: amount(9.75, 2.05) }),
    erpLine(2, 1, { amount: amount(20, 4.2) }),
    erpLine(0, 1, {
      id: 7,
      product_id: null,
      kind: 'reward',
      name: 'WELCOME10',
      amount: amount(-2.98, -0.62),
    }),
    erpLine(0, 1, { id: 8, product_id: null, kind: 'section', name: 'Oils', amount: amount(0, 0) }),
    erpLine(50, 1, { id: 9, kind: 'delivery', name: 'Standard', amount: amount(5.9, 1.24) }),
  ];
  const cart = erpCart('c', lines);
  return {
    ...cart,
    amount: {
      untaxed: 32.67,
      tax: 6.87,
      total: 39.54,
      discount_total: 3.6,
      total_without_discount: 43.14,
      untaxed_without_shipping: 26.77,
      total_without_shipping: 32.4,
      total_without_shipping_without_discount: 36,
    },
    delivery: {
      address: null,
      amount: { untaxed: 5.9, tax: 1.24, total: 7.14 },
      selected_carrier: { id: 3, code: 'STD', name: 'Standard', description: null, with_dropoff_site: false },
    },
    reward_amount: -2.98,
    reward_amount_tax_incl: -3.6,
  };
}

describe('the totals a page shows are the ERP figures on the basis', () => {
  it('with tax: products, discounts and shipping with tax, the total and the tax it includes', () => {
    expect(cartAmountsView(fullCart(), 'included')).toEqual({
      basis: 'included',
      subtotal: 36,
      discounts: [{ key: 'reward-7', label: 'WELCOME10', amount: -3.6, withTax: null }],
      shipping: { carrier: 'Standard', amount: 7.14 },
      untaxedTotal: null,
      tax: 6.87,
      total: 39.54,
    });
  });

  it('without tax: every figure untaxed, then the untaxed total, the tax and the total with tax', () => {
    expect(cartAmountsView(fullCart(), 'excluded')).toEqual({
      basis: 'excluded',
      subtotal: 29.75,
      // The untaxed discount carries the amount with tax the shopper knows, to be said with its basis.
      discounts: [{ key: 'reward-7', label: 'WELCOME10', amount: -2.98, withTax: -3.6 }],
      shipping: { carrier: 'Standard', amount: 5.9 },
      untaxedTotal: 32.67,
      tax: 6.87,
      total: 39.54,
    });
  });

  it("shows a reward given without lines as the cart's discount", () => {
    const cart = fullCart();
    const without = { ...cart, lines: cart.lines.filter((line) => line.kind !== 'reward') };
    expect(cartAmountsView(without, 'included').discounts).toEqual([
      { key: 'reward', label: null, amount: -3.6, withTax: null },
    ]);
    expect(cartAmountsView(without, 'excluded').discounts).toEqual([
      { key: 'reward', label: null, amount: -2.98, withTax: -3.6 },
    ]);
  });

  it('shows no shipping before a carrier is charged', () => {
    const cart = fullCart();
    const uncharged = { ...cart, lines: cart.lines.filter((line) => line.kind !== 'delivery') };
    expect(chargedCarrierId(cart)).toBe(3);
    expect(chargedCarrierId(uncharged)).toBeNull();
    expect(cartAmountsView(uncharged, 'included').shipping).toBeNull();
    expect(
      cartAmountsView({ ...cart, delivery: { ...cart.delivery, selected_carrier: null } }, 'included')
        .shipping,
    ).toBeNull();
  });
});

describe("a line's amount on the basis", () => {
  it('is the total with tax, and the total before discount when discounted', () => {
    const line = erpLine(1, 2, { amount: amount(18, 3.78, { total_without_discount: 24.2 }) });
    expect(lineAmountView(line, 'included')).toEqual({ amount: 21.78, beforeDiscount: 24.2 });
    expect(lineAmountView(erpLine(1, 2, { amount: amount(20, 4.2) }), 'included')).toEqual({
      amount: 24.2,
      beforeDiscount: null,
    });
  });

  it('is the untaxed amount without tax, before discount the quantity at the untaxed unit price', () => {
    const line = erpLine(1, 3, {
      amount: amount(29.97, 6.29),
      discount: { rate: 10, value: 3.33 },
      unit_price: { untaxed: 11.1, untaxed_with_discount: 9.99 },
    });
    expect(lineAmountView(line, 'excluded')).toEqual({ amount: 29.97, beforeDiscount: 33.3 });
    expect(
      lineAmountView({ ...line, discount: { rate: 0, value: 0 } }, 'excluded').beforeDiscount,
    ).toBeNull();
  });

  it('picks the figure by basis', () => {
    expect(amountOn({ untaxed: 5.9, total: 7.14 }, 'included')).toBe(7.14);
    expect(amountOn({ untaxed: 5.9, total: 7.14 }, 'excluded')).toBe(5.9);
  });
});

describe("a line's unit price on the basis", () => {
  it('multiplies back to the amount shown, where a unit price rounded to the cent would not', () => {
    // Two of a therapist's 7,57 € with tax: 15,14 € with tax, 12,51 € without.
    const line = erpLine(1, 2, {
      amount: amount(12.51, 2.63),
      unit_price: { untaxed: 6.26, untaxed_with_discount: 6.26 },
    });
    expect(lineUnitPrice(line, 'included')).toBe(7.57);
    expect(lineUnitPrice(line, 'excluded') * 2).toBeCloseTo(12.51, 10);
    expect(lineUnitPrice(line, 'excluded')).not.toBe(6.26);
  });

  it('is the unit price before the discount when the line has one', () => {
    const line = erpLine(1, 2, { amount: amount(18, 3.78, { total_without_discount: 24.2 }) });
    expect(lineUnitPrice(line, 'included')).toBe(12.1);
  });
});
