// Starting and stopping the shop's processes, shared by `npm start`, `npm run dev` and the browser tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port that is free on 127.0.0.1 right now. */
/**
 * How the production storefront server is started. The server's garbage is short-lived (requests,
 * rendered pages), and 16 MB semi-spaces let most of a page's objects die before they are copied: 2 MB
 * ones copied them twice and promoted many (the collector took a fifth of a render's CPU), 8 MB ones
 * still promoted the pages in flight at each scavenge (a rendered page cost 10-15 % more CPU;
 * docs/benchmark.md#why-the-server-runs-with-its-flags). The memory that costs is paid back by glibc: with one
 * malloc arena per thread (V8's compiler and collector threads, libuv's pool) the process kept some 25 MB
 * of freed arena pages; two arenas keep the resident set where it was. Its old generation is capped: what
 * it keeps for good is bounded in bytes (the caches) and in number (pages rendered at once), so the cap
 * only makes V8 collect before the heap grows past it, instead of letting garbage take 400 MB under load
 * (docs/fleet.md). Young collections run on the main thread alone: V8's helper threads would take the
 * cores the process's own requests, its sibling nodes and the backends need, and the shared work cost
 * a rendered page 2-3.5 % more CPU with no better latency. apps/storefront's `npm start` and the Dockerfile use the same flags and environment.
 */
export const STOREFRONT_NODE_FLAGS: string[] = [
  '--max-semi-space-size=16',
  '--no-parallel-scavenge',
  '--max-old-space-size=224',
];
export const STOREFRONT_PROCESS_ENV: Record<string, string> = { MALLOC_ARENA_MAX: '2' };
export const STOREFRONT_SERVER: { command: string; args: string[]; processEnv: Record<string, string> } = {
  command: process.execPath,
  args: [...STOREFRONT_NODE_FLAGS, 'apps/storefront/server/main.ts'],
  processEnv: STOREFRONT_PROCESS_ENV,
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForUrl(
  url: string,
  { timeoutMs = 60_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface StartedService {
  name: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

/**
 * Starts a long-running process with its output prefixed by its name (or kept quiet), and resolves once
 * `readyUrl` answers. `processEnv` is what the program itself needs in its environment (a server's
 * description carries it), `env` what this run gives it; `env` wins.
 */
/** Stops a child process: TERM, then KILL if it still runs 5 s later; at once if it has ended. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * For a script that runs `services` until it is stopped: Ctrl+C or TERM stops them all; returns the
 * function that stops them all and exits with a code.
 */
export function stopAllOnSignals(services: readonly StartedService[]): (code: number) => Promise<void> {
  const stopAll = async (code: number) => {
    await Promise.all(services.map((service) => service.stop()));
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  return stopAll;
}

export async function startService({
  name,
  command,
  args,
  cwd = repoRoot,
  env = {},
  processEnv = {},
  readyUrl,
  quiet = false,
  timeoutMs,
}: {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  processEnv?: Record<string, string>;
  readyUrl?: string;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<StartedService> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...processEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const relay = (stream: Readable, target: Writable) => {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (output.length > 200) output.shift();
        if (!quiet) target.write(`[${name}] ${line}\n`);
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  try {
    if (readyUrl) await waitForUrl(readyUrl, { timeoutMs, child });
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${name} did not start: ${(error as Error).message}\n${output.slice(-30).join('\n')}`, {
      cause: error,
    });
  }
  return {
    name,
    child,
    output,
    stop: () => stopChild(child),
  };
}

/**
 * Starts the demo backend (ERP, search, OpenID) on `port`, its data in `dataDir` when given; `env` adds
 * settings of its own (see the README's table). Its ERP has the shop's deployment extension
 * (DEMO_ERP_EXTENSION, apps/demo-backend/docs/erp.md) unless the environment or `env` switch it off.
 */
export function startDemoBackend({
  port,
  dataDir,
  mode,
  quiet = false,
  watch = false,
  logLevel,
  env: extra = {},
}: {
  port: number;
  dataDir?: string;
  mode?: 'development' | 'test' | 'production';
  quiet?: boolean;
  watch?: boolean;
  logLevel?: string;
  env?: Record<string, string>;
}): Promise<StartedService> {
  const env: Record<string, string> = {
    DEMO_ERP_EXTENSION: process.env.DEMO_ERP_EXTENSION ?? 'true',
    ...extra,
    DEMO_BACKEND_PORT: String(port),
  };
  if (dataDir) env.DEMO_BACKEND_DATA_DIR = dataDir;
  if (mode) env.DEMO_BACKEND_MODE = mode;
  if (logLevel) env.DEMO_BACKEND_LOG_LEVEL = logLevel;
  return startService({
    name: 'demo-backend',
    command: process.execPath,
    args: [...(watch ? ['--watch'] : []), 'apps/demo-backend/src/main.ts'],
    env,
    readyUrl: `http://127.0.0.1:${port}/health`,
    quiet,
  });
}

/**
 * A demo backend in test mode on a free port and a fresh temporary database, for tests that run the
 * storefront's code against it; `stop()` also deletes the database.
 */
export async function startTemporaryDemoBackend(): Promise<{
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-backend-'));
  const port = await freePort();
  const backend = await startDemoBackend({ port, dataDir, mode: 'test', quiet: true, logLevel: 'warn' });
  return {
    port,
    dataDir,
    async stop() {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the shop's Strapi (apps/cms) on `port`. `workDir` keeps its database, uploads and generated
 * secrets apart (tests use a temporary one); `serveAdmin: false` serves the API without the admin pages;
 * `env` adds settings of its own (apps/cms/README.md).
 */
export function startCms({
  port,
  workDir,
  serveAdmin = true,
  quiet = false,
  webhook,
  timeoutMs = 300_000,
  env: extra = {},
}: {
  port: number;
  workDir?: string;
  serveAdmin?: boolean;
  quiet?: boolean;
  webhook?: { url: string; secret: string };
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<StartedService> {
  const env: Record<string, string> = {
    ...extra,
    HOST: '127.0.0.1',
    PORT: String(port),
    CMS_SERVE_ADMIN: String(serveAdmin),
  };
  if (workDir) {
    mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
    Object.assign(env, {
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(workDir, 'public'),
      CMS_SECRETS_FILE: path.join(workDir, 'secrets.json'),
    });
  }
  if (webhook)
    Object.assign(env, {
      STOREFRONT_REVALIDATE_URL: webhook.url,
      STOREFRONT_REVALIDATE_SECRET: webhook.secret,
    });
  return startService({
    name: 'cms',
    command: process.execPath,
    args: ['apps/cms/scripts/strapi.mjs', 'start'],
    env,
    readyUrl: `http://127.0.0.1:${port}/_health`,
    quiet,
    timeoutMs,
  });
}

/**
 * A read-only Strapi API token named `name`, made through the admin API with an admin account (the
 * development one by default), replacing a token of that name: the storefront reads drafts with it in
 * editors' previews (SHOP_CMS_PREVIEW_TOKEN). Strapi shows a token's key only when it makes it.
 */
export async function createCmsReadToken(
  cmsUrl: string,
  {
    name = 'Storefront preview',
    email = 'admin@example.com',
    password = 'Admin1234!',
  }: { name?: string; email?: string; password?: string } = {},
): Promise<string> {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`The CMS admin sign-in answered ${login.status}`);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
    'Content-Type': 'application/json',
  };
  const tokens = (await (await fetch(`${cmsUrl}/admin/api-tokens`, { headers })).json()) as {
    data?: { id: number; name: string }[];
  };
  for (const token of tokens.data ?? []) {
    if (token.name === name)
      await fetch(`${cmsUrl}/admin/api-tokens/${token.id}`, { method: 'DELETE', headers });
  }
  const created = await fetch(`${cmsUrl}/admin/api-tokens`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name,
      description: "The storefront reads drafts with it in editors' previews (SHOP_CMS_PREVIEW_TOKEN).",
      type: 'read-only',
      lifespan: null,
    }),
  });
  if (created.status !== 201) throw new Error(`The CMS refused an API token (${created.status})`);
  return ((await created.json()) as { data: { accessKey: string } }).data.accessKey;
}

/**
 * The storefront's settings that point it at a demo backend on `backendPort`, with the deployment
 * extension that startDemoBackend switches on and the demo's public pricelist
 * (apps/demo-backend/src/pricelists.ts), whose id keys the anonymous prices of the demo index.
 */
export function demoBackendEnv(backendPort: number, cmsPort?: number): Record<string, string> {
  const base = `http://127.0.0.1:${backendPort}`;
  return {
    SHOP_ERP_URL: `${base}/shopinvader-api/demo`,
    SHOP_ERP_EXTENSION: 'on',
    SHOP_SEARCH_DEFAULT_PRICELIST_ID: '1',
    SHOP_SEARCH_URL: `${base}/es`,
    SHOP_SEARCH_PRODUCTS_INDEX: 'demo_products',
    SHOP_SEARCH_CATEGORIES_INDEX: 'demo_category',
    // The demo backend serves the catalogue's images itself, over plain HTTP.
    SHOP_MEDIA_ORIGINS: `${base} http://localhost:${backendPort}`,
    ...(cmsPort ? { SHOP_CMS_URL: `http://127.0.0.1:${cmsPort}` } : {}),
  };
}
