import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPartyCookie, proxyToErp } from './erp-proxy.server';

interface Seen {
  method?: string;
  url?: string;
  headers?: IncomingMessage['headers'];
  body?: string;
}

const seen: Seen = {};
let upstream: Server;
let upstreamUrl: URL;
const ORIGIN = 'http://shop.test';

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      Object.assign(seen, { method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.startsWith('/api/auth/login')) {
        response.setHeader('Set-Cookie', [
          'session=abc; Domain=erp.internal; Path=/api; Secure; SameSite=Lax',
        ]);
        response.setHeader('Content-Type', 'application/json');
        response.end('{"ok":true}');
      } else if (request.url?.startsWith('/api/sales/9/download')) {
        response.statusCode = 302;
        response.setHeader('Location', `${upstreamUrl.origin}/api/invoice/9/download`);
        response.end();
      } else if (request.url?.startsWith('/api/delivery_pickups')) {
        // Never answers: the proxy must give up after its timeout.
      } else if (request.url?.startsWith('/api/settings')) {
        response.setHeader('Content-Type', 'application/json');
        response.end('{"countries":[]}');
      } else {
        response.statusCode = 404;
        response.end('{"detail":"Not Found"}');
      }
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const options = () => ({ upstream: upstreamUrl, timeoutMs: 300, secureCookies: false, extension: false });

describe('ERP proxy', () => {
  it('forwards an allowed GET with its query, cookies and an ERP language (fr_be by default)', async () => {
    const response = await proxyToErp(
      new Request(`${ORIGIN}/shopinvader/settings?x=1`, {
        headers: { cookie: 'session=abc', 'accept-language': 'de-DE' },
      }),
      'settings',
      options(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ countries: [] });
    expect(seen.url).toBe('/api/settings?x=1');
    expect(seen.headers?.cookie).toBe('session=abc');
    expect(seen.headers?.['accept-language']).toBe('fr_be');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the visitor’s language from the language cookie, and keeps an ERP code the client chose', async () => {
    await proxyToErp(
      new Request(`${ORIGIN}/shopinvader/settings`, { headers: { cookie: 'lang=nl' } }),
      'settings',
      options(),
    );
    expect(seen.headers?.['accept-language']).toBe('nl_be');
    await proxyToErp(
      new Request(`${ORIGIN}/shopinvader/settings`, { headers: { 'accept-language': 'de_de' } }),
      'settings',
      options(),
    );
    expect(seen.headers?.['accept-language']).toBe('de_de');
  });

  it('forwards a same-origin POST with its body and turns ERP cookies into first-party HttpOnly ones', async () => {
    const response = await proxyToErp(
      new Request(`${ORIGIN}/shopinvader/auth/login`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'a', password: 'b' }),
      }),
      'auth/login',
      options(),
    );
    expect(response.status).toBe(200);
    expect(seen.method).toBe('POST');
    expect(JSON.parse(seen.body ?? '')).toEqual({ login: 'a', password: 'b' });
    // The shop is plain http here: the ERP's Secure would make the browser drop the cookie.
    expect(response.headers.getSetCookie()).toEqual(['session=abc; SameSite=Lax; Path=/; HttpOnly']);
  });

  it('refuses paths outside docs/contracts/README.md#erp-calls with 404 and wrong methods with 405', async () => {
    const unknown = await proxyToErp(new Request(`${ORIGIN}/shopinvader/admin`), 'admin', options());
    expect(unknown.status).toBe(404);
    const wrong = await proxyToErp(
      new Request(`${ORIGIN}/shopinvader/settings`, { method: 'DELETE', headers: { origin: ORIGIN } }),
      'settings',
      options(),
    );
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('does not follow redirects, and points redirects into the ERP at the proxy', async () => {
    const response = await proxyToErp(
      new Request(`${ORIGIN}/shopinvader/sales/9/download`),
      'sales/9/download',
      options(),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/shopinvader/invoice/9/download');
  });

  it('answers 504 when the ERP does not answer in time', async () => {
    const response = await proxyToErp(
      new Request(`${ORIGIN}/shopinvader/delivery_pickups`),
      'delivery_pickups',
      options(),
    );
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ detail: 'The ERP did not answer in time' });
  });

  it('answers 503 when the ERP cannot be reached', async () => {
    const response = await proxyToErp(new Request(`${ORIGIN}/shopinvader/settings`), 'settings', {
      ...options(),
      upstream: new URL('http://127.0.0.1:1/api'),
    });
    expect(response.status).toBe(503);
  });
});

describe('first-party cookies', () => {
  it('drops Domain, forces Path=/ and HttpOnly, keeps the rest', () => {
    expect(firstPartyCookie('a=1; Domain=.x.com; Path=/erp; Max-Age=60; HttpOnly', false)).toBe(
      'a=1; Max-Age=60; Path=/; HttpOnly',
    );
  });

  it('are Secure exactly when the shop is served over https, whatever the ERP said', () => {
    const odoo = 'fastapi_auth_partner=s1; Path=/; Max-Age=60; HttpOnly; Secure; SameSite=strict';
    expect(firstPartyCookie(odoo, true)).toBe(
      'fastapi_auth_partner=s1; Max-Age=60; SameSite=strict; Path=/; HttpOnly; Secure',
    );
    expect(firstPartyCookie(odoo, false)).toBe(
      'fastapi_auth_partner=s1; Max-Age=60; SameSite=strict; Path=/; HttpOnly',
    );
    expect(firstPartyCookie('a=1; Max-Age=60', true)).toBe('a=1; Max-Age=60; Path=/; HttpOnly; Secure');
  });

  it('of an https shop are Secure through the proxy', async () => {
    const response = await proxyToErp(
      new Request('https://shop.test/shopinvader/auth/login', { method: 'POST', body: '{}' }),
      'auth/login',
      { ...options(), secureCookies: true },
    );
    expect(response.headers.getSetCookie()).toEqual(['session=abc; SameSite=Lax; Path=/; HttpOnly; Secure']);
  });
});
