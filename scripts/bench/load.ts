// One closed-loop HTTP load run with autocannon. Latencies are taken from each response's own time,
// not from autocannon's histogram, whose 1 ms resolution reads every sub-millisecond answer as 0.
import autocannon, { type Request } from 'autocannon';

/** What a phone's Chrome sends: a person's user agent gets the streamed shell, not the crawler path. */
export const BROWSER_HEADERS: Record<string, string> = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en',
};

/**
 * The same, taking compressed answers as that Chrome does. The other rows ask for none (the baseline's
 * bytes); these show what the compression of each answer adds (render.ts).
 */
export const COMPRESSING_BROWSER_HEADERS: Record<string, string> = {
  ...BROWSER_HEADERS,
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The value at quantile `q` (0..1) of an ascending array, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The median of the measured values (null and undefined left out); null when there is none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values
    .filter((value): value is number => value !== null && value !== undefined)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSec?: number;
  amount?: number;
  headers?: Record<string, string>;
  nextPath?: () => string;
}

/** One run's summary; the sections add what they measured beside it (CPU, memory, a ratio). */
export interface LoadResult {
  url: string;
  connections: number;
  durationSec: number;
  requests: number;
  sent: number;
  reqPerSec: number;
  firstSecondRequests: number;
  latencyMs: Record<'p50' | 'p90' | 'p95' | 'p99' | 'max', number | null> & { mean: number };
  bytesPerResponse: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

function round(value: number, digits?: number): number;
function round(value: number | null, digits?: number): number | null;
function round(value: number | null, digits = 1) {
  return value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
}

/**
 * Loads `url` with `connections` keep-alive connections for `durationSec` seconds, or for `amount`
 * requests, and summarises it. With `nextPath`, each request asks for the path it returns instead (a
 * different address each time).
 */
export function runLoad({
  url,
  connections,
  durationSec,
  amount,
  headers = BROWSER_HEADERS,
  nextPath,
}: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const completedAt: number[] = [];
    let started = 0;
    const requests = nextPath
      ? [{ setupRequest: (request: Request) => ({ ...request, path: nextPath() }) }]
      : undefined;
    const instance = autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration: durationSec }),
        headers,
        timeout: 10,
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const seconds = result.duration || durationSec || 0;
        resolve({
          url,
          connections,
          durationSec: seconds,
          requests: result.requests.total,
          // Sent includes the requests still unanswered when the run stopped.
          sent: result.requests.sent,
          // Completed requests over the run's length: the figure the targets are written in.
          reqPerSec: round(result.requests.total / seconds),
          // The first second of a run is where a fresh server's empty caches show.
          firstSecondRequests: completedAt.filter((at) => at <= 1000).length,
          latencyMs: {
            p50: round(quantile(latencies, 0.5), 2),
            p90: round(quantile(latencies, 0.9), 2),
            p95: round(quantile(latencies, 0.95), 2),
            p99: round(quantile(latencies, 0.99), 2),
            max: round(latencies.at(-1) ?? null, 2),
            mean: round(latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1), 2),
          },
          bytesPerResponse: result.requests.total
            ? Math.round(result.throughput.total / result.requests.total)
            : 0,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('start', () => {
      started = performance.now();
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      completedAt.push(performance.now() - started);
    });
  });
}

/**
 * Waits until `url` answers, i.e. the server has worked off the requests still queued when the load
 * generator stopped (it stops sending, but a busy server keeps rendering what it received), so that
 * one run's leftovers are not measured in the next.
 */
export async function drain(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} still did not answer ${timeoutMs / 1000} s after a load run`);
}
