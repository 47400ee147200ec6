import { describe, expect, it } from 'vitest';
import { cartAmountsView } from '~/domain/cart-amounts';
import { InvalidCartError, parseErpCart } from './erp-cart-schema';
import { parseErpInvoices, parseErpSale, parseErpSales } from './erp-sale-schema';

/** The cart of docs/contracts/erp.md#cart-and-order-json, trimmed to what a real ERP may send. */
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
      amount: { untaxed: 5.9, tax: 1.18, total: 7.08 },
    },
    {
      id: 313,
      product_id: null,
      name: 'WELCOME10',
      qty: 1,
      type: 'reward',
      amount: { untaxed: -20, tax: -4, total: -24 },
    },
  ],
  amount: { untaxed: 185.9, tax: 37.18, total: 223.08, discount_total: 24, total_without_discount: 247.08 },
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

describe('the ERP cart at the edge (docs/contracts/erp.md#cart-and-order-json)', () => {
  it('reads the contract sample, telling lines by their type', () => {
    const cart = parseErpCart(RAW)!;
    expect(cart.lines.map((line) => [line.id, line.kind])).toEqual([
      [311, 'product'],
      [312, 'delivery'],
      [313, 'reward'],
    ]);
    expect(cart.delivery.selected_carrier).toMatchObject({ code: 'STD', with_dropoff_site: false });
    expect(cart.delivery.address).toMatchObject({ id: 88, is_dropoff_site: false, street2: null });
  });

  it('tells lines by the template’s flags and Odoo’s display types too', () => {
    const cart = parseErpCart({
      id: 1,
      lines: [
        { id: 1, product_id: 7, name: 'Ship', qty: 1, is_delivery: true },
        { id: 2, product_id: 9, name: 'Reward', qty: 1, is_reward_line: true },
        { id: 3, product_id: false, name: 'Oils', qty: 0, display_type: 'line_section' },
        { id: 4, product_id: false, name: 'Gift', qty: 0, display_type: 'line_note' },
      ],
    })!;
    expect(cart.lines.map((line) => line.kind)).toEqual(['delivery', 'reward', 'section', 'note']);
  });

  it('reads its own output again, as the browser stores it', () => {
    const cart = parseErpCart(RAW);
    expect(parseErpCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    const stepped = parseErpCart({ ...RAW, step: { code: 'checkout', name: 'Checkout' } });
    expect(stepped?.step).toBe('checkout');
    expect(parseErpCart(JSON.parse(JSON.stringify(stepped)))).toEqual(stepped);
  });

  it('reads the rewards the cart can claim, and reads them back as the browser stores them; none when odd', () => {
    // The module's LoyaltyRewardResponse, read in full by services/cart/program-reward-schema.ts.
    const reward = {
      id: 14,
      program: { id: 3, name: 'From €60' },
      reward_type: 'product',
      reward_product_ids: [11],
    };
    const cart = parseErpCart({ ...RAW, claimable_rewards: [reward, { id: 'x' }] });
    expect(cart?.claimable_rewards?.map((claimable) => claimable.id)).toEqual([14]);
    expect(parseErpCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    expect(parseErpCart({ ...RAW, claimable_rewards: 'none' })?.claimable_rewards).toEqual([]);
  });

  it("reads the checkout step's code (shopinvader_api_cart_step), none when absent or odd", () => {
    expect(parseErpCart(RAW)?.step).toBeNull();
    expect(parseErpCart({ ...RAW, step: null, done_steps: [] })?.step).toBeNull();
    expect(parseErpCart({ ...RAW, step: { name: 'Checkout' } })?.step).toBeNull();
  });

  it.each([null, undefined, {}])('%j means no cart', (raw) => {
    expect(parseErpCart(raw)).toBeNull();
  });

  it.each([[[]], ['<html>'], [{ uuid: 'x', lines: [] }], [{ ...RAW, id: '57' }], [{ ...RAW, id: null }]])(
    'refuses %j: without its id it is not a cart',
    (raw) => {
      expect(() => parseErpCart(raw)).toThrow(InvalidCartError);
    },
  );
});

describe('one odd value costs that value, never the cart', () => {
  it('a cart whose uuid is null', () => {
    const cart = parseErpCart({ ...RAW, uuid: null })!;
    expect(cart.uuid).toBeNull();
    expect(cart.lines).toHaveLength(3);
  });

  it('section and note lines, whose product is `false` as Odoo writes an empty reference', () => {
    const cart = parseErpCart({
      ...RAW,
      lines: [
        ...RAW.lines,
        { id: 314, product_id: false, name: 'Essential oils', qty: 0, type: 'section', amount: {} },
        { id: 315, product_id: false, name: 'Gift wrapped', qty: 0, type: 'note' },
      ],
    })!;
    expect(cart.lines.slice(3)).toMatchObject([
      { id: 314, kind: 'section', product_id: null, amount: { total: 0 } },
      { id: 315, kind: 'note', product_id: null, amount: { total: 0 } },
    ]);
    expect(cart.amount.total).toBe(223.08);
  });

  it('a product line whose product is `false` keeps its amount but no product', () => {
    const cart = parseErpCart({ ...RAW, lines: [{ ...RAW.lines[0], product_id: false }] })!;
    expect(cart.lines[0]).toMatchObject({ kind: 'product', product_id: null, amount: { total: 240 } });
  });

  it('an amount without the shipping split: the subtotal is the products’, not the shipping too', () => {
    const cart = parseErpCart(RAW)!;
    expect(cart.amount).toMatchObject({
      untaxed_without_shipping: 180,
      total_without_shipping: 216,
      total_without_shipping_without_discount: 240,
    });
    expect(cartAmountsView(cart, 'included')).toMatchObject({
      subtotal: 240,
      discounts: [{ label: 'WELCOME10', amount: -24 }],
      shipping: { carrier: 'Standard delivery', amount: 7.08 },
      total: 223.08,
    });
  });

  it('works out what the ERP leaves out from the lines, each rounded to the cent half-up', () => {
    const line = (id: number, total: number, tax: number, type = 'product') => ({
      id,
      product_id: id,
      name: `P${id}`,
      qty: 1,
      type,
      amount: { total, tax },
    });
    const cart = parseErpCart({
      id: 9,
      lines: [line(1, 1.005, 0.17), line(2, 2.0, 0.35), line(3, 7.14, 1.24, 'delivery')],
    })!;
    expect(cart.lines[0]!.amount).toMatchObject({ untaxed: 0.84, tax: 0.17, total: 1.005 });
    expect(cart.amount).toMatchObject({
      total: 10.15,
      tax: 1.76,
      untaxed: 8.39,
      total_without_shipping_without_discount: 3.01,
      total_without_shipping: 3.01,
      discount_total: 0,
      total_without_discount: 10.15,
    });
    expect(cart.delivery.amount).toEqual({ untaxed: 5.9, tax: 1.24, total: 7.14 });
  });

  it('the discount and reward amounts, when left out, are the reward lines’', () => {
    const cart = parseErpCart({
      ...RAW,
      amount: { untaxed: 185.9, tax: 37.18, total: 223.08 },
    })!;
    expect(cart.amount).toMatchObject({ discount_total: 24, total_without_discount: 247.08 });
    expect(cart).toMatchObject({ reward_amount: -20, reward_amount_tax_incl: -24 });
  });

  it.each([
    ['the amount is a string', { amount: 'n/a' }, { untaxed: 185.9, tax: 37.18, total: 223.08 }],
    ['one amount is a string', { amount: { ...RAW.amount, tax: '37.18' } }, { tax: 37.18, total: 223.08 }],
  ])('%s', (_name, patch, expected) => {
    expect(parseErpCart({ ...RAW, ...patch })!.amount).toMatchObject(expected);
  });

  it('a line that is not an object is left out; odd values in a line default', () => {
    const cart = parseErpCart({
      ...RAW,
      lines: [
        'oops',
        null,
        {
          ...RAW.lines[0],
          id: 'x',
          qty_unavailable: 'many',
          discount: 'none',
          options: 'gift',
          unit_price: 1,
        },
      ],
    })!;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      id: 0,
      product_id: 42,
      qty: 2,
      qty_unavailable: 0,
      discount: { rate: 0, value: 0 },
      options: null,
      unit_price: { untaxed: 100, untaxed_with_discount: 100 },
    });
  });

  it('lines that are not a list, a broken address or carrier, odd promo codes', () => {
    const cart = parseErpCart({
      ...RAW,
      lines: 'none',
      delivery: { ...RAW.delivery, address: { name: 'no id' }, selected_carrier: { name: 'no id' } },
      invoicing: 'x',
      promo_codes: ['WELCOME10', 5, null],
    })!;
    expect(cart.lines).toEqual([]);
    expect(cart.delivery.address).toBeNull();
    expect(cart.delivery.selected_carrier).toBeNull();
    expect(cart.delivery.amount).toEqual({ untaxed: 5.9, tax: 1.18, total: 7.08 });
    expect(cart.invoicing.address).toBeNull();
    expect(cart.promo_codes).toEqual(['WELCOME10']);
  });
});

describe('orders at the edge (docs/contracts/erp.md#customer-addresses-orders-and-invoices)', () => {
  const SALE = {
    ...RAW,
    id: 12,
    name: 'S00012',
    state: 'delivery_partial',
    typology: 'sale',
    client_order_ref: null,
    customer_ref: 'PO-7',
    lines: [...RAW.lines, { id: 316, product_id: 43, name: '[LAMP] Lamp', qty: 3, qty_delivered: 1 }],
    delivery: {
      ...RAW.delivery,
      pickings: [
        {
          delivery_id: 9,
          name: 'WH/OUT/9',
          state: 'done',
          tracking_reference: 'TR1',
          tracking_url: null,
          delivery_date: '2026-01-03T08:00:00',
          carrier: { name: 'Standard' },
        },
        'broken',
      ],
    },
    invoices: [{ id: 3, name: 'INV/3', date: '2026-01-03' }, { name: 'no id' }],
  };

  it('reads an order as a cart with its state, shipments and invoices', () => {
    const sale = parseErpSale(SALE);
    expect(sale).toMatchObject({
      id: 12,
      name: 'S00012',
      state: 'delivery_partial',
      client_order_ref: 'PO-7',
    });
    expect(sale.lines.find((line) => line.id === 316)).toMatchObject({ qty: 3, qty_delivered: 1 });
    expect(sale.pickings).toEqual([
      {
        id: 9,
        name: 'WH/OUT/9',
        state: 'done',
        trackingReference: 'TR1',
        trackingUrl: '',
        deliveryDate: '2026-01-03T08:00:00',
        carrierName: 'Standard',
        saleId: null,
      },
    ]);
    expect(sale.invoices).toEqual([{ id: 3, name: 'INV/3', date: '2026-01-03' }]);
  });

  it('an order without an id fails clearly', () => {
    expect(() => parseErpSale({ ...SALE, id: undefined })).toThrow(InvalidCartError);
  });

  it('a page of orders leaves out an order without an id and shows the others', () => {
    const page = parseErpSales({ count: 3, items: [SALE, { name: 'S00013' }, { ...SALE, id: 14 }] });
    expect(page.count).toBe(3);
    expect(page.sales.map((sale) => sale.id)).toEqual([12, 14]);
    expect(parseErpSales(undefined)).toEqual({ count: 0, sales: [] });
    expect(parseErpSales({ count: 'x', items: 'y' })).toEqual({ count: 0, sales: [] });
  });

  it('an order of the current generation has no invoices key: it reads as none', () => {
    const { invoices: _, ...current } = SALE;
    expect(parseErpSale(current).invoices).toEqual([]);
  });
});

describe('the invoices API (shopinvader_api_invoice, current generation)', () => {
  it('reads a page of invoices, dated by date_invoice, leaving out one without an id', () => {
    const page = {
      count: 2,
      items: [
        {
          id: 31,
          name: 'INV/2026/0031',
          date_invoice: '2026-02-01',
          date_due: null,
          state: 'posted',
          payment_state: 'paid',
          ref: '',
          payment_reference: 'INV/2026/0031',
          amount: { amount_tax: 2.1, amount_untaxed: 10, amount_total: 12.1, amount_due: 0 },
        },
        { name: 'INV/2026/0032' },
      ],
    };
    expect(parseErpInvoices(page)).toEqual([{ id: 31, name: 'INV/2026/0031', date: '2026-02-01' }]);
    expect(parseErpInvoices(undefined)).toEqual([]);
    expect(parseErpInvoices({ items: 'x' })).toEqual([]);
  });
});
