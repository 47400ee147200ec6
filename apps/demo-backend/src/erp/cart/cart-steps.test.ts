import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { ErpOverrides } from '../erp-options.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp | undefined;
afterEach(async () => subject?.close());

async function signedInWithCart(options?: ErpOverrides) {
  subject = await createErpTestApp(options);
  const client = new Client(subject, { 'accept-language': 'en' });
  await client.login('individual@demo.shop');
  await client.post('carts/sync', {
    transactions: [{ product_id: demoProducts(subject.db).lavender10, qty: 1 }],
  });
  return client;
}

// Each test builds and seeds an app of its own: slow on a busy machine.
describe('checkout steps (shopinvader_api_cart_step over sale_cart_step)', { timeout: 30_000 }, () => {
  it('a cart has no step at first; an update marks the current step done and sets the next one', async () => {
    const client = await signedInWithCart();
    expect((await client.get('carts/current')).json()).toMatchObject({ step: null, done_steps: [] });
    const first = await client.post('carts/current/update', {
      current_step: 'address',
      next_step: 'checkout',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      step: { code: 'checkout', name: 'Checkout' },
      done_steps: [{ code: 'address', name: 'Address' }],
    });
    await client.post('carts/current/update', { current_step: 'checkout', next_step: 'last' });
    // Kept: read again, as another browser of the customer would.
    expect((await client.get('carts/current')).json()).toMatchObject({
      step: { code: 'last' },
      done_steps: [{ code: 'address' }, { code: 'checkout' }],
    });
  });

  it('refuses a step code Odoo does not know, as its UserError, and changes nothing', async () => {
    const client = await signedInWithCart();
    const refused = await client.post('carts/current/update', { note: 'Hi', next_step: 'payment' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Invalid step code payment' });
    expect((await client.get('carts/current')).json()).toMatchObject({ step: null, note: null });
  });

  it('without the module: no step on the cart nor in openapi.json, and the fields are not read', async () => {
    const client = await signedInWithCart({ modules: [] });
    const update = { current_step: 'address', next_step: 'checkout' };
    const cart = (await client.post('carts/current/update', update)).json();
    expect(cart).not.toHaveProperty('step');
    expect(cart).not.toHaveProperty('done_steps');
    const db = subject!.db;
    expect(db.prepare('SELECT COUNT(*) AS n FROM erp_sale_done_steps').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM erp_sales WHERE cart_step_id IS NOT NULL').get()).toEqual({
      n: 0,
    });
    expect((await client.get('openapi.json')).json().components.schemas).not.toHaveProperty(
      'CartUpdateInput',
    );
  });
});
