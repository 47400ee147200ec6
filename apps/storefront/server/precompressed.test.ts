import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressed';

let dir: string;
let server: Server;

/** One raw request: Node's fetch would decode the body, hiding which copy was sent. */
function request(file: string, acceptEncoding?: string, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = get(
        {
          port,
          host: '127.0.0.1',
          path: `/assets/${file}`,
          method,
          headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        },
        (response) => {
          let body = '';
          response.setEncoding('latin1');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body }),
          );
        },
      );
      req.on('error', reject);
    },
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  writeFileSync(path.join(dir, 'app-1.js'), 'plain');
  writeFileSync(path.join(dir, 'app-1.js.br'), 'brotli');
  writeFileSync(path.join(dir, 'app-1.js.gz'), 'gzip');
  writeFileSync(path.join(dir, 'only-gzip.css'), 'plain css');
  writeFileSync(path.join(dir, 'only-gzip.css.gz'), 'gzip css');
  writeFileSync(path.join(dir, 'small.js'), 'small');
  const app = express();
  app.use('/assets', precompressedAssets(dir, 60));
  app.use('/assets', express.static(dir));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('sends the Brotli copy to a browser that takes it, with the type of the original file', async () => {
    const response = await request('app-1.js', 'gzip, deflate, br, zstd');
    expect(response.body).toBe('brotli');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=60, immutable');
  });

  it('sends the gzip copy when Brotli is not taken or not there', async () => {
    expect((await request('app-1.js', 'gzip')).body).toBe('gzip');
    expect((await request('app-1.js', 'br;q=0, gzip')).body).toBe('gzip');
    const css = await request('only-gzip.css', 'br, gzip');
    expect(css.body).toBe('gzip css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('leaves the plain file to the next handler otherwise', async () => {
    const plain = await request('app-1.js');
    expect(plain.body).toBe('plain');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');
    expect((await request('app-1.js', 'identity')).body).toBe('plain');
    expect((await request('small.js', 'br, gzip')).body).toBe('small');
  });

  it('never serves a file outside the folder or one that is not there', async () => {
    expect((await request('..%2Fetc%2Fpasswd', 'gzip')).status).toBe(404);
    expect((await request('missing.js', 'gzip')).status).toBe(404);
    expect((await request('%E0%A4%A', 'gzip')).status).toBeLessThan(500);
  });
});
