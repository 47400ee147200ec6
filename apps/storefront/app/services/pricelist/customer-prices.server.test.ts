import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBackendEnv, startTemporaryDemoBackend } from '../../../../../scripts/lib/services.ts';
// Loaded only after the environment points at the backend, because the configuration is read once.
import type * as ResolverModule from '../erp/customer-pricelist.server';
import type * as PricesModule from './customer-prices.server';
import type * as ErpModule from '../erp/erp-client.server';

/** The customer's pricelist and prices against the real demo ERP and index, started for this file. */
let backend: Awaited<ReturnType<typeof startTemporaryDemoBackend>> | undefined;
let env: ReturnType<typeof demoBackendEnv>;
let resolver: typeof ResolverModule;
let prices: typeof PricesModule;
let erp: typeof ErpModule;

beforeAll(async () => {
  backend = await startTemporaryDemoBackend();
  env = demoBackendEnv(backend.port);
  Object.assign(process.env, env);
  resolver = await import('../erp/customer-pricelist.server');
  prices = await import('./customer-prices.server');
  erp = await import('../erp/erp-client.server');
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

/** The session cookies the ERP sets for a demo customer's sign-in, as a browser would send them back. */
async function signIn(login: string): Promise<string> {
  const response = await fetch(`${env.SHOP_ERP_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo1234' }),
  });
  expect(response.ok).toBe(true);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Every pricelist's price of a few variants, straight from the index. */
async function indexedPrices(size = 4) {
  const response = await fetch(`${env.SHOP_SEARCH_URL}/demo_products_en/_search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: { match_all: {} }, size }),
  });
  const body = (await response.json()) as {
    hits: { hits: { _source: { id: number; price_by_pricelist: Record<string, { value: number }> } }[] };
  };
  // Keyed by the demo's Odoo pricelist ids: public 1, therapist 2, b2b 3.
  return body.hits.hits.map(({ _source }) => ({ id: _source.id, price: _source.price_by_pricelist }));
}

describe("the customer's pricelist, as the ERP says it", () => {
  it("is the signed-in customer's role, and the default one for anyone else", async () => {
    const resolve = resolver.createPricelistResolver();
    expect(await resolve(await signIn('therapist@demo.shop'))).toBe('2');
    expect(await resolve(await signIn('b2b@demo.shop'))).toBe('3');
    expect(await resolve(await signIn('individual@demo.shop'))).toBe('default');
    // No cookie at all, a forged session, only the shop's own cookies: nobody the ERP knows.
    expect(await resolve(null)).toBe('default');
    expect(await resolve('fastapi_auth_partner=forged.value')).toBe('default');
    expect(await resolve('shop_pricelist=b2b; lang=en')).toBe('default');
  });

  it('is remembered for a minute per session, then asked again', async () => {
    let now = 1_000_000;
    const resolve = resolver.createPricelistResolver({ now: () => now });
    const cookie = await signIn('therapist@demo.shop');
    expect(await resolve(cookie)).toBe('2');
    await erp.callErp('auth/logout', { locale: 'en', method: 'POST', cookie });
    now += 59_000;
    expect(await resolve(cookie)).toBe('2');
    now += 2_000;
    expect(await resolve(cookie)).toBe('default');
  });
});

describe("the customer's prices", () => {
  it("are the signed-in customer's pricelist's prices, and no other pricelist's", async () => {
    const documents = await indexedPrices();
    const ids = documents.map((doc) => doc.id);
    const therapist = await prices.customerPrices('en', await signIn('therapist@demo.shop'), ids);
    expect(therapist.pricelist).toBe('2');
    expect(Object.keys(therapist.prices).sort()).toEqual(ids.map(String).sort());
    for (const doc of documents) {
      expect(therapist.prices[doc.id]?.value).toBe(doc.price['2']!.value);
      expect(doc.price['2']!.value).not.toBe(doc.price['1']!.value);
    }
    const b2b = await prices.customerPrices('en', await signIn('b2b@demo.shop'), ids);
    expect(b2b.pricelist).toBe('3');
    for (const doc of documents)
      expect(b2b.prices[doc.id]).toMatchObject({ value: doc.price['3']!.value, taxIncluded: false });
  });

  it('are none for a visitor without a session or a customer of the default pricelist', async () => {
    const ids = (await indexedPrices()).map((doc) => doc.id);
    expect(await prices.customerPrices('en', null, ids)).toEqual({ pricelist: 'default', prices: {} });
    expect(await prices.customerPrices('en', await signIn('individual@demo.shop'), ids)).toEqual({
      pricelist: 'default',
      prices: {},
    });
  });

  it('leave out ids the index does not know', async () => {
    const [doc] = await indexedPrices(1);
    const answer = await prices.customerPrices('en', await signIn('therapist@demo.shop'), [doc!.id, 999_999]);
    expect(Object.keys(answer.prices)).toEqual([String(doc!.id)]);
  });

  it('cannot be read while the ERP is down: the caller answers 503', async () => {
    const cookie = await signIn('b2b@demo.shop');
    await backend?.stop();
    backend = undefined;
    await expect(resolver.createPricelistResolver()(cookie)).rejects.toMatchObject({
      name: 'ErpError',
      status: 503,
    });
  });
});
