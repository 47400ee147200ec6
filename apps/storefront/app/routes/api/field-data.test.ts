import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as RouteModule from './field-data';
import type * as MetricsModule from '~/services/observability/metrics.server';
import type * as AddressModule from '~/config/client-address.server';

// Loaded only after the environment is set, because the configuration is read once.
let route: typeof RouteModule;
let metrics: typeof MetricsModule;
let address: typeof AddressModule;

beforeAll(async () => {
  Object.assign(process.env, {
    SHOP_ERP_URL: 'http://127.0.0.1:4000/shopinvader-api/demo',
    SHOP_SEARCH_URL: 'http://127.0.0.1:4000/es',
    SHOP_SEARCH_PRODUCTS_INDEX: 'demo_products',
    SHOP_SEARCH_CATEGORIES_INDEX: 'demo_category',
    SHOP_RATE_LIMITS: 'field-data=6/1m',
  });
  route = await import('./field-data');
  metrics = await import('~/services/observability/metrics.server');
  address = await import('~/config/client-address.server');
  metrics.collectMetrics();
});

/** A beacon from the shopper at `from`, as React Router hands it to the action. */
async function send(body: string, from: string) {
  const request = new Request('http://shop.test/_rum', { method: 'POST', body });
  const context = new RouterContextProvider(new Map([[address.peerAddressContext, from]]));
  return route.action({ request, context, params: {}, url: new URL(request.url), pattern: '/_rum' });
}

/** The value of one series in the exposition text, 0 when it is not there yet. */
async function value(series: string): Promise<number> {
  const line = (await metrics.metricsText()).body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const lcpCount = 'shop_web_vitals_seconds_count{metric="LCP",route="category"}';
const lcpFast = 'shop_web_vitals_seconds_bucket{le="2.5",metric="LCP",route="category"}';
const inpCount = 'shop_web_vitals_seconds_count{metric="INP",route="category"}';
const clsCount = 'shop_web_vitals_cls_count{route="category"}';
const clsSum = 'shop_web_vitals_cls_sum{route="category"}';

const valid = JSON.stringify({
  route: 'category',
  metrics: [
    { name: 'LCP', value: 3100 },
    { name: 'CLS', value: 0.25 },
  ],
});

describe('the field data endpoint', () => {
  it('keeps a valid beacon in the histograms, by metric and route template', async () => {
    const before = await Promise.all([lcpCount, lcpFast, clsCount, clsSum, inpCount].map(value));
    expect((await send(valid, '203.0.113.10')).status).toBe(204);
    const after = await Promise.all([lcpCount, lcpFast, clsCount, clsSum, inpCount].map(value));
    expect(after[0]).toBe(before[0]! + 1);
    // 3.1 s is past the 2.5 s bucket.
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]! + 1);
    expect(after[3]).toBeCloseTo(before[3]! + 0.25);
    expect(after[4]).toBe(before[4]);
  });

  it('keeps nothing of a bad or oversized beacon', async () => {
    const before = await value(lcpCount);
    const unknown = JSON.stringify({ route: '/p/secret', metrics: [{ name: 'LCP', value: 1 }] });
    expect((await send(unknown, '203.0.113.11')).status).toBe(400);
    const partly = JSON.stringify({
      route: 'category',
      metrics: [
        { name: 'LCP', value: 1000 },
        { name: 'FID', value: 3 },
      ],
    });
    expect((await send(partly, '203.0.113.11')).status).toBe(400);
    expect((await send(valid.padEnd(4096, ' '), '203.0.113.11')).status).toBe(413);
    expect(await value(lcpCount)).toBe(before);
    expect(await metrics.metricsText().then(({ body }) => body)).not.toContain('/p/secret');
  });

  it('refuses an address past its limit with 429, keeping nothing, and other addresses still count', async () => {
    for (let sent = 0; sent < 6; sent += 1) expect((await send('{}', '203.0.113.12')).status).toBe(400);
    const before = await value(lcpCount);
    const refused = await send(valid, '203.0.113.12');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await value(lcpCount)).toBe(before);
    expect((await send(valid, '203.0.113.13')).status).toBe(204);
    expect(await value(lcpCount)).toBe(before + 1);
  });
});
