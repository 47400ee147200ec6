import { collectDefaultMetrics, Counter, Gauge, Histogram, type Metric, register } from 'prom-client';
import { type FieldBeacon, histogramValue } from '~/domain/field-data';
import { cacheSizes, onCacheOutcome } from '../cache/cache-events';
import { onBackendCall } from './backend-fetch.server';

/**
 * The storefront's Prometheus metrics, on prom-client's default registry. Every label value comes from
 * a short fixed list or from the route table (never a raw path, a query or anything a visitor typed),
 * so that the number of series stays bounded.
 */

/** A metric registered once per registry, however often this module is evaluated (tests). */
function metric<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const httpRequests = () =>
  metric(
    'shop_http_requests_total',
    () =>
      new Counter({
        name: 'shop_http_requests_total',
        help: 'Requests answered, by route pattern (or the server answer that took them), method and status class.',
        labelNames: ['route', 'method', 'status_class'],
      }),
  );
const httpDuration = () =>
  metric(
    'shop_http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'shop_http_request_duration_seconds',
        help: 'Time from a request to the end of its answer, by route pattern and method.',
        labelNames: ['route', 'method'],
        buckets: LATENCY_BUCKETS,
      }),
  );

interface AnsweredRequest {
  route: string;
  method: string;
  status: number;
  seconds: number;
}

/** Counts one answered request (the HTTP server calls this when the answer is sent or cut). */
export function recordRequest({ route, method, status, seconds }: AnsweredRequest): void {
  const knownMethod = METHODS.has(method) ? method : 'other';
  httpRequests().inc({ route, method: knownMethod, status_class: `${Math.floor(status / 100)}xx` });
  httpDuration().observe({ route, method: knownMethod }, seconds);
}

let collecting = false;

/** Bounds around web.dev's "good" and "poor" thresholds of each timing (INP 0.2/0.5 s, LCP 2.5/4 s…). */
const FIELD_TIMING_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20];
/** Bounds around CLS's thresholds (0.1 good, 0.25 poor). */
const FIELD_CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

const fieldTimings = () =>
  metric(
    'shop_web_vitals_seconds',
    () =>
      new Histogram({
        name: 'shop_web_vitals_seconds',
        help: 'Core Web Vitals timings visitors who consented measured (LCP, INP, FCP, TTFB), by metric and route template.',
        labelNames: ['metric', 'route'],
        buckets: FIELD_TIMING_BUCKETS,
      }),
  );
const fieldShifts = () =>
  metric(
    'shop_web_vitals_cls',
    () =>
      new Histogram({
        name: 'shop_web_vitals_cls',
        help: 'Cumulative layout shift visitors who consented measured, by route template.',
        labelNames: ['route'],
        buckets: FIELD_CLS_BUCKETS,
      }),
  );

/** Keeps a validated beacon's values (routes/api/field-data.ts); nothing when metrics are off. */
export function recordFieldData({ route, metrics }: FieldBeacon): void {
  if (!collecting) return;
  for (const value of metrics) {
    if (value.name === 'CLS') fieldShifts().observe({ route }, histogramValue(value));
    else fieldTimings().observe({ metric: value.name, route }, histogramValue(value));
  }
}

/**
 * Starts counting what the caches and the backend calls report, and Node's own metrics (event-loop
 * lag, heap, resident memory, garbage collection). Called once by the HTTP server when metrics are on.
 */
export function collectMetrics(): void {
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics();
  const cacheReads = metric(
    'shop_cache_requests_total',
    () =>
      new Counter({
        name: 'shop_cache_requests_total',
        help: 'Cache reads by cache and outcome: hit, miss, stale (served while refreshing), error (a failed load).',
        labelNames: ['cache', 'outcome'],
      }),
  );
  onCacheOutcome((cache, outcome) => cacheReads.inc({ cache, outcome }));
  metric(
    'shop_cache_size_bytes',
    () =>
      new Gauge({
        name: 'shop_cache_size_bytes',
        help: 'Bytes each cache that knows its size holds.',
        labelNames: ['cache'],
        collect() {
          for (const { cache, bytes } of cacheSizes()) this.set({ cache }, bytes);
        },
      }),
  );
  metric(
    'shop_cache_entries',
    () =>
      new Gauge({
        name: 'shop_cache_entries',
        help: 'Entries each cache that knows its size holds.',
        labelNames: ['cache'],
        collect() {
          for (const { cache, entries } of cacheSizes()) this.set({ cache }, entries);
        },
      }),
  );
  const backendCalls = metric(
    'shop_backend_requests_total',
    () =>
      new Counter({
        name: 'shop_backend_requests_total',
        help: 'Calls to the ERP, the search engine and the CMS, by system and outcome (status class, timeout, unreachable).',
        labelNames: ['system', 'outcome'],
      }),
  );
  const backendErrors = metric(
    'shop_backend_errors_total',
    () =>
      new Counter({
        name: 'shop_backend_errors_total',
        help: 'Backend calls that failed: a 5xx answer, a timeout, or no connection.',
        labelNames: ['system', 'reason'],
      }),
  );
  const backendDuration = metric(
    'shop_backend_request_duration_seconds',
    () =>
      new Histogram({
        name: 'shop_backend_request_duration_seconds',
        help: 'Time from a backend call to its answer headers, by system.',
        labelNames: ['system'],
        buckets: LATENCY_BUCKETS,
      }),
  );
  onBackendCall(({ system, outcome, seconds }) => {
    backendCalls.inc({ system, outcome });
    backendDuration.observe({ system }, seconds);
    if (outcome === '5xx' || outcome === 'timeout' || outcome === 'unreachable') {
      backendErrors.inc({ system, reason: outcome });
    }
  });
}

/** The exposition text for Prometheus, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
