// The shop as the bench runs it: the demo backend on a temporary copy of the data with the large
// catalogue, an API-only Strapi on a temporary work dir, and the production storefront build, all on
// free ports of 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoBackendEnv, freePort, startCms, STOREFRONT_SERVER } from '../lib/services.ts';
import { BENCH_BUILD_DIR, run } from './build.ts';
import { onCleanup, registerChild, startTracked } from './cleanup.ts';
import type { BenchOptions } from './options.ts';
import type { BenchPage } from './pages.ts';

/** A fresh data dir with the demo data and `products` generated sellable products. */
async function prepareData(
  products: number,
  log: (message: string) => void,
): Promise<{ dataDir: string; seed: unknown }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  onCleanup('bench data dir', () => rmSync(dataDir, { recursive: true, force: true }));
  log(`seeding ${products} products into ${dataDir}`);
  const summary = await run(
    process.execPath,
    ['apps/demo-backend/scripts/seed-large.ts', '--products', String(products), '--data-dir', dataDir],
    { register: registerChild },
  );
  return { dataDir, seed: JSON.parse(summary.trim().split('\n').at(-1) ?? '') };
}

/** The running shop the sections measure. */
export type BenchStack = Awaited<ReturnType<typeof startStack>>;

/** What a section that measures the running shop is given: the shop, its pages, the run's settings, the log. */
export interface ShopSection {
  stack: BenchStack;
  pages: BenchPage[];
  options: BenchOptions;
  log: (message: string) => void;
}

export async function startStack({ products, log }: { products: number; log: (message: string) => void }) {
  const { dataDir, seed } = await prepareData(products, log);
  const [backendPort, cmsPort, storefrontPort] = [await freePort(), await freePort(), await freePort()];
  // The signed cache-clearing endpoint is enabled with this secret; the bench signs its own calls.
  const revalidateSecret = randomBytes(24).toString('hex');
  log('starting the demo backend and Strapi (API only)');
  const cmsStarting = startCms({
    port: cmsPort,
    workDir: path.join(dataDir, 'cms'),
    serveAdmin: false,
    quiet: true,
  });
  // startCms is not wrapped by `started`; its process is registered as soon as it exists.
  const [backend, cms] = await Promise.all([
    startTracked({
      name: 'demo-backend',
      command: process.execPath,
      args: ['apps/demo-backend/src/main.ts'],
      env: {
        DEMO_BACKEND_PORT: String(backendPort),
        DEMO_BACKEND_DATA_DIR: dataDir,
        DEMO_BACKEND_MODE: 'test',
        // The shop's profile, as demoBackendEnv sets the storefront up for it.
        DEMO_ERP_EXTENSION: 'true',
        // Per-request logging would be measured as well; warnings and errors still show.
        DEMO_BACKEND_LOG_LEVEL: 'warn',
      },
      readyUrl: `http://127.0.0.1:${backendPort}/health`,
      timeoutMs: 180_000,
    }),
    cmsStarting.then((service) => {
      onCleanup('cms', () => service.stop());
      return service;
    }),
  ]);

  const storefrontEnv = {
    ...demoBackendEnv(backendPort, cmsPort),
    PORT: String(storefrontPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    STOREFRONT_BUILD_DIR: BENCH_BUILD_DIR,
    SHOP_REVALIDATE_SECRET: revalidateSecret,
  };
  const startStorefront = (env: Record<string, string> = {}) =>
    startTracked({
      name: 'storefront',
      ...STOREFRONT_SERVER,
      env: { ...storefrontEnv, ...env },
      readyUrl: `http://127.0.0.1:${storefrontPort}/_build`,
    });
  log('starting the production storefront');
  let storefront = await startStorefront();

  return {
    dataDir,
    seed,
    revalidateSecret,
    backendUrl: `http://127.0.0.1:${backendPort}`,
    cmsUrl: `http://127.0.0.1:${cmsPort}`,
    storefrontUrl: `http://127.0.0.1:${storefrontPort}`,
    /** The storefront's settings on these backends, for another storefront beside it (its own PORT). */
    storefrontEnv,
    backend,
    cms,
    get storefront() {
      return storefront;
    },
    /**
     * A new storefront process on the same port: empty caches and code not yet optimised by V8; `env`
     * changes its settings (SHOP_PAGE_CACHE_MB, SHOP_HYDRATION) until the next restart.
     */
    async restartStorefront(env: Record<string, string> = {}) {
      await storefront.stop();
      storefront = await startStorefront(env);
      return storefront;
    },
  };
}
