import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedCall = { path: string; headers: http.IncomingHttpHeaders; body: string; receivedAt: string };

/**
 * A stand-in for the storefront's cache-invalidation endpoint: it records every POST with its
 * raw body, and lists them at GET /received so that test files (other processes) can read them.
 */
export const startReceiver = async (): Promise<{ url: string; close: () => Promise<void> }> => {
  const calls: ReceivedCall[] = [];
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(calls));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: new Date().toISOString() });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
