import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { OPTIONAL_MODULES } from '../modules/optional-modules.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

vi.setConfig({ testTimeout: 60_000 });

let subject: TestApp | undefined;
afterEach(async () => subject?.close());

async function withQuotation(modules = [...OPTIONAL_MODULES]) {
  subject = await createErpTestApp({ modules });
  const client = new Client(subject);
  await client.login('b2b@demo.shop');
  const { lavender10 } = demoProducts(subject.db);
  await client.post('carts/sync', { transactions: [{ product_id: lavender10, qty: 4 }] });
  const cart = (await client.get('carts/current')).json();
  return { client, app: subject, cart };
}

describe('carts/…/request_quotation (shopinvader_api_quotation)', () => {
  it('turns the open cart into a requested quotation, no longer the cart, and lists it', async () => {
    const { client, cart } = await withQuotation();
    const requested = await client.post(`carts/${cart.uuid}/request_quotation`);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ id: cart.id, state: 'draft', shop_only_quotation: false });
    expect(requested.json().amount.total).toBe(cart.amount.total);
    expect((await client.get('carts/current')).statusCode).toBe(204);
    const list = (await client.get('quotations')).json();
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([cart.id]);
    expect(list.count).toBe(1);
    expect((await client.post('carts/current/request_quotation')).statusCode).toBe(404);
  });
});

describe('quotations (shopinvader_api_quotation)', () => {
  it('an estimate sent reads `sent`; accepting confirms it into an order, gone from the quotations', async () => {
    const { client, cart, app } = await withQuotation();
    await client.post('carts/current/request_quotation');
    expect((await client.post(`/shopinvader-api/demo/_dev/quotations/${cart.id}/estimate`)).statusCode).toBe(
      200,
    );
    expect((await client.get(`quotations/${cart.id}`)).json().state).toBe('sent');
    const accepted = await client.post(`quotations/${cart.id}/confirm`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: cart.id, typology: 'sale', state: 'pending' });
    expect((await client.get('quotations')).json().count).toBe(0);
    expect((await client.get(`quotations/${cart.id}`)).statusCode).toBe(404);
    expect((await client.post(`quotations/${cart.id}/confirm`)).statusCode).toBe(404);
    expect((await client.get(`sales/${cart.id}`)).json().state).toBe('pending');
    expect(app.db.prepare('SELECT quotation_state FROM erp_sales WHERE id = ?').get(cart.id)).toEqual({
      quotation_state: 'accepted',
    });
  });

  it('keeps the customer’s reference, prints a PDF, and refuses a confirmation body it does not know', async () => {
    const { client, cart } = await withQuotation();
    await client.post('carts/current/request_quotation');
    const updated = await client.post(`quotations/${cart.id}`, { client_order_ref: 'PO-77', other: 1 });
    expect(updated.json().client_order_ref).toBe('PO-77');
    const pdf = await client.get(`quotations/${cart.id}/download`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${cart.name}.pdf`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await client.post(`quotations/${cart.id}/confirm`, { pay: true })).statusCode).toBe(422);
  });

  it('hides another customer’s quotation', async () => {
    const { client, cart, app } = await withQuotation();
    await client.post('carts/current/request_quotation');
    const other = new Client(app);
    await other.login('individual@demo.shop');
    for (const response of [
      await other.get(`quotations/${cart.id}`),
      await other.post(`quotations/${cart.id}/confirm`),
      await other.get(`quotations/${cart.id}/download`),
    ])
      expect(response.statusCode).toBe(404);
    expect((await other.get('quotations')).json().count).toBe(0);
    expect((await client.get('quotations?page=0')).statusCode).toBe(422);
  });

  it('is absent, from the routes and openapi.json, where the module is left out', async () => {
    const { client } = await withQuotation(
      OPTIONAL_MODULES.filter((name) => name !== 'shopinvader_api_quotation'),
    );
    expect((await client.post('carts/current/request_quotation')).statusCode).toBe(404);
    expect((await client.get('quotations')).statusCode).toBe(404);
    expect(Object.keys((await client.get('openapi.json')).json().paths)).not.toContain('/quotations');
    subject?.close();
    const served = await withQuotation();
    expect(Object.keys((await served.client.get('openapi.json')).json().paths)).toEqual(
      expect.arrayContaining([
        '/quotations',
        '/quotations/{quotation_id}/confirm',
        '/carts/current/request_quotation',
      ]),
    );
  });
});
