import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCacheOutcome, registerCacheSize } from '../cache/cache-events';
import { backendFetch } from './backend-fetch.server';
import { collectMetrics, metricsText } from './metrics.server';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => response.writeHead(request.url === '/fail' ? 503 : 200).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  collectMetrics();
});

afterAll(() => server.close());

/** The value of one series in the exposition text, 0 when it is not there yet. */
async function value(series: string): Promise<number> {
  const line = (await metricsText()).body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  it('count cache reads by cache and outcome, and say each cache’s size', async () => {
    const before = await value('shop_cache_requests_total{cache="catalog",outcome="hit"}');
    countCacheOutcome('catalog', 'hit');
    countCacheOutcome('catalog', 'hit');
    countCacheOutcome('catalog', 'stale');
    registerCacheSize('page', () => ({ bytes: 2048, entries: 3 }));
    expect(await value('shop_cache_requests_total{cache="catalog",outcome="hit"}')).toBe(before + 2);
    expect(await value('shop_cache_requests_total{cache="catalog",outcome="stale"}')).toBeGreaterThan(0);
    expect(await value('shop_cache_size_bytes{cache="page"}')).toBe(2048);
    expect(await value('shop_cache_entries{cache="page"}')).toBe(3);
  });

  it('count backend calls by system and outcome, their errors and their latency', async () => {
    const ok = 'shop_backend_requests_total{system="erp",outcome="2xx"}';
    const failed = 'shop_backend_requests_total{system="erp",outcome="5xx"}';
    const errors = 'shop_backend_errors_total{system="erp",reason="5xx"}';
    const timed = 'shop_backend_request_duration_seconds_count{system="erp"}';
    const before = await Promise.all([ok, failed, errors, timed].map(value));
    await backendFetch('erp', new URL(`${base}/ok`), {});
    await backendFetch('erp', new URL(`${base}/fail`), {});
    const after = await Promise.all([ok, failed, errors, timed].map(value));
    expect(after.map((v, i) => v - before[i]!)).toEqual([1, 1, 1, 2]);
    expect((await metricsText()).body).toMatch(
      /shop_backend_request_duration_seconds_bucket\{le="0.1",system="erp"\} \d+/,
    );
  });

  it('include Node’s own: event-loop lag, heap and resident memory', async () => {
    const { body, contentType } = await metricsText();
    expect(contentType).toMatch(/^text\/plain/);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(body).toContain(`# TYPE ${name} gauge`);
    }
  });
});
