import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes, type Lifecycle } from './health';
import { createReadiness, type ProbeTarget } from './readiness';

/** A backend on 127.0.0.1 that answers `status`, or never answers; it counts the calls it gets. */
async function backend(status: number | 'never') {
  let calls = 0;
  const server = createServer((_request, response) => {
    calls += 1;
    if (status !== 'never') response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { server, url, calls: () => calls };
}

let up: Awaited<ReturnType<typeof backend>>;
let failing: Awaited<ReturnType<typeof backend>>;
let silent: Awaited<ReturnType<typeof backend>>;
/** A port nothing listens on: a server started and closed. */
let closedUrl: URL;

beforeAll(async () => {
  [up, failing, silent] = await Promise.all([backend(404), backend(503), backend('never')]);
  const closed = await backend(200);
  closedUrl = closed.url;
  await new Promise((resolve) => closed.server.close(resolve));
});

afterAll(() => {
  for (const { server } of [up, failing, silent]) {
    server.closeAllConnections();
    server.close();
  }
});

describe('readiness probes', () => {
  it('say which backend answers, fails, is too slow, cannot be reached or is not configured', async () => {
    const readiness = createReadiness({
      targets: [
        { name: 'erp', url: up.url },
        { name: 'search', url: failing.url },
        { name: 'cms', url: silent.url },
        { name: 'other', url: closedUrl },
        { name: 'optional', url: undefined },
      ],
      timeoutMs: 200,
    });
    expect(await readiness.check()).toEqual({
      erp: 'up',
      search: 'answered 503',
      cms: 'timeout',
      other: 'unreachable',
      optional: 'not configured',
    });
  });

  it('probe each backend once per period, however many ask', async () => {
    let time = 0;
    const before = up.calls();
    const readiness = createReadiness({
      targets: [{ name: 'erp', url: up.url }],
      timeoutMs: 500,
      keepMs: 2_000,
      now: () => time,
    });
    await Promise.all([readiness.check(), readiness.check(), readiness.check()]);
    time += 1_999;
    await readiness.check();
    expect(up.calls() - before).toBe(1);
    time += 1;
    await readiness.check();
    expect(up.calls() - before).toBe(2);
  });
});

describe('/healthz, /readyz and /healthz/backends', () => {
  let server: Server;
  let origin: string;
  const lifecycle: Lifecycle = { shuttingDown: false };
  let targets: ProbeTarget[] = [];

  beforeAll(async () => {
    const app = express();
    // Each request reads the targets of the test that runs it, without any cache between tests.
    app.use((request, response, next) =>
      healthRoutes(createReadiness({ targets, timeoutMs: 200 }), lifecycle)(request, response, next),
    );
    app.use((_request, response) => response.status(418).end());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => server.close());

  it('/healthz says the process answers, never cached', async () => {
    targets = [{ name: 'erp', url: closedUrl }];
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 while the node can serve, whatever the backends', async () => {
    targets = ['erp', 'search', 'cms'].map((name) => ({ name, url: closedUrl }));
    const response = await fetch(`${origin}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      failed: [],
      checks: { config: 'ok', shutdown: 'ok' },
    });
  });

  it('/healthz/backends says every backend answers, or one is not configured', async () => {
    targets = [
      { name: 'erp', url: up.url },
      { name: 'search', url: up.url },
      { name: 'cms', url: undefined },
    ];
    const response = await fetch(`${origin}/healthz/backends`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      down: [],
      backends: { erp: 'up', search: 'up', cms: 'not configured' },
    });
  });

  for (const down of ['erp', 'search', 'cms']) {
    it(`/healthz/backends names the ${down} when it is down, still 200, and /readyz stays 200`, async () => {
      targets = ['erp', 'search', 'cms'].map((name) => ({
        name,
        url: name === down ? closedUrl : up.url,
      }));
      const response = await fetch(`${origin}/healthz/backends`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        status: string;
        down: string[];
        backends: Record<string, string>;
      };
      expect(body).toMatchObject({ status: 'degraded', down: [down] });
      expect(body.backends[down]).toBe('unreachable');
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    });
  }

  it('/readyz is 503 as soon as the server shuts down, while /healthz stays 200', async () => {
    targets = [{ name: 'erp', url: up.url }];
    lifecycle.shuttingDown = true;
    try {
      const response = await fetch(`${origin}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ failed: ['shutdown'] });
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    } finally {
      lifecycle.shuttingDown = false;
    }
  });
});
