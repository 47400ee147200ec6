import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadUpstreamOracle } from '../../../../scripts/lib/upstream-oracle.ts';
import type { UpstreamOracle } from '../../../../scripts/lib/upstream-oracle.ts';
import { ensureUpstreamOracle } from '../../../../scripts/upstream-oracle.ts';
import { seedErpDemoData } from '../../seed/erp/seed-erp.ts';
import { buildApp } from '../app.ts';
import type { BackendConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { ErpOverrides } from './erp-options.ts';
import type { ErpRouteOptions } from './index.ts';
import type { UpstreamViolation } from './http/upstream-oracle.ts';
import { demoProducts } from './testing/demo-products.ts';
import { Client } from './testing/erp-test-app.ts';

/**
 * The demo ERP in its default (stock) profile, driven through the calls the storefront makes, answers as the
 * released Shopinvader 16.0 modules do: every call is routed upstream with that method and a body it accepts,
 * every answer fits upstream's schema (the oracle: tools/upstream-oracle/README.md).
 */
let oracle: UpstreamOracle;
let subject: TestApp | undefined;

beforeAll(async () => {
  await ensureUpstreamOracle();
  oracle = loadUpstreamOracle('16.0');
}, 600_000);
afterEach(async () => subject?.close());

async function start(erp: ErpOverrides = {}, upstreamOracle = oracle) {
  const config: BackendConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    mode: 'test',
    logLevel: 'silent',
  };
  const db = openDatabase(':memory:');
  migrate(db);
  await seedErpDemoData(db);
  const options: ErpRouteOptions = { db, config, erp, upstreamOracle };
  const app = await buildApp(options);
  await app.ready();
  const started: TestApp = {
    app,
    db,
    config,
    async close() {
      await app.close();
      db.close();
    },
  };
  subject = started;
  return { client: new Client(started, { 'accept-language': 'fr' }), products: demoProducts(db) };
}

async function violations(client: Client): Promise<UpstreamViolation[]> {
  const response = await client.get('_dev/upstream-violations');
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

const NEW_ADDRESS = { name: 'Depot', street: 'Rue 1', zip: '1000', city: 'Bruxelles', country_id: 21 };
const BRUSSELS = 'country=Belgique&zip=1000&city=Bruxelles&street=12%20Rue%20Royale';

describe('the demo ERP, stock profile, through the storefront’s calls', () => {
  it('sign-in, the customer, settings and addresses', async () => {
    const { client } = await start();
    await client.get('settings');
    expect((await client.login('individual@demo.shop')).statusCode).toBe(200);
    await client.get('auth/profile');
    await client.get('customer');
    await client.post('customer', { name: 'Anna Janssens', phone: '+32 2 123 45 67', mobile: null });
    await client.post('customer', { opt_in: true });
    await client.get('addresses/invoicing');
    await client.get('addresses/delivery');
    const created = (await client.post('addresses/delivery', NEW_ADDRESS)).json();
    await client.post(`addresses/delivery/${created.id}`, { ...NEW_ADDRESS, street2: 'Boîte 2' });
    // shopinvader_api_address_shipping_note adds the carrier's instructions to delivery addresses.
    await client.post(`addresses/delivery/${created.id}`, { shipping_note: 'Back door, please' });
    await client.get(`addresses/delivery/${created.id}`);
    await client.delete(`addresses/delivery/${created.id}`);
    await client.post('auth/logout');
    expect(await violations(client)).toEqual([]);
  });

  it('the cart: sync, update, carriers, carrier choice, coupon', async () => {
    const { client, products } = await start();
    await client.login('individual@demo.shop');
    await client.post('carts/sync', {
      transactions: [{ uuid: crypto.randomUUID(), product_id: products.lavender10, qty: 2 }],
    });
    await client.get('carts/current');
    const delivery = (await client.get('addresses/delivery')).json()[0];
    await client.post('carts/current/update', { delivery: { address_id: delivery.id }, note: 'Ring twice' });
    // shopinvader_api_cart_step: the checkout's step done and the one it goes to, in the same update.
    const stepped = await client.post('carts/current/update', {
      current_step: 'address',
      next_step: 'checkout',
    });
    expect(stepped.json()).toMatchObject({ step: { code: 'checkout' }, done_steps: [{ code: 'address' }] });
    const carriers = (await client.get('carts/current/delivery_carriers')).json();
    expect(carriers.length).toBeGreaterThan(0);
    await client.post('carts/current/carrier', { carrier_id: carriers[0].id });
    await client.post('carts/current/coupon', { code: 'WELCOME10' });
    expect(await violations(client)).toEqual([]);
  });

  it('loyalty rewards: the rewards of a code, a reward and free product chosen, a claimable reward claimed', async () => {
    const { client, products } = await start();
    await client.post('carts/sync', {
      transactions: [{ uuid: crypto.randomUUID(), product_id: products.lavender10, qty: 7 }],
    });
    const rewards = (await client.get('loyalty/GIFT')).json();
    expect(rewards.length).toBeGreaterThan(1);
    const free = rewards.find((reward: { reward_type: string }) => reward.reward_type === 'product');
    await client.post('carts/current/coupon', {
      code: 'GIFT',
      reward_id: free.id,
      free_product_id: free.reward_product_ids[0],
    });
    const cart = (await client.get('carts/current')).json();
    expect(cart.claimable_rewards.length).toBeGreaterThan(0);
    await client.post('carts/current/reward', { reward_id: cart.claimable_rewards[0].id });
    expect(await violations(client)).toEqual([]);
  });

  it('pick-up points: search near an address, choice', async () => {
    const { client, products } = await start();
    await client.login('individual@demo.shop');
    await client.post('carts/sync', { transactions: [{ product_id: products.lavender10, qty: 1 }] });
    const sites = (await client.get(`delivery_pickups?${BRUSSELS}`)).json();
    expect(sites.length).toBeGreaterThan(0);
    await client.post('carts/current/carrier', { carrier_id: sites[0].carrier_id });
    await client.post('carts/current/set_pickup', { carrier_id: sites[0].carrier_id, code: sites[0].code });
    expect(await violations(client)).toEqual([]);
  });

  it('payment: payable, methods, transaction', async () => {
    const { client, products } = await start();
    await client.login('individual@demo.shop');
    await client.post('carts/sync', { transactions: [{ product_id: products.lavender10, qty: 1 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const methods = (await client.get(`payment/methods?payable=${encodeURIComponent(payable)}`)).json();
    await client.post('payment/transactions', {
      payable,
      flow: 'redirect',
      provider_id: methods.providers[0].id,
      frontend_redirect_url: 'http://localhost:3000/checkout/validated',
      provider_input: [],
    });
    expect(await violations(client)).toEqual([]);
  });

  it('orders and invoices: lists, details, downloads', async () => {
    const { client } = await start();
    await client.login('b2b@demo.shop');
    const sales = (await client.get('sales?page=1&page_size=10')).json();
    expect(sales.count).toBeGreaterThan(0);
    await client.get(`sales/${sales.items[0].id}`);
    await client.get(`sales/${sales.items[0].id}/download`);
    const invoices = (await client.get('invoices?page=1&page_size=100')).json();
    expect(invoices.count).toBeGreaterThan(0);
    await client.get(`invoices/${invoices.items[0].id}`);
    await client.get(`invoices/${invoices.items[0].id}/download`);
    expect(await violations(client)).toEqual([]);
  });

  it('what the customer bought and its shipments: sale lines, one line, deliveries', async () => {
    const { client } = await start();
    await client.login('b2b@demo.shop');
    const lines = (await client.get('sales/lines?page=1&page_size=200')).json();
    expect(lines.count).toBeGreaterThan(0);
    await client.get(`sales/lines/${lines.items[0].id}`);
    await client.get(`sales/lines?order_name=${encodeURIComponent(lines.items[0].order.name)}`);
    const deliveries = (await client.get('deliveries?page=1&page_size=100')).json();
    expect(deliveries.count).toBeGreaterThan(0);
    await client.get('deliveries?state=done');
    expect(await violations(client)).toEqual([]);
  });

  it('the contact form: a lead as JSON', async () => {
    const { client } = await start();
    const lead = await client.post('leads', {
      subject: 'Une question',
      email: 'visitor@example.com',
      description: 'Bonjour',
    });
    expect(lead.statusCode).toBe(201);
    expect(await violations(client)).toEqual([]);
  });

  it('the newsletter: subscribe and unsubscribe on the mailing list', async () => {
    const { client } = await start();
    const subscribed = await client.post('mass_mailing/subscribe', { email: 'reader@example.com' });
    expect(subscribed.statusCode).toBe(200);
    const left = await client.post('mass_mailing/unsubscribe', { email: 'reader@example.com' });
    expect(left.statusCode).toBe(204);
    expect(await violations(client)).toEqual([]);
  });
  it('quotations: requested from the cart, listed, shown, updated, printed, accepted', async () => {
    const { client, products } = await start();
    await client.login('b2b@demo.shop');
    await client.post('carts/sync', { transactions: [{ product_id: products.lavender10, qty: 3 }] });
    const requested = await client.post('carts/current/request_quotation');
    expect(requested.statusCode).toBe(200);
    const { id } = requested.json();
    expect((await client.get('quotations?page=1&page_size=10')).json().count).toBe(1);
    await client.get(`quotations/${id}`);
    await client.post(`quotations/${id}`, { client_order_ref: 'PO-12' });
    expect((await client.get(`quotations/${id}/download`)).statusCode).toBe(200);
    expect((await client.post(`quotations/${id}/confirm`)).statusCode).toBe(200);
    expect(await violations(client)).toEqual([]);
  });

  it('wishlists: create, list, rename, add and remove items, to the cart, delete', async () => {
    const { client, products } = await start();
    await client.login('individual@demo.shop');
    const created = await client.post('wishlists/create', {
      name: 'Favoris',
      lines: [{ product_id: products.lavender10 }],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await client.get('wishlists')).json().count).toBeGreaterThan(0);
    expect((await client.get(`wishlists/${id}`)).statusCode).toBe(200);
    expect((await client.post(`wishlists/${id}/update`, { name: 'Ma liste' })).statusCode).toBe(200);
    const added = await client.post(`wishlists/${id}/add_item`, {
      product_id: products.teaTree10,
      quantity: 2,
    });
    expect(added.json().lines).toHaveLength(2);
    const removed = await client.post(`wishlists/${id}/delete_item`, { product_id: products.teaTree10 });
    expect(removed.json().lines).toHaveLength(1);
    expect((await client.post(`wishlists/${id}/add_to_cart`, {})).statusCode).toBe(200);
    const some = await client.post(`wishlists/${id}/add_items_to_cart`, {
      lines: [{ product_id: products.lavender10 }],
    });
    expect(some.statusCode).toBe(200);
    expect((await client.delete(`wishlists/${id}`)).statusCode).toBe(204);
    expect(await violations(client)).toEqual([]);
  });
});

describe('the check bites', () => {
  it('on a call no released module routes', async () => {
    const { client } = await start();
    await client.post('auth/signin');
    expect(await violations(client)).toEqual([
      expect.objectContaining({
        kind: 'route',
        method: 'POST',
        path: '/auth/signin',
        route: null,
        errors: ['no released 16.0 module routes POST /auth/signin'],
      }),
    ]);
  });

  it('on a body upstream refuses', async () => {
    const { client } = await start();
    await client.post('leads', {
      subject: 'Une question',
      email: 'visitor@example.com',
      phone: '+32 2 123 45 67',
    });
    expect(await violations(client)).toEqual([
      expect.objectContaining({
        kind: 'request',
        path: '/leads',
        route: '/leads',
        errors: ['(the value) has the field "phone", which upstream does not declare'],
      }),
    ]);
  });

  it('on an answer of the wrong type, and the list is cleared on demand', async () => {
    // An oracle where the customer's e-mail is a number: the demo's answer (a string) no longer fits.
    const customer = oracle.components.Customer as { properties: Record<string, unknown> };
    const changed = structuredClone(oracle);
    changed.components.Customer = {
      ...customer,
      properties: { ...customer.properties, email: { type: 'integer' } },
    };
    const { client } = await start({}, changed);
    await client.login('individual@demo.shop');
    await client.get('customer');
    expect(await violations(client)).toEqual([
      expect.objectContaining({
        kind: 'response',
        method: 'GET',
        path: '/customer',
        route: '/customer',
        status: 200,
        errors: ['/email must be integer'],
      }),
    ]);
    await client.delete('_dev/upstream-violations');
    expect(await violations(client)).toEqual([]);
  });
});
