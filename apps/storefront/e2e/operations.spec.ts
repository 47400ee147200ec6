import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../../scripts/lib/services.ts';
import { startExtraStorefront, type ExtraStorefront } from './extra-storefront';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { expect, test } from './fixtures';

/**
 * What an operator relies on, against a storefront whose ERP, search engine and CMS each sit behind a
 * fault proxy: readiness that names a backend that is down, request ids that reach every backend,
 * metrics on their own port, log lines without secrets, and a shutdown that lets requests finish.
 * No browser: the operator's tools are HTTP clients and signals.
 */
const TIMEOUT_MS = 3000;

let erp: FaultProxy;
let search: FaultProxy;
let cms: FaultProxy;
let shop: ExtraStorefront;
let metricsUrl: string;

const unique = () => randomBytes(6).toString('hex');

function backendProxies() {
  const backend = process.env.DEMO_BACKEND_URL!;
  return Promise.all([
    startFaultProxy(backend),
    startFaultProxy(backend),
    startFaultProxy(process.env.CMS_URL!),
  ]);
}

function behind(proxies: { erp: FaultProxy; search: FaultProxy; cms: FaultProxy }) {
  return {
    SHOP_ERP_URL: `${proxies.erp.origin}/shopinvader-api/demo`,
    SHOP_SEARCH_URL: `${proxies.search.origin}/es`,
    SHOP_CMS_URL: proxies.cms.origin,
    SHOP_ERP_TIMEOUT_MS: String(TIMEOUT_MS),
    SHOP_SEARCH_TIMEOUT_MS: String(TIMEOUT_MS),
    SHOP_CMS_TIMEOUT_MS: String(TIMEOUT_MS),
  };
}

/** The request ids a backend got on calls whose path contains `path`. */
function idsSeen(proxy: FaultProxy, path: string): unknown[] {
  return proxy.received
    .filter((call) => call.path.includes(path))
    .map((call) => call.headers['x-request-id']);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [erp, search, cms] = await backendProxies();
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  shop = await startExtraStorefront('storefront-operated', {
    ...behind({ erp, search, cms }),
    SHOP_METRICS_PORT: String(metricsPort),
    SHOP_LOG_LEVEL: 'debug',
    SHOP_READINESS_TIMEOUT_MS: '500',
    // The test's requests come as a load balancer's would: it names them (X-Request-Id).
    SHOP_TRUSTED_PROXIES: 'loopback',
  });
});

test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(shop?.output.join('\n'));
  for (const proxy of [erp, search, cms]) proxy?.set('pass');
});

test.afterAll(async () => {
  await shop?.stop();
  await Promise.all([erp, search, cms].map((proxy) => proxy?.close()));
});

test('/healthz and /readyz answer, never cached; a backend that is down is named by /healthz/backends and leaves the node in rotation', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const health = await request.get(`${shop.url}/healthz`);
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toBe('no-store');
  await expect
    .poll(async () => (await request.get(`${shop.url}/healthz/backends`)).json())
    .toMatchObject({
      status: 'ok',
    });

  // What each backend's absence leaves the shop able to serve.
  const stillServed = {
    erp: '/en/aromatherapy/essential-oils',
    search: '/en/blog',
    cms: '/en/aromatherapy/essential-oils',
  };
  for (const [name, proxy] of [
    ['erp', erp],
    ['search', search],
    ['cms', cms],
  ] as const) {
    proxy.set('down');
    await expect
      .poll(async () => {
        const response = await request.get(`${shop.url}/healthz/backends`);
        return { status: response.status(), body: (await response.json()) as { down: string[] } };
      })
      .toMatchObject({ status: 200, body: { status: 'degraded', down: [name] } });
    const backends = await request.get(`${shop.url}/healthz/backends`);
    expect(backends.headers()['cache-control']).toBe('no-store');
    expect((await backends.json()).backends[name]).toBe('unreachable');
    // The balancer keeps the node: it serves what it can.
    const readiness = await request.get(`${shop.url}/readyz`);
    expect(readiness.status()).toBe(200);
    expect(readiness.headers()['cache-control']).toBe('no-store');
    expect((await request.get(`${shop.url}/healthz`)).status()).toBe(200);
    expect((await request.get(`${shop.url}${stillServed[name]}?fresh=${unique()}`)).status()).toBe(200);
    proxy.set('pass');
    await expect
      .poll(async () => (await request.get(`${shop.url}/healthz/backends`)).json())
      .toMatchObject({
        status: 'ok',
      });
  }
});

test('the request id goes to the ERP (through the proxy and from the server), the search engine and the CMS', async ({
  request,
}) => {
  // An address nobody read before: the catalogue and the CMS are asked, not their caches.
  const path = `/en/no-such-page-${unique()}`;
  const page = await request.get(`${shop.url}${path}`, { headers: { 'X-Request-Id': 'trace-page-1' } });
  expect(page.status()).toBe(404);
  expect(page.headers()['x-request-id']).toBe('trace-page-1');
  expect(idsSeen(search, '/_search')).toContain('trace-page-1');
  expect(idsSeen(cms, '/api/pages')).toContain('trace-page-1');

  const proxied = await request.get(`${shop.url}/shopinvader/settings`, {
    headers: { 'X-Request-Id': 'trace-proxy-1' },
  });
  expect(proxied.status()).toBe(200);
  expect(idsSeen(erp, '/shopinvader-api/demo/settings')).toContain('trace-proxy-1');

  // The prices endpoint asks the ERP itself whose session a cookie is.
  const prices = await request.get(`${shop.url}/api/prices?ids=1&locale=en`, {
    headers: { 'X-Request-Id': 'trace-server-1', Cookie: `session=${unique()}` },
  });
  expect(prices.status()).toBeLessThan(500);
  expect(idsSeen(erp, '/shopinvader-api/demo/customer')).toContain('trace-server-1');

  // A malformed id is replaced by the server's own, which the backends get instead.
  const replaced = await request.get(`${shop.url}/shopinvader/settings`, {
    headers: { 'X-Request-Id': 'bad id with spaces' },
  });
  const given = replaced.headers()['x-request-id'];
  expect(given).toMatch(/^[0-9a-f-]{36}$/);
  expect(idsSeen(erp, '/shopinvader-api/demo/settings')).toContain(given);
  expect(idsSeen(erp, '/shopinvader-api/demo/settings')).not.toContain('bad id with spaces');
});

test('metrics: on their own port, by route pattern and status class, caches, backends and Node, no raw path', async ({
  request,
}) => {
  const stray = `stray-${unique()}`;
  await request.get(`${shop.url}/en/${stray}?q=${stray}`);
  const product = `/en/aromatherapy/essential-oils?metrics=${unique()}`;
  await request.get(`${shop.url}${product}`);
  await request.get(`${shop.url}${product}`);
  expect((await request.get(`${shop.url}${product}`)).headers()['x-page-cache']).toBe('hit');
  erp.set('down');
  await request.get(`${shop.url}/shopinvader/settings`);
  erp.set('pass');

  const response = await request.get(metricsUrl);
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const series of [
    /shop_http_requests_total\{route="\/en\/\*",method="GET",status_class="2xx"\} \d+/,
    /shop_http_requests_total\{route="\/en\/\*",method="GET",status_class="4xx"\} \d+/,
    /shop_http_requests_total\{route="kept-page",method="GET",status_class="2xx"\} \d+/,
    /shop_http_requests_total\{route="healthz",method="GET",status_class="2xx"\} \d+/,
    /shop_http_requests_total\{route="readyz",method="GET",status_class="2xx"\} \d+/,
    /shop_http_requests_total\{route="healthz-backends",method="GET",status_class="2xx"\} \d+/,
    /shop_http_requests_total\{route="\/shopinvader\/\*",method="GET",status_class="5xx"\} \d+/,
    /shop_http_request_duration_seconds_bucket\{le="0.1",route="\/en\/\*",method="GET"\} \d+/,
    /shop_cache_requests_total\{cache="page",outcome="hit"\} \d+/,
    /shop_cache_requests_total\{cache="page",outcome="miss"\} \d+/,
    /shop_cache_requests_total\{cache="catalog",outcome="miss"\} \d+/,
    /shop_cache_requests_total\{cache="cms",outcome="(hit|miss)"\} \d+/,
    /shop_cache_size_bytes\{cache="page"\} [1-9]\d*/,
    /shop_cache_entries\{cache="page"\} [1-9]\d*/,
    /shop_backend_requests_total\{system="erp",outcome="2xx"\} \d+/,
    /shop_backend_requests_total\{system="search",outcome="2xx"\} \d+/,
    /shop_backend_requests_total\{system="cms",outcome="2xx"\} \d+/,
    /shop_backend_errors_total\{system="erp",reason="unreachable"\} [1-9]\d*/,
    /shop_backend_request_duration_seconds_count\{system="search"\} [1-9]\d*/,
    /nodejs_eventloop_lag_seconds \d/,
    /nodejs_heap_size_used_bytes \d/,
    /process_resident_memory_bytes \d/,
  ]) {
    expect(text).toMatch(series);
  }
  expect(text).not.toContain(stray);
  expect(text).not.toContain('metrics=');

  // Visitors of the shop's own port never see them.
  const onShopPort = await request.get(`${shop.url}/metrics`);
  expect(onShopPort.status()).toBe(404);
  expect(await onShopPort.text()).not.toContain('shop_http_requests_total');
});

test('log lines are JSON with the request id, and never hold a password or a session cookie', async ({
  request,
}) => {
  const origin = { Origin: shop.url, 'X-Request-Id': `signin-${unique()}` };
  const signIn = await request.post(`${shop.url}/shopinvader/auth/login`, {
    headers: origin,
    data: { login: 'individual@demo.shop', password: 'demo1234' },
  });
  expect(signIn.status()).toBe(200);
  const session = signIn
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value.split(';')[0]!.split('=').slice(1).join('='))
    .filter((value) => value.length >= 8);
  expect(session.length).toBeGreaterThan(0);
  for (const path of ['/en/account', '/shopinvader/customer', '/api/prices?ids=1,2&locale=en']) {
    await request.get(`${shop.url}${path}`, { headers: { 'X-Request-Id': `signed-in-${unique()}` } });
  }
  // A sign-in the ERP never gets: its failure is logged, with everything the server knows of it.
  erp.set('down');
  const password = `Never-Logged-${unique()}`;
  const failed = await request.post(`${shop.url}/shopinvader/auth/login`, {
    headers: origin,
    data: { login: 'individual@demo.shop', password },
  });
  expect(failed.status()).toBe(503);
  await request.get(`${shop.url}/api/prices?ids=1&locale=en`);
  erp.set('pass');

  await expect.poll(() => shop.output.some((line) => line.includes(origin['X-Request-Id']))).toBe(true);
  const lines = shop.output.map((line) => JSON.parse(line) as Record<string, unknown>);
  const signInLine = lines.find((line) => line.requestId === origin['X-Request-Id']);
  expect(signInLine).toMatchObject({
    msg: 'request',
    route: '/shopinvader/*',
    path: '/shopinvader/auth/login',
  });
  const everything = shop.output.join('\n');
  for (const secret of ['demo1234', password, ...session]) expect(everything).not.toContain(secret);
});

test.describe('shutdown', () => {
  let proxies: { erp: FaultProxy; search: FaultProxy; cms: FaultProxy };

  test.beforeAll(async () => {
    const [slowErp, otherSearch, otherCms] = await backendProxies();
    proxies = { erp: slowErp, search: otherSearch, cms: otherCms };
  });

  test.afterAll(() => Promise.all(Object.values(proxies).map((proxy) => proxy.close())));

  test('on SIGTERM a request under way finishes, new connections are refused, and the process exits 0', async () => {
    test.setTimeout(60_000);
    const stopping = await startExtraStorefront('storefront-stopping', behind(proxies));
    try {
      proxies.erp.set({ slowMs: 1500 });
      const before = proxies.erp.received.length;
      const slow = fetch(`${stopping.url}/shopinvader/settings`);
      await expect.poll(() => proxies.erp.received.length).toBeGreaterThan(before);
      stopping.child.kill('SIGTERM');
      await expect
        .poll(() =>
          fetch(`${stopping.url}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        )
        .toBe('refused');
      const response = await slow;
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('countries');
      expect(await exitOf(stopping.child)).toBe(0);
      expect(stopping.output.join('\n')).toContain('"msg":"shut down"');
    } finally {
      proxies.erp.set('pass');
      await stopping.stop();
    }
  });

  test('a request that outlasts SHOP_SHUTDOWN_TIMEOUT_MS is cut off, and the process exits 1', async () => {
    test.setTimeout(60_000);
    const stopping = await startExtraStorefront('storefront-cut-off', {
      ...behind(proxies),
      SHOP_ERP_TIMEOUT_MS: '30000',
      SHOP_SHUTDOWN_TIMEOUT_MS: '500',
    });
    try {
      proxies.erp.set({ slowMs: 20_000 });
      const before = proxies.erp.received.length;
      const slow = fetch(`${stopping.url}/shopinvader/settings`);
      await expect.poll(() => proxies.erp.received.length).toBeGreaterThan(before);
      stopping.child.kill('SIGTERM');
      await expect(slow).rejects.toThrow();
      expect(await exitOf(stopping.child)).toBe(1);
      expect(stopping.output.join('\n')).toContain('"cut":1');
    } finally {
      proxies.erp.set('pass');
      await stopping.stop();
    }
  });
});
