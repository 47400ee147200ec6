import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp, ERP } from '../testing/erp-test-app.ts';

let subject: TestApp;
let client: Client;
beforeAll(async () => {
  subject = await createErpTestApp();
  client = new Client(subject);
  await client.login('therapist@demo.shop');
  await client.post('carts/sync', {
    transactions: [{ product_id: demoProducts(subject.db).lavender10, qty: 1 }],
  });
});
afterAll(async () => subject.close());

const JSON_ENDPOINTS = [
  'auth/login',
  'auth/register',
  'auth/request_reset_password',
  'auth/set_password',
  'auth/validate_email',
  'customer',
  'addresses/delivery',
  'addresses/invoicing/1',
  'carts/sync',
  'carts/current/update',
  'carts/current/set_carrier',
  'carts/current/coupon',
  'carts/current/set_pickup',
  'carts/current/set_public_delivery_pickup',
  'payment/transactions',
  'leads',
  '_dev/faults',
  '_dev/sales/1/advance',
];

describe('malformed input never answers 500', () => {
  it('answers 422 with FastAPI’s json_invalid detail to unreadable JSON', async () => {
    const response = await client.post('carts/sync', '{"transactions": [', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error' }],
    });
  });

  it('answers 4xx to any JSON value posted to any endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_ENDPOINTS), fc.jsonValue(), async (path, body) => {
        const response = await client.post(path, JSON.stringify(body), {
          'content-type': 'application/json',
        });
        expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('answers 4xx to near-valid sync transactions with wrong types and extreme values', async () => {
    const weird = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.integer()),
      fc.object(),
    );
    const transaction = fc.record(
      { uuid: weird, product_id: weird, qty: weird, options: weird },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(transaction, { maxLength: 4 }), async (transactions) => {
        const response = await client.post('carts/sync', { transactions });
        expect(response.statusCode, JSON.stringify(transactions)).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });

  it('answers 4xx to arbitrary text bodies, content types, path ids and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_ENDPOINTS),
        fc.string(),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ),
        async (path, body, type) => {
          const response = await client.post(path, body, { 'content-type': type });
          expect(response.statusCode, `${path} ${type} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'sales',
          'sales/',
          'invoices/',
          'addresses/delivery/',
          'delivery_pickups?carrier_id=',
          'sales?page=',
          'payment/methods?payable=',
        ),
        fc.string(),
        async (prefix, tail) => {
          const response = await subject.app.inject({
            method: 'GET',
            url: `${ERP}/${prefix}${encodeURIComponent(tail)}`,
            headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
          });
          expect(response.statusCode, `${prefix}${tail}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers 404 {"detail": "Not Found"} to unknown ERP paths', async () => {
    const response = await client.get('no/such/route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});
