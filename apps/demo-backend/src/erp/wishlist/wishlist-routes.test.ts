import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { OptionalModule } from '../modules/optional-modules.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
afterEach(async () => subject.close());

const start = async (modules?: OptionalModule[]) => {
  subject = await createErpTestApp(modules ? { modules } : {});
  const client = new Client(subject);
  await client.login('individual@demo.shop');
  return { client, products: demoProducts(subject.db) };
};

const productIds = (body: { lines: { product_id: number }[] }) => body.lines.map((line) => line.product_id);

// Each test seeds a fresh demo ERP and signs in, which takes seconds on a loaded machine.
describe('wishlists (shopinvader_api_wishlist)', { timeout: 30_000 }, () => {
  it('creates a list owned by the customer, with lines of quantity 1 by default, kept across reads', async () => {
    const { client, products } = await start();
    const created = await client.post('wishlists', {
      name: 'Favoris',
      lines: [{ product_id: products.lavender10 }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Favoris',
      ref: null,
      typology: 'wishlist',
      partner: { name: expect.any(String) },
      lines: [{ product_id: products.lavender10, quantity: 1, sequence: 0 }],
    });
    const listed = (await client.get('wishlists')).json();
    expect(listed.count).toBe(1);
    expect(listed.items[0].id).toBe(created.json().id);
  });

  it("finds another customer's list nowhere: reading, changing or deleting it is a 404", async () => {
    const { client, products } = await start();
    const { id } = (await client.post('wishlists/create', { name: 'Mine' })).json();
    const other = new Client(subject);
    await other.login('b2b@demo.shop');
    expect((await other.get(`wishlists/${id}`)).statusCode).toBe(404);
    expect(
      (await other.post(`wishlists/${id}/add_item`, { product_id: products.teaTree10 })).statusCode,
    ).toBe(404);
    expect((await other.delete(`wishlists/${id}`)).statusCode).toBe(404);
    expect((await other.get('wishlists')).json().count).toBe(0);
    expect((await client.get(`wishlists/${id}`)).statusCode).toBe(200);
  });

  it('adding a product already listed updates its line; deleting one not listed is a 404', async () => {
    const { client, products } = await start();
    const { id } = (await client.post('wishlists/create', { name: 'L' })).json();
    await client.post(`wishlists/${id}/add_item`, { product_id: products.teaTree10 });
    const again = (
      await client.post(`wishlists/${id}/add_item`, { product_id: products.teaTree10, quantity: 3 })
    ).json();
    expect(again.lines).toEqual([expect.objectContaining({ product_id: products.teaTree10, quantity: 3 })]);
    expect(
      (await client.post(`wishlists/${id}/delete_item`, { product_id: products.lavender10 })).statusCode,
    ).toBe(404);
    expect(
      (await client.post(`wishlists/${id}/update_item`, { product_id: products.lavender10 })).statusCode,
    ).toBe(404);
    expect(
      productIds(
        (await client.post(`wishlists/${id}/delete_item`, { product_id: products.teaTree10 })).json(),
      ),
    ).toEqual([]);
  });

  it('renames without touching the lines, and replaces the lines when they are given', async () => {
    const { client, products } = await start();
    const { id } = (
      await client.post('wishlists/create', { name: 'A', lines: [{ product_id: products.lavender10 }] })
    ).json();
    const renamed = (await client.post(`wishlists/${id}/update`, { name: 'B' })).json();
    expect(renamed).toMatchObject({ name: 'B' });
    expect(productIds(renamed)).toEqual([products.lavender10]);
    const replaced = (
      await client.request('PUT', `wishlists/${id}`, { lines: [{ product_id: products.teaTree10 }] })
    ).json();
    expect(productIds(replaced)).toEqual([products.teaTree10]);
  });

  it('puts the list in the cart, skipping products the cart already holds, or only the items named', async () => {
    const { client, products } = await start();
    await client.post('carts/sync', { transactions: [{ product_id: products.lavender10, qty: 5 }] });
    const { id } = (
      await client.post('wishlists/create', {
        name: 'L',
        lines: [
          { product_id: products.lavender10, quantity: 2 },
          { product_id: products.teaTree10, quantity: 2 },
          { product_id: products.lavender30 },
        ],
      })
    ).json();
    const some = (
      await client.post(`wishlists/${id}/add_items_to_cart`, { lines: [{ product_id: products.teaTree10 }] })
    ).json();
    const qtyOf = (cart: { lines: { product_id: number; qty: number }[] }) =>
      Object.fromEntries(cart.lines.map((line) => [line.product_id, line.qty]));
    expect(qtyOf(some)).toEqual({ [products.lavender10]: 5, [products.teaTree10]: 2 });
    const all = (await client.post(`wishlists/${id}/add_to_cart`)).json();
    expect(qtyOf(all)).toEqual({
      [products.lavender10]: 5,
      [products.teaTree10]: 2,
      [products.lavender30]: 1,
    });
  });

  it('refuses a list without a name with 422, and an unknown product with 404', async () => {
    const { client } = await start();
    expect((await client.post('wishlists/create', {})).json().detail[0]).toMatchObject({
      loc: ['body', 'name'],
    });
    const { id } = (await client.post('wishlists/create', { name: 'L' })).json();
    expect((await client.post(`wishlists/${id}/add_item`, { product_id: 999_999 })).statusCode).toBe(404);
  });

  it('deletes a list with 204', async () => {
    const { client } = await start();
    const { id } = (await client.post('wishlists/create', { name: 'L' })).json();
    expect((await client.delete(`wishlists/${id}`)).statusCode).toBe(204);
    expect((await client.get(`wishlists/${id}`)).statusCode).toBe(404);
  });

  it('is listed in openapi.json with the module, and absent (404) without it', async () => {
    const served = await start();
    expect(
      Object.keys((await served.client.get('openapi.json')).json().paths['/wishlists/{_id}']).sort(),
    ).toEqual(['delete', 'get', 'put']);
    await subject.close();
    const { client } = await start([]);
    expect((await client.get('openapi.json')).json().paths['/wishlists']).toBeUndefined();
    expect((await client.get('wishlists')).statusCode).toBe(404);
  });
});
