import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedErpDemoData } from '../../seed/erp/seed-erp.ts';
import { buildApp } from '../app.ts';
import type { BackendConfig } from '../config.ts';
import { ConfigError } from '../config-error.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { loadIdpOptions } from './idp-options.ts';

const config: BackendConfig = {
  host: '127.0.0.1',
  port: 4000,
  dataDir: ':memory:',
  mode: 'test',
  logLevel: 'silent',
};

describe("the OpenID client's registered URIs", () => {
  it("are the storefront's sign-in page and home by default, on each shop origin", () => {
    const options = loadIdpOptions(config, { DEMO_BACKEND_SHOP_URL: 'https://shop.example' });
    expect(options.redirectUris).toEqual(['https://shop.example/account/login']);
    expect(options.postLogoutRedirectUris).toEqual([
      'https://shop.example/',
      'https://shop.example/account/login',
    ]);
    expect(options.clientOrigins).toEqual(['https://shop.example']);
  });

  it('are the ones DEMO_BACKEND_OIDC_REDIRECT_URIS and _POST_LOGOUT_REDIRECT_URIS register, whose origins may call', () => {
    const options = loadIdpOptions(config, {
      DEMO_BACKEND_SHOP_URL: 'https://shop.example',
      DEMO_BACKEND_OIDC_REDIRECT_URIS: 'https://app.example/auth/callback, http://localhost:5173/callback',
      DEMO_BACKEND_OIDC_POST_LOGOUT_REDIRECT_URIS: 'https://app.example/',
    });
    expect(options.redirectUris).toEqual([
      'https://app.example/auth/callback',
      'http://localhost:5173/callback',
    ]);
    expect(options.postLogoutRedirectUris).toEqual(['https://app.example/']);
    expect(options.clientOrigins).toEqual([
      'https://shop.example',
      'https://app.example',
      'http://localhost:5173',
    ]);
  });

  it('refuses what is not an absolute http(s) URI without fragment, naming the setting', () => {
    for (const bad of ['/callback', 'app://callback', 'https://app.example/cb#x']) {
      expect(() => loadIdpOptions(config, { DEMO_BACKEND_OIDC_REDIRECT_URIS: bad })).toThrow(ConfigError);
      expect(() => loadIdpOptions(config, { DEMO_BACKEND_OIDC_REDIRECT_URIS: bad })).toThrow(
        /DEMO_BACKEND_OIDC_REDIRECT_URIS/,
      );
    }
  });
});

describe('an authorization request', () => {
  afterEach(() => vi.unstubAllEnvs());

  async function authorize(redirectUri: string) {
    const db = openDatabase(':memory:');
    migrate(db);
    await seedErpDemoData(db);
    const app = await buildApp({ db, config });
    await app.ready();
    try {
      const params = new URLSearchParams({
        client_id: 'storefront',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: redirectUri,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 's',
      });
      return await app.inject({ method: 'GET', url: `/oidc/auth?${params}` });
    } finally {
      await app.close();
      db.close();
    }
  }

  it("goes to the sign-in page for a URI the setting registers, not only the storefront's, and refuses others", async () => {
    vi.stubEnv('DEMO_BACKEND_OIDC_REDIRECT_URIS', 'https://app.example/auth/callback');
    const registered = await authorize('https://app.example/auth/callback');
    expect(registered.statusCode).toBe(303);
    expect(String(registered.headers.location)).toMatch(/^\/oidc\/interaction\//);
    const storefront = await authorize('http://localhost:3000/account/login');
    expect(storefront.statusCode).toBe(400);
    expect(storefront.body).toContain('redirect_uri');
  });

  it("takes the storefront's sign-in page by default", async () => {
    const storefront = await authorize('http://localhost:3000/account/login');
    expect(storefront.statusCode).toBe(303);
    expect(String(storefront.headers.location)).toMatch(/^\/oidc\/interaction\//);
  });
});
