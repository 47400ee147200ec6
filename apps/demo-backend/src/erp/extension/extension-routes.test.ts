import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { extensionRoutes } from './extension-routes.ts';

let subject: TestApp;
afterEach(async () => subject.close());

const signedIn = async (extension: boolean, login = 'individual@demo.shop') => {
  subject = await createErpTestApp({ extension });
  const client = new Client(subject);
  await client.login(login);
  return client;
};

const ownRoutes = extensionRoutes.filter((route) => !route.extraFields);

const call = (client: Client, route: (typeof extensionRoutes)[number], customerId: number) =>
  client.request(route.method, route.path.slice(1).replace('{id}', String(customerId)), {});

describe('the extension’s routes', () => {
  it('are not routed on a stock ERP: 404, as Odoo answers a path no module serves', async () => {
    const client = await signedIn(false);
    const customerId = 1;
    for (const route of ownRoutes) {
      const response = await call(client, route, customerId);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(404);
    }
  });

  it('are each served with the extension', async () => {
    const client = await signedIn(true);
    const { id } = (await client.get('customer')).json();
    for (const route of ownRoutes) {
      const response = await call(client, route, id);
      expect(response.statusCode, `${route.method} ${route.path}`).not.toBe(404);
    }
  });
});

describe('upstream routes the extension widens', () => {
  it('answer customer_type and the settings’ lists with the extension only', async () => {
    for (const extension of [false, true]) {
      const client = await signedIn(extension, 'incomplete@demo.shop');
      const customer = (await client.get('customer')).json();
      expect('customer_type' in customer, `extension ${extension}`).toBe(extension);
      expect('lead_subjects' in (await client.get('settings')).json(), `extension ${extension}`).toBe(
        extension,
      );
      await subject.close();
    }
    subject = await createErpTestApp();
  });
});

describe('resellers (extension)', () => {
  it('lists about thirty resellers across BE, LU, FR, DE and NL for a signed-in customer', async () => {
    const client = await signedIn(true);
    const resellers = (await client.get('resellers')).json();
    expect(resellers.length).toBe(30);
    expect(new Set(resellers.map((r: { country_id: number }) => r.country_id))).toEqual(
      new Set([21, 134, 76, 58, 166]),
    );
    expect(resellers[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        industryTherapist: expect.any(Boolean),
        industryB2b: expect.any(Boolean),
      }),
    );
  });

  it('answers 401 to anonymous visitors, even with a cart', async () => {
    subject = await createErpTestApp({ extension: true });
    const client = new Client(subject);
    expect((await client.get('resellers')).statusCode).toBe(401);
    await client.post('carts/sync', {
      transactions: [{ product_id: demoProducts(subject.db).lavender10, qty: 1 }],
    });
    expect((await client.get('resellers')).statusCode).toBe(401);
  });
});

describe('customer/{id}/update (extension)', () => {
  it('toggles opt-in, only for oneself', async () => {
    const client = await signedIn(true);
    const { id } = (await client.get('customer')).json();
    expect((await client.post(`customer/${id}/update`, { optIn: false })).json().opt_in).toBe(false);
    expect((await client.post(`customer/${id + 1}/update`, { optIn: true })).statusCode).toBe(404);
    expect((await client.post(`customer/${id}/update`, { optIn: 'yes' })).statusCode).toBe(422);
  });
});
