import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, exportJWK, importJWK, jwtVerify, type JWK } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { seedErpDemoData } from '../../seed/erp/seed-erp.ts';
import { buildApp } from '../app.ts';
import type { BackendConfig } from '../config.ts';
import { type Database, migrate, openDatabase } from '../db/database.ts';
import { signingKeys } from './keys.ts';

const SHOP = 'http://localhost:3000';
const REDIRECT = `${SHOP}/account/login`;
const config: BackendConfig = {
  host: '127.0.0.1',
  port: 4000,
  dataDir: ':memory:',
  mode: 'test',
  logLevel: 'silent',
};

/** The provider's public keys, as the ERP would fetch them from /oidc/jwks. */
async function publicKeys(db: Database) {
  const keys = await Promise.all(
    (await signingKeys(db)).map(async (jwk) => ({
      ...(await exportJWK(await importJWK({ kty: jwk.kty, n: jwk.n, e: jwk.e }, 'RS256'))),
      kid: jwk.kid,
    })),
  );
  return createLocalJWKSet({ keys: keys as JWK[] });
}

async function backend(db?: Database) {
  const database = db ?? openDatabase(':memory:');
  if (!db) {
    migrate(database);
    await seedErpDemoData(database);
  }
  const app = await buildApp({ db: database, config, erp: { jwks: await publicKeys(database) } } as never);
  await app.ready();
  return { app, db: database };
}

/** A browser: keeps the provider's cookies and follows nothing by itself. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly app: FastifyInstance;
  constructor(app: FastifyInstance) {
    this.app = app;
  }
  async go(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    return response;
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: 'storefront',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    ...extra,
  });
  return `/oidc/auth?${params}`;
}

const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://127.0.0.1:4000');
  return `${url.pathname}${url.search}`;
};

/** Runs the authorization code flow up to the code; returns the browser, the code and the verifier. */
async function signIn(app: FastifyInstance, login = 'therapist@demo.shop', password = 'demo1234') {
  const browser = new Browser(app);
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const start = await browser.go('GET', authorizeUrl(challenge, { ui_locales: 'nl' }));
  expect(start.statusCode).toBe(303);
  const interaction = pathOf(start.headers.location);
  expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  const page = await browser.go('GET', interaction);
  const submitted = await browser.go('POST', `${interaction}/login`, { login, password });
  if (submitted.statusCode !== 303) return { browser, page, submitted, verifier, code: '' };
  const resumed = await browser.go('GET', pathOf(submitted.headers.location));
  expect(resumed.statusCode).toBe(303);
  const callback = new URL(String(resumed.headers.location));
  return { browser, page, submitted, verifier, callback, code: callback.searchParams.get('code') ?? '' };
}

function exchange(app: FastifyInstance, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SHOP },
    payload: new URLSearchParams({ client_id: 'storefront', ...form }).toString(),
  });
}

let subject: { app: FastifyInstance; db: Database } | undefined;
afterEach(async () => {
  await subject?.app.close();
  subject = undefined;
});

describe('OpenID provider: discovery and keys', { timeout: 30_000 }, () => {
  it('publishes code + PKCE S256 only, refresh tokens, revocation and end session', async () => {
    subject = await backend();
    const response = await subject.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:4000' },
    });
    const metadata = response.json();
    expect(metadata.issuer).toBe('http://127.0.0.1:4000/oidc');
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(metadata.end_session_endpoint).toBe('http://127.0.0.1:4000/oidc/session/end');
    expect(metadata.revocation_endpoint).toBeTruthy();
    expect(metadata.jwks_uri).toBe('http://127.0.0.1:4000/oidc/jwks');
  });

  it('keeps its signing key in the database across restarts', async () => {
    subject = await backend();
    const first = (await subject.app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).not.toHaveProperty('d');
    await subject.app.close();
    subject = await backend(subject.db);
    const second = (await subject.app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    expect(second.keys[0].kid).toBe(first.keys[0].kid);
  });

  it('answers the storefront origin with CORS on the token endpoint, not others', async () => {
    subject = await backend();
    const allowed = await subject.app.inject({
      method: 'OPTIONS',
      url: '/oidc/token',
      headers: { origin: SHOP, 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(SHOP);
    const refused = await exchange(subject.app, { grant_type: 'refresh_token', refresh_token: 'x' });
    expect(refused.headers['access-control-allow-origin']).toBe(SHOP);
    const other = await subject.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'client_id=storefront&grant_type=refresh_token&refresh_token=x',
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenID provider: sign-in', { timeout: 30_000 }, () => {
  it('shows its own login page in the language the shop asks for, labelled', async () => {
    subject = await backend();
    const { page } = await signIn(subject.app, 'therapist@demo.shop', 'wrong');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('<label for="login">E-mailadres</label>');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses a wrong password on the page, keeping the login', async () => {
    subject = await backend();
    const { submitted } = await signIn(subject.app, 'therapist@demo.shop', 'wrong');
    expect(submitted.statusCode).toBe(401);
    expect(submitted.body).toContain('role="alert"');
    expect(submitted.body).toContain('value="therapist@demo.shop"');
  });

  it('throttles repeated failures for one login', async () => {
    subject = await backend();
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = (await signIn(subject.app, 'b2b@demo.shop', 'wrong')).submitted.statusCode;
    }
    expect(last).toBe(429);
  });

  it('returns a code with the state, exchanged only with the right PKCE verifier', async () => {
    subject = await backend();
    const { callback, code, verifier } = await signIn(subject.app);
    expect(`${callback?.origin}${callback?.pathname}`).toBe(REDIRECT);
    expect(callback?.searchParams.get('state')).toBe('state-1');
    const wrong = await exchange(subject.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: base64url(randomBytes(32)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    const right = await exchange(subject.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a request without PKCE', async () => {
    subject = await backend();
    const response = await subject.app.inject({
      method: 'GET',
      url: `/oidc/auth?client_id=storefront&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`,
    });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toContain('error=invalid_request');
  });
});

describe('OpenID provider: tokens for the shop and the ERP', { timeout: 30_000 }, () => {
  it('issues an ID token naming the customer, a JWT access token for the ERP and a refresh token', async () => {
    subject = await backend();
    const { code, verifier } = await signIn(subject.app);
    const response = await exchange(subject.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expires_in).toBe(900);
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      email: 'therapist@demo.shop',
      name: 'Praxis Anna Weber',
      nonce: 'nonce-1',
      aud: 'storefront',
    });
    const { payload } = await jwtVerify(tokens.access_token, await publicKeys(subject.db), {
      issuer: 'http://127.0.0.1:4000/oidc',
      audience: 'urn:shop:erp',
    });
    expect(payload).toMatchObject({ sub: idToken.sub, email: 'therapist@demo.shop' });

    // The ERP takes the customer over from the access token (docs/contracts/erp.md#sign-in-with-an-identity-provider).
    const signin = await subject.app.inject({
      method: 'POST',
      url: '/shopinvader-api/demo/signin',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(signin.statusCode).toBe(200);
    const session = signin.cookies.find((cookie) => cookie.name === 'fastapi_auth_partner');
    const customer = await subject.app.inject({
      method: 'GET',
      url: '/shopinvader-api/demo/customer',
      cookies: { fastapi_auth_partner: session?.value ?? '' },
    });
    expect(customer.json()).toMatchObject({ email: 'therapist@demo.shop', pricelist_id: 2 });
  });

  it('renews with the refresh token, also after a restart', async () => {
    subject = await backend();
    const { code, verifier } = await signIn(subject.app);
    const first = (
      await exchange(subject.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      })
    ).json();
    await subject.app.close();
    subject = await backend(subject.db);
    const renewed = await exchange(subject.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(renewed.statusCode).toBe(200);
    const tokens = renewed.json();
    expect(decodeJwt(tokens.id_token).sub).toBe(decodeJwt(first.id_token).sub);
    expect(decodeJwt(tokens.access_token).aud).toBe('urn:shop:erp');
  });

  it('ends the session and sends the browser back to the shop', async () => {
    subject = await backend();
    const { browser, code, verifier } = await signIn(subject.app);
    const tokens = (
      await exchange(subject.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      })
    ).json();
    const end = await browser.go(
      'GET',
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${SHOP}/`, state: 'bye' })}`,
    );
    expect(end.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)?.[1] ?? '';
    expect(end.body).toContain('document.forms[0].submit()');
    const confirmed = await browser.go('POST', '/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(String(confirmed.headers.location)).toBe(`${SHOP}/?state=bye`);
    // The provider's session is gone: a new authorization asks for the login again.
    const again = await browser.go('GET', authorizeUrl('x'.repeat(43), { prompt: 'none' }));
    expect(String(again.headers.location)).toContain('error=login_required');
  });
});
