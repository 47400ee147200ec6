import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KeptAnswer } from '../app/services/cache/page-cache.server.ts';
import { responseCompression } from './compression.ts';
import { keptPages } from './kept-pages.ts';

// The address is the request's own: no public address configured.
vi.mock('../app/config/server-config.server.ts', () => ({ getServerConfig: () => ({}) }));

const PAGE = `<!DOCTYPE html><html><body>${'<p>Lavande vraie, 5 ml : 5,90 €</p>'.repeat(2_000)}</body></html>`;
let server: Server;

/** A kept page as the page cache gives it: in chunks, with its length and headers. */
function keptPage(url: string): KeptAnswer | undefined {
  if (!url.endsWith('/fr/lavande-vraie')) return undefined;
  const bytes = new TextEncoder().encode(PAGE);
  const chunks = [bytes.slice(0, 10_000), bytes.slice(10_000)];
  return {
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['x-page-cache', 'hit'],
    ],
    chunks,
    length: bytes.length,
  };
}

/** One raw request: Node's fetch would decode the body, hiding how it was sent. */
function request(path: string, acceptEncoding?: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(
        {
          port,
          host: '127.0.0.1',
          path,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      ).on('error', reject);
    },
  );
}

beforeAll(async () => {
  const app = express();
  app.use(responseCompression());
  app.use(keptPages({ entry: { module: { keptPage } } } as unknown as ServerBuild));
  app.use((_request, response) => response.status(404).send('rendered by React Router'));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
});

afterAll(() => {
  server.close();
});

describe('a kept page', () => {
  it('goes out compressed as any answer does, whole, without the length of its plain bytes', async () => {
    const { headers, body } = await request('/fr/lavande-vraie', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['x-page-cache']).toBe('hit');
    expect(headers['content-length']).not.toBe(String(PAGE.length));
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it('goes out as it is kept to a client that takes no compression, with its length', async () => {
    const { headers, body } = await request('/fr/lavande-vraie');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(body.toString()).toBe(PAGE);
  });

  it('leaves any other address to React Router', async () => {
    const { status, body } = await request('/fr/autre-page', 'br');
    expect(status).toBe(404);
    expect(body.toString()).toBe('rendered by React Router');
  });
});
