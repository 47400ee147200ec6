import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { type DemoProducts, demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
let client: Client;
let p: DemoProducts;
beforeEach(async () => {
  subject = await createErpTestApp();
  client = new Client(subject);
  p = demoProducts(subject.db);
});
afterEach(async () => subject.close());

interface Tx {
  uuid?: string;
  product_id: number;
  qty: number;
  options?: Record<string, unknown> | null;
}

let counter = 0;
const tx = (product_id: number, qty: number, extra: Partial<Tx> = {}): Tx => ({
  uuid: `tx-${(counter += 1)}`,
  product_id,
  qty,
  options: null,
  ...extra,
});
const sync = (transactions: Tx[], path = 'carts/sync') => client.post(path, { uuid: null, transactions });
// Upstream's lines carry `options: {}` without options (the cart options module); no carrier is set here.
const productLines = (cart: { lines: { product_id: number; qty: number; options: unknown }[] }) =>
  cart.lines.map((line) => ({ product_id: line.product_id, qty: line.qty, options: line.options }));

describe('cart sync: which cart (docs/contracts/erp.md#how-the-erp-applies-a-sync steps 1-5)', () => {
  it('answers 204 without transactions and without a cart, and creates the anonymous partner cookie', async () => {
    const response = await sync([]);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = response.cookies.find((c) => c.name === 'shopinvader-anonymous-partner');
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Strict' });
  });

  it('returns the existing cart (201) for a sync without transactions', async () => {
    const created = (await sync([tx(p.lavender10, 1)])).json();
    const again = await sync([]);
    expect(again.statusCode).toBe(201);
    expect(again.json().uuid).toBe(created.uuid);
  });

  it('creates a cart for a transaction that changes nothing (qty 0), with no line', async () => {
    const response = await sync([tx(p.lavender10, 0)]);
    expect(response.statusCode).toBe(201);
    expect(response.json().lines).toEqual([]);
  });

  it('drops transactions sent to a stale cart uuid and returns the current cart', async () => {
    const cart = (await sync([tx(p.lavender10, 2)])).json();
    const stale = await sync([tx(p.lavender10, 5)], 'carts/00000000-0000-4000-8000-000000000000/sync');
    expect(stale.statusCode).toBe(201);
    expect(stale.json().uuid).toBe(cart.uuid);
    expect(productLines(stale.json())).toEqual([{ product_id: p.lavender10, qty: 2, options: {} }]);
    const matching = await sync([tx(p.lavender10, 5)], `carts/${cart.uuid}/sync`);
    expect(productLines(matching.json())).toEqual([{ product_id: p.lavender10, qty: 7, options: {} }]);
  });

  it('ignores the body uuid: posting to carts/sync works on the current cart', async () => {
    await sync([tx(p.lavender10, 1)]);
    const response = await client.post('carts/sync', {
      uuid: 'something-else',
      transactions: [tx(p.lavender10, 1)],
    });
    expect(productLines(response.json())).toEqual([{ product_id: p.lavender10, qty: 2, options: {} }]);
  });

  it('serves every path family: carts, cart, v2/cart, current/sync and sync/{uuid}', async () => {
    const cart = (await sync([tx(p.lavender10, 1)], 'v2/cart/sync')).json();
    for (const path of [
      'carts/sync',
      'cart/sync',
      'carts/current/sync',
      `carts/sync/${cart.uuid}`,
      `v2/cart/${cart.uuid}/sync`,
    ]) {
      const response = await sync([tx(p.lavender10, 1)], path);
      expect(response.statusCode, path).toBe(201);
    }
    expect(productLines((await client.get('carts/current')).json())[0]?.qty).toBe(6);
    expect((await client.get('cart/')).statusCode).toBe(200);
    expect((await client.get(`v2/cart/${cart.uuid}`)).json().uuid).toBe(cart.uuid);
  });

  it('GET carts/current answers 204 when there is no cart', async () => {
    expect((await client.get('carts/current')).statusCode).toBe(204);
  });
});

describe('cart sync: applying (docs/contracts/erp.md#how-the-erp-applies-a-sync step 6)', () => {
  it('groups transactions by product and options and adds their quantities', async () => {
    const response = await sync([tx(p.lavender10, 1), tx(p.teaTree10, 3), tx(p.lavender10, 2)]);
    expect(productLines(response.json())).toEqual([
      { product_id: p.lavender10, qty: 3, options: {} },
      { product_id: p.teaTree10, qty: 3, options: {} },
    ]);
  });

  it('keeps lines with different options apart, and treats absent, null and {} options as the same', async () => {
    const noOptions = { product_id: p.lavender10, qty: 1 };
    await client.post('carts/sync', {
      transactions: [noOptions, { ...noOptions, options: null }, { ...noOptions, options: {} }],
    });
    const response = await sync([
      tx(p.lavender10, 1, { options: { engraving: 'JD', size: 2 } }),
      tx(p.lavender10, 1, { options: { size: 2, engraving: 'JD' } }),
    ]);
    expect(productLines(response.json())).toEqual([
      { product_id: p.lavender10, qty: 3, options: {} },
      { product_id: p.lavender10, qty: 2, options: { engraving: 'JD', size: 2 } },
    ]);
  });

  it('lowers a line, deletes it at zero or below, and never creates a line from a negative delta', async () => {
    await sync([tx(p.lavender10, 5), tx(p.teaTree10, 1)]);
    expect(productLines((await sync([tx(p.lavender10, -2)])).json())).toContainEqual({
      product_id: p.lavender10,
      qty: 3,
      options: {},
    });
    expect(productLines((await sync([tx(p.lavender10, -3)])).json())).toEqual([
      { product_id: p.teaTree10, qty: 1, options: {} },
    ]);
    expect(productLines((await sync([tx(p.teaTree10, -10)])).json())).toEqual([]);
    expect(productLines((await sync([tx(p.eucalyptus10, -1)])).json())).toEqual([]);
  });

  it('prices lines at the catalogue price, untaxed, adding up to the shown price to the cent', async () => {
    const line = (await sync([tx(p.lavender10, 3)])).json().lines[0];
    expect(line.amount.price).toBeCloseTo(8.9 / 1.21, 10);
    expect(line.amount).toMatchObject({ untaxed: 22.07, tax: 4.63, total: 26.7 });
  });

  it('prices lines from the pricelist: the therapist pays the therapist price, b2b the net price', async () => {
    await client.login('therapist@demo.shop');
    const line = (await sync([tx(p.lavender10, 2)])).json().lines[0];
    expect(line.amount.price).toBeCloseTo(7.57 / 1.21, 10);
    expect(line.amount).toMatchObject({ untaxed: 12.51, tax: 2.63, total: 15.14 });
    expect(line.name).toBe('[HE-LAVF-10-ML] Huile essentielle de Lavande fine (10 ml)');
    const b2b = new Client(subject);
    await b2b.login('b2b@demo.shop');
    const net = (await b2b.post('carts/sync', { transactions: [tx(p.lavender10, 2)] })).json().lines[0];
    expect(net).toMatchObject({ amount: { price: 5.15, untaxed: 10.3, tax: 2.16 } });
  });

  it('names lines in the Accept-Language language', async () => {
    const response = await client.post(
      'carts/sync',
      { transactions: [tx(p.lavender10, 1)] },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(response.json().lines[0].name).toBe('[HE-LAVF-10-ML] Ätherisches Öl Echter Lavendel (10 ml)');
  });

  it('takes out-of-stock products and, in the classic generation, reports what the stock cannot serve as qty_unavailable', async () => {
    await subject.close();
    subject = await createErpTestApp({ api: 'classic' });
    client = new Client(subject);
    const cart = (await sync([tx(p.spikeLavender30, 2), tx(p.lavender100, 6), tx(p.lavender10, 1)])).json();
    const unavailable = cart.lines.map((line: { product_id: number; qty_unavailable: number }) => [
      line.product_id,
      line.qty_unavailable,
    ]);
    expect(unavailable).toEqual([
      [p.spikeLavender30, 2],
      [p.lavender100, 2],
      [p.lavender10, 0],
    ]);
  });

  it('answers 404 MissingError for an unknown product and applies nothing of the request', async () => {
    const response = await sync([tx(p.lavender10, 1), tx(999_999, 1)]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'MissingError' });
    expect((await sync([])).statusCode).toBe(204);
  });

  it('answers 422 to a transaction with an unknown key or a non-numeric quantity, 422 without transactions', async () => {
    const extra = await client.post('carts/sync', {
      transactions: [{ product_id: p.lavender10, qty: 1, colour: 'red' }],
    });
    expect(extra.statusCode).toBe(422);
    // As pydantic says it: the unknown key, forbidden.
    expect(extra.json().detail).toEqual([
      {
        type: 'extra_forbidden',
        loc: ['body', 'transactions', 0, 'colour'],
        msg: 'Extra inputs are not permitted',
      },
    ]);
    expect(
      (await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 'two' }] }))
        .statusCode,
    ).toBe(422);
    expect((await client.post('carts/sync', { uuid: null })).statusCode).toBe(422);
  });

  it('drops the delivery line when the content changes', async () => {
    await sync([tx(p.lavender10, 1)]);
    const withCarrier = (await client.post('carts/current/carrier', { carrier_id: 1 })).json();
    expect(withCarrier.lines).toHaveLength(2);
    expect(withCarrier.delivery.amount.total).toBeGreaterThan(0);
    const after = (await sync([tx(p.lavender10, 1)])).json();
    expect(productLines(after)).toEqual([{ product_id: p.lavender10, qty: 2, options: {} }]);
    expect(after.delivery.amount.total).toBe(0);
    expect(after.delivery.selected_carrier).toBeNull();
  });
});

describe('cart sync: idempotence and concurrency', () => {
  it('applies a replayed transaction uuid once', async () => {
    const body = { transactions: [{ uuid: 'replayed-1', product_id: p.lavender10, qty: 2, options: null }] };
    await client.post('carts/sync', body);
    const replay = await client.post('carts/sync', body);
    expect(productLines(replay.json())).toEqual([{ product_id: p.lavender10, qty: 2, options: {} }]);
  });

  it('applies a replay to the visitor’s new cart when the first answer (and its cookie) was lost', async () => {
    const body = { transactions: [{ uuid: 'lost-answer', product_id: p.lavender10, qty: 3, options: null }] };
    await client.post('carts/sync', body);
    const withoutCookie = new Client(subject);
    const replay = await withoutCookie.post('carts/sync', body);
    expect(productLines(replay.json())).toEqual([{ product_id: p.lavender10, qty: 3, options: {} }]);
  });

  it('applies a uuid repeated within one request once', async () => {
    const response = await sync([
      tx(p.lavender10, 1, { uuid: 'twice' }),
      tx(p.lavender10, 1, { uuid: 'twice' }),
    ]);
    expect(productLines(response.json())).toEqual([{ product_id: p.lavender10, qty: 1, options: {} }]);
  });

  it('loses no quantity when two syncs on the same cart run at the same time', async () => {
    await sync([tx(p.lavender10, 1)]);
    await subject.app.inject({
      method: 'POST',
      url: '/shopinvader-api/demo/_dev/faults',
      payload: { latency_ms: 20 },
    });
    const results = await Promise.all(
      Array.from({ length: 2 }, (_, i) => sync([tx(p.lavender10, 10 + i), tx(p.teaTree10, 1)])),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(productLines((await client.get('carts/current')).json())).toEqual([
      { product_id: p.lavender10, qty: 22, options: {} },
      { product_id: p.teaTree10, qty: 2, options: {} },
    ]);
  });
});

describe('cart sync fault injection', () => {
  it('makes the next N syncs answer 503 or 500, then recovers', async () => {
    const set = await client.post('_dev/faults', { status: 503, count: 2 });
    expect(set.json()).toEqual({ status: 503, count: 2, latency_ms: 0 });
    expect((await sync([tx(p.lavender10, 1)])).statusCode).toBe(503);
    expect((await sync([tx(p.lavender10, 1)])).json()).toEqual({ detail: 'Service Unavailable' });
    expect((await sync([tx(p.lavender10, 1)])).statusCode).toBe(201);
    await client.post('_dev/faults', { status: 500 });
    expect((await sync([tx(p.lavender10, 1)])).statusCode).toBe(500);
    // Only the one sync that got through was applied.
    expect(productLines((await sync([])).json())).toEqual([
      { product_id: p.lavender10, qty: 1, options: {} },
    ]);
  });

  it('adds latency to syncs until cleared', async () => {
    await client.post('_dev/faults', { latency_ms: 150 });
    const started = Date.now();
    await sync([tx(p.lavender10, 1)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await client.delete('_dev/faults')).json()).toEqual({ status: null, count: 0, latency_ms: 0 });
  });

  it('refuses a fault setting it does not know (422)', async () => {
    expect((await client.post('_dev/faults', { status: 404 })).statusCode).toBe(422);
  });
});
