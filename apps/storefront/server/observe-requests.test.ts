import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/services/observability/logger.server';
import { metricsText, recordRequest } from '../app/services/observability/metrics.server';
import { currentRequestId, runInRequestContext } from '../app/services/observability/request-context.server';
import { nameRoute, observeRequests } from './observe-requests';

const lines: Record<string, unknown>[] = [];
let server: Server;
let origin: string;
/** Whether the test server trusts the connection (the tests connect from 127.0.0.1). */
let trusted = true;

beforeAll(async () => {
  const logger = createLogger({
    level: 'info',
    destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  const app = express();
  app.use(
    observeRequests({
      logger,
      operations: { runInRequestContext, recordRequest },
      countRequests: true,
      trustsPeer: (address) => trusted && address === '127.0.0.1',
    }),
  );
  app.get('/healthz', nameRoute('healthz'), (_request, response) => response.end('ok'));
  app.get('/static.txt', nameRoute('static'), (_request, response) => response.end('file'));
  // What the app sees: the id of its context, after an await, and the header React Router reads.
  app.post('/account/login', async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    response.status(403).json({ context: currentRequestId(), header: request.get('x-request-id') });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

/** The request log line of the request with this id. */
async function lineOf(requestId: string) {
  await expect.poll(() => lines.some((line) => line.requestId === requestId)).toBe(true);
  return lines.find((line) => line.requestId === requestId)!;
}

describe('request ids', () => {
  it('keeps a well-formed id the request came with, in the answer and wherever the request goes', async () => {
    const response = await fetch(`${origin}/account/login`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'lb-7f3a.1:abc_DEF' },
    });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.1:abc_DEF');
    expect(await response.json()).toEqual({ context: 'lb-7f3a.1:abc_DEF', header: 'lb-7f3a.1:abc_DEF' });
  });

  it('gives a new id when the connection is not a trusted proxy, however well-formed the one it sent', async () => {
    trusted = false;
    try {
      const response = await fetch(`${origin}/account/login`, {
        method: 'POST',
        headers: { 'X-Request-Id': 'lb-7f3a.1:abc_DEF' },
      });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await response.json()).toEqual({ context: id, header: id });
    } finally {
      trusted = true;
    }
  });

  for (const [what, sent] of [
    ['none', undefined],
    ['too long', 'a'.repeat(129)],
    ['with other characters', 'id"}{"level":"fatal'],
    ['with spaces', 'two words'],
  ] as const) {
    it(`gives a new id when the request sent ${what}`, async () => {
      const response = await fetch(`${origin}/account/login`, {
        method: 'POST',
        headers: sent === undefined ? {} : { 'X-Request-Id': sent },
      });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await response.json()).toEqual({ context: id, header: id });
    });
  }
});

describe('the request log', () => {
  it('writes one line per request: id, method, route, path without its query, status, duration', async () => {
    const response = await fetch(`${origin}/account/login?token=secret-token&email=a%40b.c`, {
      method: 'POST',
      headers: { Cookie: 'session=cookie-value', Authorization: 'Bearer auth-value' },
      body: JSON.stringify({ login: 'a@b.c', password: 'pass-value' }),
    });
    const id = response.headers.get('x-request-id')!;
    const line = await lineOf(id);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: id,
      method: 'POST',
      route: 'unmatched',
      path: '/account/login',
      status: 403,
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(typeof line.time).toBe('string');
    const text = JSON.stringify(lines.filter((l) => l.requestId === id));
    for (const secret of ['secret-token', 'a%40b.c', 'a@b.c', 'cookie-value', 'auth-value', 'pass-value']) {
      expect(text).not.toContain(secret);
    }
  });

  it('names the server’s own answers, and logs probes at debug level only', async () => {
    const file = await fetch(`${origin}/static.txt`);
    expect(await lineOf(file.headers.get('x-request-id')!)).toMatchObject({ route: 'static' });
    const probe = await fetch(`${origin}/healthz`);
    const probeId = probe.headers.get('x-request-id')!;
    await probe.text();
    const next = await fetch(`${origin}/static.txt`);
    await lineOf(next.headers.get('x-request-id')!);
    expect(lines.some((line) => line.requestId === probeId)).toBe(false);
  });

  it('counts requests by route, method and status class', async () => {
    await fetch(`${origin}/static.txt?ref=abc`);
    await fetch(`${origin}/account/login`, { method: 'POST' });
    await expect
      .poll(async () => (await metricsText()).body)
      .toMatch(/shop_http_requests_total\{route="unmatched",method="POST",status_class="4xx"\} \d+/);
    const { body } = await metricsText();
    expect(body).toMatch(/shop_http_requests_total\{route="static",method="GET",status_class="2xx"\} \d+/);
    expect(body).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0.005",route="static",method="GET"\}/,
    );
    expect(body).not.toContain('ref=abc');
    expect(body).not.toContain('/account/login');
  });
});
