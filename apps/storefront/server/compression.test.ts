import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_WINDOW_BITS, responseCompression } from './compression';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Lavande vraie, 5 ml : 5,90 €</p>'.repeat(3_000)}</body></html>`;
let server: Server;

/** One raw request: Node's fetch would decode the body, hiding how it was sent. */
function request(acceptEncoding: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ encoding: unknown; body: Buffer }>((resolve, reject) => {
    get(
      { port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      },
    ).on('error', reject);
  });
}

beforeAll(async () => {
  const app = express();
  app.use(responseCompression());
  // Written in pieces and flushed, as React Router streams a page.
  app.get('/', (_request, response) => {
    response.type('html');
    const flushable = response as unknown as { flush(): void };
    for (let at = 0; at < PAGE.length; at += 20_000) {
      response.write(PAGE.slice(at, at + 20_000));
      flushable.flush();
    }
    response.end();
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
});

afterAll(() => {
  server.close();
});

describe('answers compressed', () => {
  it('in Brotli with a 256 KB window, not the 4 MB default', async () => {
    const { encoding, body } = await request('gzip, deflate, br, zstd');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    // The stream's first bits give its window (RFC 7932, 9.1): 1, then WBITS - 17 on three bits.
    expect(body[0]! & 1).toBe(1);
    expect(((body[0]! >> 1) & 7) + 17).toBe(BROTLI_WINDOW_BITS);
    expect(BROTLI_WINDOW_BITS).toBeLessThanOrEqual(18);
  });

  it('in gzip for a browser that takes no Brotli', async () => {
    const { encoding, body } = await request('gzip');
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(PAGE);
  });
});
