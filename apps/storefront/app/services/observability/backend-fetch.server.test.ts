import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendCall, backendFetch, backendJson, onBackendCall } from './backend-fetch.server';
import { runInRequestContext } from './request-context.server';

let server: Server;
let base: string;
let seen: IncomingHttpHeaders[] = [];
let bodies: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      if (request.url === '/never') return;
      if (request.url === '/text') return response.writeHead(200).end('not json');
      response
        .writeHead(request.url === '/fail' ? 502 : 200)
        .end(JSON.stringify({ method: request.method, url: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('backend calls', () => {
  it('send the id of the request being answered, and the caller’s own headers', async () => {
    seen = [];
    await runInRequestContext({ requestId: 'req-42' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      await backendFetch('erp', new URL(`${base}/ok`), { headers: { Accept: 'application/json' } });
    });
    expect(seen[0]!['x-request-id']).toBe('req-42');
    expect(seen[0]!.accept).toBe('application/json');
  });

  it('send no id outside a request (a background refresh started by none)', async () => {
    seen = [];
    await backendFetch('cms', new URL(`${base}/ok`), {});
    expect(seen[0]!['x-request-id']).toBeUndefined();
  });

  it('report each call’s system, outcome and duration, errors included', async () => {
    const calls: BackendCall[] = [];
    const stop = onBackendCall((call) => calls.push(call));
    await backendFetch('search', new URL(`${base}/ok`), {});
    await backendFetch('erp', new URL(`${base}/fail`), {});
    await expect(
      backendFetch('cms', new URL(`${base}/never`), { signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = new URL(`http://127.0.0.1:${(closed.address() as AddressInfo).port}/`);
    await new Promise((resolve) => closed.close(resolve));
    await expect(backendFetch('erp', closedUrl, {})).rejects.toThrow();
    stop();
    await backendFetch('search', new URL(`${base}/ok`), {});
    expect(calls.map(({ system, outcome }) => [system, outcome])).toEqual([
      ['search', '2xx'],
      ['erp', '5xx'],
      ['cms', 'timeout'],
      ['erp', 'unreachable'],
    ]);
    for (const { seconds } of calls) expect(seconds).toBeGreaterThanOrEqual(0);
  });
});

describe('backend calls read as JSON', () => {
  it('send the method, body, caller’s headers and the id of the request being answered', async () => {
    seen = [];
    bodies = [];
    const answer = await runInRequestContext({ requestId: 'req-7' }, () =>
      backendJson('search', new URL(`${base}/index/_search`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"size":1}',
        timeoutMs: 1_000,
      }),
    );
    expect(answer).toEqual({ status: 200, json: { method: 'POST', url: '/index/_search' } });
    expect(seen[0]!['x-request-id']).toBe('req-7');
    expect(seen[0]!['content-type']).toBe('application/json');
    expect(bodies[0]).toBe('{"size":1}');
  });

  it('send no id outside a request, and GET by default', async () => {
    seen = [];
    const answer = await backendJson('cms', new URL(`${base}/api/pages`), { timeoutMs: 1_000 });
    expect(answer.json).toEqual({ method: 'GET', url: '/api/pages' });
    expect(seen[0]!['x-request-id']).toBeUndefined();
  });

  it('give an error answer’s status, and no JSON for a body that is not', async () => {
    expect((await backendJson('erp', new URL(`${base}/fail`), { timeoutMs: 1_000 })).status).toBe(502);
    expect(await backendJson('cms', new URL(`${base}/text`), { timeoutMs: 1_000 })).toEqual({
      status: 200,
      json: undefined,
    });
  });

  it('report each call’s system and outcome, and throw on a timeout as fetch does', async () => {
    const calls: BackendCall[] = [];
    const stop = onBackendCall((call) => calls.push(call));
    await backendJson('search', new URL(`${base}/ok`), { timeoutMs: 1_000 });
    await backendJson('erp', new URL(`${base}/fail`), { timeoutMs: 1_000 });
    await expect(backendJson('cms', new URL(`${base}/never`), { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = new URL(`http://127.0.0.1:${(closed.address() as AddressInfo).port}/`);
    await new Promise((resolve) => closed.close(resolve));
    await expect(backendJson('search', closedUrl, { timeoutMs: 1_000 })).rejects.toThrow();
    stop();
    expect(calls.map(({ system, outcome }) => [system, outcome])).toEqual([
      ['search', '2xx'],
      ['erp', '5xx'],
      ['cms', 'timeout'],
      ['search', 'unreachable'],
    ]);
  });
});
