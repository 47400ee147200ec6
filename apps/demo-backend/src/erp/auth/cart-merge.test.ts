import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { one } from '../db.ts';
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

const lines = (cart: { lines: { product_id: number; qty: number; is_delivery: boolean }[] }) =>
  cart.lines.filter((line) => !line.is_delivery).map((line) => [line.product_id, line.qty]);

describe('anonymous cart merged at sign-in', () => {
  it('moves the anonymous cart into the customer’s new cart, with another uuid, and removes the anonymous cookie', async () => {
    const anonymous = (
      await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 2 }] })
    ).json();
    const token = client.cookies.get('shopinvader-anonymous-partner');
    const login = await client.login('incomplete@demo.shop');
    expect(login.cookies.find((c) => c.name === 'shopinvader-anonymous-partner')?.value).toBe('');
    expect(client.cookies.has('shopinvader-anonymous-partner')).toBe(false);
    const cart = (await client.post('carts/sync', { transactions: [] })).json();
    expect(cart.uuid).not.toBe(anonymous.uuid);
    expect(lines(cart)).toEqual([[p.lavender10, 2]]);
    expect(
      one(subject.db, 'SELECT 1 FROM erp_partners WHERE anonymous_token = ?', token ?? ''),
    ).toBeUndefined();
  });

  it('adds quantities of the same product to the customer’s existing cart and reprices for the customer', async () => {
    const therapist = new Client(subject);
    await therapist.login('therapist@demo.shop');
    await therapist.post('carts/sync', {
      transactions: [
        { product_id: p.lavender10, qty: 1 },
        { product_id: p.teaTree10, qty: 1 },
      ],
    });

    await client.post('carts/sync', {
      transactions: [
        { product_id: p.lavender10, qty: 2 },
        { product_id: p.eucalyptus10, qty: 1 },
      ],
    });
    await client.login('therapist@demo.shop');
    const cart = (await client.get('carts/current')).json();
    expect(lines(cart)).toEqual([
      [p.lavender10, 3],
      [p.teaTree10, 1],
      [p.eucalyptus10, 1],
    ]);
    expect(cart.lines[0].amount.price).toBeCloseTo(7.57 / 1.21, 10);
  });

  it('merges at registration too', async () => {
    await client.post('carts/sync', { transactions: [{ product_id: p.peppermint10, qty: 1 }] });
    await client.post('auth/register', { name: 'New', login: 'merge@example.com', password: 'long-enough' });
    expect(lines((await client.get('carts/current')).json())).toEqual([[p.peppermint10, 1]]);
  });

  it('replaces an anonymous cookie the ERP no longer knows with a new one on cart calls', async () => {
    client.cookies.set('shopinvader-anonymous-partner', 'f'.repeat(64));
    const response = await client.post('carts/sync', {
      transactions: [{ product_id: p.lavender10, qty: 1 }],
    });
    expect(response.statusCode).toBe(201);
    expect(client.cookies.get('shopinvader-anonymous-partner')).not.toBe('f'.repeat(64));
    client.cookies.set('shopinvader-anonymous-partner', 'f'.repeat(64));
    expect((await client.get('addresses/invoicing')).statusCode).toBe(401);
  });
});
