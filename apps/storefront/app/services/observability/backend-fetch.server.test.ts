import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendCall, backendFetch, onBackendCall } from './backend-fetch.server';
import { runInRequestContext } from './request-context.server';

let server: Server;
let base: string;
let seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    if (request.url === '/never') return;
    response.writeHead(request.url === '/fail' ? 502 : 200).end('{}');
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
