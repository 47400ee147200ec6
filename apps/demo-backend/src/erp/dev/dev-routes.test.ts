import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
afterEach(async () => subject.close());

describe('development endpoints', () => {
  it('serve the outbox under the ERP base outside production', async () => {
    subject = await createErpTestApp(undefined, { mode: 'development' });
    const client = new Client(subject);
    await client.post('auth/request_reset_password', { login: 'individual@demo.shop' });
    const outbox = (await client.get('/shopinvader-api/demo/_dev/outbox')).json();
    expect(outbox.count).toBe(1);
    expect(outbox.items[0]).toMatchObject({
      to: 'individual@demo.shop',
      subject: 'Réinitialisez votre mot de passe',
    });
    expect(outbox.items[0].link).toMatch(/^http:\/\/localhost:3000\/account\/set-new-password\?token=/);
  });

  it('are refused in production mode: outbox, faults, order moves and validation', async () => {
    subject = await createErpTestApp(undefined, { mode: 'production' });
    const client = new Client(subject);
    for (const [method, path] of [
      ['GET', '_dev/outbox'],
      ['POST', '_dev/faults'],
      ['DELETE', '_dev/faults'],
      ['POST', '_dev/sales/1/advance'],
      ['POST', '_dev/customers/1/validate'],
    ] as const) {
      const response = await client.request(method, path, method === 'POST' ? { status: 503 } : undefined);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().detail).toMatch(/disabled in production/);
    }
    // Syncs are untouched by the refused fault request.
    expect(
      (
        await client.post('carts/sync', {
          transactions: [{ product_id: demoProducts(subject.db).lavender10, qty: 1 }],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('sets Secure cookies in production mode', async () => {
    subject = await createErpTestApp(undefined, { mode: 'production' });
    const response = await new Client(subject).login('individual@demo.shop');
    expect(response.cookies.find((c) => c.name === 'fastapi_auth_partner')?.secure).toBe(true);
  });
});
