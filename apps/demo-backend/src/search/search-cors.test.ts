import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ConfigError } from '../config-error.ts';
import { loadSearchConfig } from './search-config.ts';
import { loadSearchCors } from './search-cors.ts';

/** Elasticsearch's `http.cors.*` behaviour on the demo index (DEMO_SEARCH_CORS_*). */
let subject: TestApp | undefined;
afterEach(async () => {
  await subject?.close();
  subject = undefined;
});

const APP = 'http://app.example:8080';

async function start(env: NodeJS.ProcessEnv) {
  subject = await createTestApp({ search: loadSearchConfig(env, 0) });
  return subject.app;
}

function app() {
  if (!subject) throw new Error('start() the backend first');
  return subject.app;
}

const preflight = (origin: string, url = '/es/demo_products_fr/_search') =>
  app().inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

const search = (origin?: string) =>
  app().inject({
    method: 'POST',
    url: '/es/demo_products_fr/_search',
    payload: '{"size":1}',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
  });

describe('CORS off (the default, as Elasticsearch without http.cors.enabled)', () => {
  it('answers OPTIONS with the methods of the path, never with a permission, and no CORS header anywhere', async () => {
    await start({});
    const answer = await preflight(APP);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.allow).toBe('GET,POST');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const mapping = await app().inject({ method: 'OPTIONS', url: '/es/demo_products_fr/_mapping' });
    expect(mapping.headers.allow).toBe('GET,HEAD');
    const found = await search(APP);
    expect(found.statusCode).toBe(200);
    expect(found.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS on (DEMO_SEARCH_CORS_ALLOW_ORIGIN)', () => {
  it('grants a preflight from a listed origin the methods, headers and max-age, and refuses others with 403', async () => {
    await start({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: `${APP}, http://other.example` });
    const granted = await preflight(APP);
    expect(granted.statusCode).toBe(200);
    expect(granted.headers).toMatchObject({
      'access-control-allow-origin': APP,
      vary: 'Origin',
      'access-control-allow-methods': 'OPTIONS,HEAD,GET,POST,PUT,DELETE',
      'access-control-max-age': '1728000',
    });
    expect(String(granted.headers['access-control-allow-headers'])).toContain('Content-Type');
    expect(granted.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await preflight('http://evil.example')).statusCode).toBe(403);
  });

  it('names the allowed origin on answers, refuses a request from another origin, and serves one without Origin', async () => {
    await start({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: APP });
    const allowed = await search(APP);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP);
    expect(allowed.json().hits.hits).toHaveLength(1);
    expect((await search('http://evil.example')).statusCode).toBe(403);
    expect((await search()).statusCode).toBe(200);
  });

  it('answers * to any origin, and names the origin when credentials are allowed', async () => {
    await start({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: '*' });
    expect((await search('http://anyone.example')).headers['access-control-allow-origin']).toBe('*');
    await subject?.close();
    subject = await createTestApp({
      search: loadSearchConfig(
        {
          DEMO_SEARCH_CORS_ALLOW_ORIGIN: '*',
          DEMO_SEARCH_CORS_ALLOW_CREDENTIALS: 'true',
          DEMO_SEARCH_CORS_ALLOW_METHODS: 'GET,POST',
          DEMO_SEARCH_CORS_ALLOW_HEADERS: 'Content-Type,Authorization',
          DEMO_SEARCH_CORS_MAX_AGE: '600',
        },
        0,
      ),
    });
    const granted = await preflight('http://anyone.example');
    expect(granted.headers).toMatchObject({
      'access-control-allow-origin': 'http://anyone.example',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,POST',
      'access-control-allow-headers': 'Content-Type,Authorization',
      'access-control-max-age': '600',
    });
  });

  it('takes a /pattern/ of origins, as Elasticsearch does', async () => {
    await start({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: '/https?:\\/\\/localhost(:[0-9]+)?/' });
    expect((await preflight('http://localhost:5173')).statusCode).toBe(200);
    expect((await preflight('http://example.com')).statusCode).toBe(403);
  });

  it('refuses settings it cannot read, naming them', () => {
    expect(() => loadSearchCors({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: 'not a url' })).toThrow(ConfigError);
    expect(() => loadSearchCors({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: '/(/' })).toThrow(/not a valid pattern/);
    expect(() =>
      loadSearchCors({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: '*', DEMO_SEARCH_CORS_ALLOW_CREDENTIALS: 'yes' }),
    ).toThrow(/DEMO_SEARCH_CORS_ALLOW_CREDENTIALS/);
    expect(() =>
      loadSearchCors({ DEMO_SEARCH_CORS_ALLOW_ORIGIN: '*', DEMO_SEARCH_CORS_MAX_AGE: '-1' }),
    ).toThrow(/DEMO_SEARCH_CORS_MAX_AGE/);
  });
});
