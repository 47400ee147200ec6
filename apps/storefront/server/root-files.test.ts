import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootFiles } from './root-files';

let dir: string;
let server: Server;

async function get(pathname: string) {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'root-files-'));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(dir, 'fonts'));
  writeFileSync(path.join(dir, 'fonts', 'a b.woff2'), 'font');
  const app = express();
  app.use(rootFiles(dir, express.static(dir)));
  app.use((request, response) => response.status(200).send(`page ${request.path}`));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the files at the root of the client build', () => {
  it('are served, in folders too', async () => {
    expect(await get('/favicon.svg')).toEqual({ status: 200, body: '<svg/>' });
    expect(await get('/fonts/a%20b.woff2')).toEqual({ status: 200, body: 'font' });
  });

  it('leave every other address to the pages, broken escapes included', async () => {
    expect(await get('/en/true-lavender')).toEqual({ status: 200, body: 'page /en/true-lavender' });
    expect(await get('/fonts%')).toEqual({ status: 200, body: 'page /fonts%' });
  });

  it('are listed once, when the server starts: a file added later is not looked for', async () => {
    writeFileSync(path.join(dir, 'robots.txt'), 'late');
    expect(await get('/robots.txt')).toEqual({ status: 200, body: 'page /robots.txt' });
  });
});
