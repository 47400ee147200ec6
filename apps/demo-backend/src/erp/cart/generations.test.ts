import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import type { ErpOverrides } from '../erp-options.ts';

/**
 * The two generations of Shopinvader the demo ERP stands in for (DEMO_ERP_API, docs/erp.md) and the
 * cart options module (DEMO_ERP_CART_OPTIONS), each as strict as the real modules
 * (notes: shopinvader_api_delivery_carrier 16.0.1.2.0, shopinvader_api_delivery_pickup 16.0.1.0.0.10,
 * shopinvader_api_cart 16.0.1.5.1, shopinvader_api_invoice 16.0.1.0.1).
 */
let subject: TestApp;
afterEach(async () => subject?.close());

async function start(erp: ErpOverrides) {
  subject = await createErpTestApp(erp);
  const client = new Client(subject, { 'accept-language': 'fr' });
  const { lavender10 } = demoProducts(subject.db);
  const addToCart = () => client.post('carts/sync', { transactions: [{ product_id: lavender10, qty: 1 }] });
  return { client, addToCart };
}

const BRUSSELS = 'country=Belgique&zip=1000&city=Bruxelles&street=12%20Rue%20Royale';

describe('current generation (DEMO_ERP_API=current)', () => {
  it('sets the carrier with carts/current/carrier, and still with the deprecated set_carrier, in a strict body', async () => {
    const { client, addToCart } = await start({ api: 'current' });
    await addToCart();
    const cart = (await client.post('carts/current/carrier', { carrier_id: 2 })).json();
    expect(cart.delivery.selected_carrier.code).toBe('EXP');
    expect((await client.post('carts/current/set_carrier', { carrier_id: 1 })).statusCode).toBe(200);
    const extra = await client.post('carts/current/carrier', { carrier_id: 1, note: 'x' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().detail).toEqual([
      { type: 'extra_forbidden', loc: ['body', 'note'], msg: 'Extra inputs are not permitted' },
    ]);
  });

  it('searches pick-up points near an address, the four fields required, nearest first, ten at most', async () => {
    const { client, addToCart } = await start({ api: 'current' });
    // The list answers anyone with a session, anonymous included (401 without any cookie).
    expect((await client.get(`delivery_pickups?${BRUSSELS}`)).statusCode).toBe(401);
    await addToCart();
    const missing = await client.get('delivery_pickups?name=Louise&carrier_id=3');
    expect(missing.statusCode).toBe(422);
    expect(
      missing.json().detail.map((issue: { loc: string[]; type: string }) => [issue.type, issue.loc[1]]),
    ).toEqual([
      ['missing', 'country'],
      ['missing', 'zip'],
      ['missing', 'city'],
      ['missing', 'street'],
    ]);
    const near = (await client.get(`delivery_pickups?${BRUSSELS}&name=ignored`)).json();
    // Euclidean distance in degrees, as the module sorts.
    expect(near.map((site: { code: string }) => site.code)).toEqual([
      'BE-001',
      'BE-002',
      'BE-003',
      'FR-002',
      'LU-002',
      'LU-001',
      'FR-001',
    ]);
    expect(near[0]).toEqual({
      carrier_id: 3,
      code: 'BE-001',
      name: 'Point Relais Louise',
      street: '210 Avenue Louise',
      street2: null,
      zip: '1050',
      city: 'Bruxelles',
      phone: null,
      state_id: null,
      country_id: 21,
      calendar_id: 1,
      attendance_ids: expect.any(Array),
      lat: 50.8275,
      lng: 4.3643,
    });
    // The cart's own list: the sites of the carriers that ship where it goes.
    const ofCart = (await client.get(`carts/current/delivery_pickups?${BRUSSELS}`)).json();
    expect(ofCart.map((site: { code: string }) => site.code).slice(0, 2)).toEqual(['BE-001', 'BE-002']);
    // Ten at most: five more sites in Brussels, and the three farthest drop out.
    for (let n = 1; n <= 5; n += 1) {
      const partner = subject.db
        .prepare(
          `INSERT INTO erp_partners (kind, name, street, zip, city, country_id, latitude, longitude, created_at)
           VALUES ('dropoff', ?, 'Rue', '1000', 'Bruxelles', 21, ?, 4.35, '2026-01-01 00:00:00')`,
        )
        .run(`Relais ${n}`, 50.84 + n / 1000).lastInsertRowid;
      subject.db
        .prepare('INSERT INTO erp_pickup_sites (carrier_id, code, partner_id) VALUES (3, ?, ?)')
        .run(`BXL-${n}`, partner);
    }
    const ten = (await client.get(`delivery_pickups?${BRUSSELS}`)).json();
    expect(ten).toHaveLength(10);
    expect(ten.map((site: { code: string }) => site.code)).not.toContain('FR-001');
    // The country as Odoo's geocoder takes it: a name in any language, or a code; the town alone will do.
    const metz = (await client.get('delivery_pickups?country=FR&zip=&city=Metz&street=x')).json();
    expect(metz[0].code).toBe('FR-001');
    const antwerp = (
      await client.get('delivery_pickups?country=Belgi%C3%AB&zip=2000&city=A&street=x')
    ).json();
    expect(antwerp[0].code).toBe('BE-002');
    // An address the geocoder does not find gives no site, as in Odoo.
    expect(
      (await client.get('delivery_pickups?country=Belgique&zip=9999&city=Nowhere&street=x')).json(),
    ).toEqual([]);
  });

  it('sets a pick-up point by carrier and code only, and has no public-edition call', async () => {
    const { client, addToCart } = await start({ api: 'current' });
    await client.login('individual@demo.shop');
    await addToCart();
    const byId = await client.post('carts/current/set_pickup', { pickup_site_id: 3 });
    expect(byId.statusCode).toBe(422);
    expect(
      byId.json().detail.map((issue: { type: string; loc: string[] }) => [issue.type, issue.loc[1]]),
    ).toEqual([
      ['missing', 'carrier_id'],
      ['missing', 'code'],
      ['extra_forbidden', 'pickup_site_id'],
    ]);
    const unknown = await client.post('carts/current/set_pickup', { carrier_id: 3, code: 'XX-404' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { detail: 'Invalid code for pickup site' }]);
    const cart = (await client.post('carts/current/set_pickup', { carrier_id: 3, code: 'BE-001' })).json();
    expect(cart.delivery.address).toMatchObject({ is_dropoff_site: true, name: 'Point Relais Louise' });
    expect(cart.delivery.selected_carrier.code).toBe('PICKUP');
    const publicEdition = await client.post('carts/current/set_public_delivery_pickup', { code: 'P' });
    expect(publicEdition.statusCode).toBe(404);
  });

  it('answers orders without invoices, which the invoices API lists, their PDFs at the plural path only', async () => {
    const { client } = await start({ api: 'current' });
    await client.login('individual@demo.shop');
    const sales = (await client.get('sales')).json();
    expect(sales.items.every((sale: object) => !('invoices' in sale))).toBe(true);
    const invoices = (await client.get('invoices')).json();
    expect(invoices.count).toBeGreaterThan(0);
    const [invoice] = invoices.items;
    expect(Object.keys(invoice).sort()).toEqual(
      [
        'amount',
        'date_due',
        'date_invoice',
        'id',
        'name',
        'payment_reference',
        'payment_state',
        'ref',
        'state',
      ].sort(),
    );
    expect(invoice.date_invoice).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(invoice.amount).sort()).toEqual([
      'amount_due',
      'amount_tax',
      'amount_total',
      'amount_untaxed',
    ]);
    const pdf = await client.get(`invoices/${invoice.id}/download`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await client.get(`invoice/${invoice.id}/download`)).statusCode).toBe(404);
  });
});

describe('classic generation (the default)', () => {
  it('has no carts/current/carrier, searches pick-up points by name and sets them by id in a strict body', async () => {
    const { client, addToCart } = await start({ api: 'classic' });
    await client.login('individual@demo.shop');
    await addToCart();
    expect((await client.post('carts/current/carrier', { carrier_id: 1 })).statusCode).toBe(404);
    const louise = (await client.get('delivery_pickups?carrier_id=3&name=louise')).json();
    expect(louise.map((site: { id: number }) => site.id)).toEqual([3]);
    const extra = await client.post('carts/current/set_pickup', { pickup_site_id: 3, carrier_id: 3 });
    expect(extra.statusCode).toBe(422);
    const cart = (await client.post('carts/current/set_pickup', { pickup_site_id: 3 })).json();
    expect(cart.delivery.address.is_dropoff_site).toBe(true);
    const sale = (await client.get('sales')).json().items[0];
    expect(Array.isArray(sale.invoices)).toBe(true);
  });
});

describe('cart options (DEMO_ERP_CART_OPTIONS)', () => {
  it('without the options module, refuses any options key, even null', async () => {
    const { client } = await start({ cartOptions: false });
    const { lavender10 } = demoProducts(subject.db);
    for (const options of [null, {}, { engraving: 'Anna' }]) {
      const response = await client.post('carts/sync', {
        transactions: [{ product_id: lavender10, qty: 1, options }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        {
          type: 'extra_forbidden',
          loc: ['body', 'transactions', 0, 'options'],
          msg: 'Extra inputs are not permitted',
        },
      ]);
    }
    const plain = await client.post('carts/sync', { transactions: [{ product_id: lavender10, qty: 1 }] });
    expect(plain.statusCode).toBe(201);
  });

  it('with it, takes options and keeps lines apart by them', async () => {
    const { client } = await start({ cartOptions: true });
    const { lavender10 } = demoProducts(subject.db);
    const cart = (
      await client.post('carts/sync', {
        transactions: [
          { product_id: lavender10, qty: 1, options: { engraving: 'Anna' } },
          { product_id: lavender10, qty: 2, options: null },
        ],
      })
    ).json();
    expect(cart.lines.map((line: { qty: number }) => line.qty).sort()).toEqual([1, 2]);
  });
});
