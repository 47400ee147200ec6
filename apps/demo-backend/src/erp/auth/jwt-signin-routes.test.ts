import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const ISSUER = 'http://127.0.0.1:4000/oidc';
let privateKey: SigningKey;
let jwks: ReturnType<typeof createLocalJWKSet>;
let subject: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' };
  jwks = createLocalJWKSet({ keys: [jwk] });
});
afterEach(async () => subject?.close());

function accessToken(
  claims: Record<string, unknown>,
  options: { issuer?: string; key?: SigningKey; expires?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(options.key ?? privateKey);
}

describe('identity-provider sign-in', () => {
  it('creates the customer from a valid token (201, null), then recognises it (200) and opens a session', async () => {
    subject = await createErpTestApp({ jwks, issuer: ISSUER });
    const client = new Client(subject);
    const token = await accessToken({ sub: 'user-1', email: 'Oidc@Example.com', name: 'Olga Idp' });
    const first = await client.post('signin', undefined, { authorization: `Bearer ${token}` });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toBeNull();
    expect(client.cookies.has('fastapi_auth_partner')).toBe(true);
    expect((await client.get('customer')).json()).toMatchObject({
      name: 'Olga Idp',
      email: 'oidc@example.com',
    });
    const second = await new Client(subject).post('auth/signin', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(second.statusCode).toBe(200);
  });

  it('links a token to the existing customer with that e-mail and brings the anonymous cart along', async () => {
    subject = await createErpTestApp({ jwks, issuer: ISSUER });
    const client = new Client(subject);
    const { peppermint10 } = demoProducts(subject.db);
    await client.post('carts/sync', { transactions: [{ product_id: peppermint10, qty: 1 }] });
    const token = await accessToken({ sub: 'marie', email: 'individual@demo.shop' });
    expect((await client.post('signin', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(
      200,
    );
    expect((await client.get('customer')).json().name).toBe('Marie Dubois');
    const cart = (await client.get('carts/current')).json();
    expect(cart.lines.map((line: { product_id: number }) => line.product_id)).toEqual([peppermint10]);
  });

  it('accepts the bearer token on other calls, for a known subject only', async () => {
    subject = await createErpTestApp({ jwks, issuer: ISSUER });
    const client = new Client(subject);
    const known = await accessToken({ sub: 'user-2', email: 'two@example.com' });
    await client.post('signin', undefined, { authorization: `Bearer ${known}` });
    const fresh = new Client(subject);
    expect((await fresh.get('customer', { authorization: `Bearer ${known}` })).json().email).toBe(
      'two@example.com',
    );
    const unknown = await accessToken({ sub: 'nobody' });
    expect((await fresh.get('customer', { authorization: `Bearer ${unknown}` })).statusCode).toBe(401);
  });

  it('answers 401 without a token, with a token of another key, another issuer, expired or without subject', async () => {
    subject = await createErpTestApp({ jwks, issuer: ISSUER });
    const client = new Client(subject);
    expect((await client.post('signin')).statusCode).toBe(401);
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const bad = [
      await accessToken({ sub: 'x' }, { key: otherKey }),
      await accessToken({ sub: 'x' }, { issuer: 'https://evil.example' }),
      await accessToken({ sub: 'x' }, { expires: '-10m' }),
      await accessToken({}),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const response = await client.post('signin', undefined, { authorization: `Bearer ${token}` });
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ detail: 'Unauthorized' });
    }
  });

  it('signs out with 200 null, ending the session', async () => {
    subject = await createErpTestApp({ jwks, issuer: ISSUER });
    const client = new Client(subject);
    await client.post('signin', undefined, {
      authorization: `Bearer ${await accessToken({ sub: 'user-3' })}`,
    });
    const response = await client.post('signout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect((await client.get('customer')).statusCode).toBe(401);
  });
});
