import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { all } from '../db.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { multipart } from '../testing/multipart-body.ts';

let subject: TestApp;
let client: Client;
beforeEach(async () => {
  subject = await createErpTestApp();
  client = new Client(subject);
});
afterEach(async () => subject.close());

const LEAD = { subject: 'Become a reseller', email: 'shop@example.com', description: 'Jan\nShop\n--\nHello' };

describe('leads', () => {
  it('stores a multipart lead with a file and answers 201 {size, data}', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const { body, headers } = multipart([{ name: 'logo.png', type: 'image/png', data: png }], {
      data: JSON.stringify(LEAD),
    });
    const response = await client.post('leads', body, headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ size: 1, data: [{ id: expect.any(Number), ...LEAD }] });
    const rows = all<{ files: string }>(subject.db, 'SELECT files FROM erp_leads');
    expect(JSON.parse(rows[0]?.files ?? '[]')[0]).toMatchObject({ name: 'logo.png', size: png.length });
  });

  it('accepts upstream’s JSON body and answers the lead', async () => {
    const response = await client.post('leads', LEAD);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(LEAD);
  });

  it('answers 422 without a subject, with an invalid e-mail, or with a data part that is not JSON', async () => {
    expect((await client.post('leads', { email: 'a@b.example' })).statusCode).toBe(422);
    expect((await client.post('leads', { ...LEAD, email: 'nope' })).json().detail[0].loc).toEqual([
      'body',
      'email',
    ]);
    const notJson = multipart([], { data: '{not json' });
    expect((await client.post('leads', notJson.body, notJson.headers)).statusCode).toBe(422);
    const noData = multipart([], {});
    expect((await client.post('leads', noData.body, noData.headers)).json().detail[0].loc).toEqual([
      'body',
      'data',
    ]);
  });
});

describe('resellers', () => {
  it('lists about thirty resellers across BE, LU, FR, DE and NL for a signed-in customer', async () => {
    await client.login('individual@demo.shop');
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
    expect((await client.get('resellers')).statusCode).toBe(401);
    await client.post('carts/sync', {
      transactions: [{ product_id: demoProducts(subject.db).lavender10, qty: 1 }],
    });
    expect((await client.get('resellers')).statusCode).toBe(401);
  });
});
