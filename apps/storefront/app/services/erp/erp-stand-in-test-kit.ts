import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
interface SeenCall {
  method: string;
  path: string;
  contentType: string;
  cookie: string;
  body: string;
}

/** How the stand-in answers a call: a status and a JSON body (none for 204). */
interface StandInAnswer {
  status: number;
  body?: unknown;
}

export interface ErpStandIn {
  url: URL;
  calls: SeenCall[];
  /** Sets how the next calls are answered, by `METHOD path`; anything else is a 404 as FastAPI gives. */
  answer(routes: Record<string, StandInAnswer>): void;
  stop(): Promise<void>;
}

/** An HTTP server standing in for the ERP, for the storefront's server-side ERP calls. */
export async function startErpStandIn(): Promise<ErpStandIn> {
  let routes: Record<string, StandInAnswer> = {};
  const calls: SeenCall[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').replace(/^\/api\//, '');
      calls.push({
        method: request.method ?? '',
        path,
        contentType: request.headers['content-type'] ?? '',
        cookie: request.headers.cookie ?? '',
        body: Buffer.concat(chunks).toString(),
      });
      const { status, body } = routes[`${request.method} ${path}`] ?? {
        status: 404,
        body: { detail: 'Not Found' },
      };
      response.statusCode = status;
      if (body !== undefined) response.setHeader('Content-Type', 'application/json');
      response.end(body === undefined ? undefined : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`),
    calls,
    answer(next) {
      routes = next;
      calls.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
