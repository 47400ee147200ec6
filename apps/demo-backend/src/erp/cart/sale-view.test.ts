import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { ErpOverrides } from '../erp-options.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

/**
 * Carts and orders on stock 16.0, field for field as the released modules declare them:
 * shopinvader_schema_sale (Sale, SaleLine, SaleAmount), shopinvader_api_cart (uuid),
 * shopinvader_api_delivery_carrier (delivery, the amounts without shipping, qty_delivered, pickings),
 * shopinvader_api_sale_loyalty (rewards), shopinvader_api_cart_options (options) and
 * shopinvader_api_cart_step (step, done_steps).
 */
let subject: TestApp;
afterEach(async () => subject.close());

const SALE_KEYS = [
  'amount',
  'claimable_rewards',
  'client_order_ref',
  'date_commitment',
  'date_order',
  'delivery',
  'done_steps',
  'generated_coupons',
  'id',
  'invoicing',
  'lines',
  'name',
  'note',
  'programs',
  'promo_codes',
  'reward_amount',
  'reward_amount_tax_incl',
  'state',
  'step',
  'typology',
  'uuid',
];
const AMOUNT_KEYS = [
  'discount_total',
  'tax',
  'tax_without_shipping',
  'total',
  'total_without_discount',
  'total_without_shipping',
  'total_without_shipping_without_discount',
  'untaxed',
  'untaxed_without_shipping',
];
const LINE_KEYS = ['amount', 'id', 'is_reward_line', 'name', 'product_id', 'qty', 'qty_delivered', 'type'];
const LINE_AMOUNT_KEYS = ['discount_total', 'price', 'tax', 'total', 'total_without_discount', 'untaxed'];

const keys = (value: object) => Object.keys(value).sort();

async function cartWithCarrier(erp: ErpOverrides = {}) {
  subject = await createErpTestApp(erp);
  const client = new Client(subject, { 'accept-language': 'en' });
  await client.login('individual@demo.shop');
  const { lavender10 } = demoProducts(subject.db);
  await client.post('carts/sync', { transactions: [{ product_id: lavender10, qty: 2 }] });
  const cart = (await client.post('carts/current/carrier', { carrier_id: 2 })).json();
  return { client, cart, lavender10 };
}

describe('a cart on stock 16.0', () => {
  it('has exactly upstream’s Sale fields, a draft state and the amounts with and without shipping', async () => {
    const { cart } = await cartWithCarrier();
    expect(keys(cart)).toEqual(SALE_KEYS);
    expect(cart.state).toBe('draft');
    expect(keys(cart.amount)).toEqual(AMOUNT_KEYS);
    expect(keys(cart.delivery)).toEqual(['address', 'amount', 'pickings', 'selected_carrier']);
    expect(cart.delivery.amount).toEqual({ untaxed: 11.9, tax: 2.5, total: 14.4 });
    expect(cart.amount).toMatchObject({ total: 32.2, total_without_shipping: 17.8 });
  });

  it('sends the shipping line as a product line, with no delivery marker', async () => {
    const { cart, lavender10 } = await cartWithCarrier();
    expect(cart.lines).toHaveLength(2);
    for (const line of cart.lines) {
      expect(keys(line)).toEqual([...LINE_KEYS, 'options'].sort());
      expect(keys(line.amount)).toEqual(LINE_AMOUNT_KEYS);
      expect(line.type).toBe('product');
      expect(line.options).toEqual({});
    }
    const shipping = cart.lines.find((line: { product_id: number }) => line.product_id !== lavender10);
    expect(shipping.amount).toMatchObject({ untaxed: 11.9, total: 14.4 });
  });

  it('has no options key without the cart options module', async () => {
    const { cart } = await cartWithCarrier({ cartOptions: false });
    expect(keys(cart.lines[0])).toEqual(LINE_KEYS);
  });

  it('types a loyalty reward line `reward`', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    await client.login('therapist@demo.shop');
    const { giftSet } = demoProducts(subject.db);
    await client.post('carts/sync', { transactions: [{ product_id: giftSet, qty: 1 }] });
    const cart = (await client.post('carts/current/coupon', { code: 'LOYAL-ANNA-0001' })).json();
    const reward = cart.lines.find((line: { type: string }) => line.type === 'reward');
    expect(reward).toMatchObject({ is_reward_line: true });
    expect(cart.reward_amount_tax_incl).toBeLessThan(0);
  });
});

describe('an order on stock 16.0', () => {
  it('has the same fields, and pickings whose lines give the quantity done', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    await client.login('individual@demo.shop');
    const { items } = (await client.get('sales')).json();
    const partial = items.find((sale: { state: string }) => sale.state === 'delivery_partial');
    const order = (await client.get(`sales/${partial.id}`)).json();
    expect(keys(order)).toEqual(SALE_KEYS);
    for (const line of order.lines) expect(line.type).toBe('product');
    const [done, waiting] = order.delivery.pickings;
    expect(keys(done.lines[0])).toEqual(['product_id', 'product_name', 'qty', 'qty_done', 'state']);
    expect(done.lines[0].qty_done).toBe(done.lines[0].qty);
    expect(waiting.lines[0].qty_done).toBe(0);
  });
});
