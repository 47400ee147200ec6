import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoBackendEnv, freePort, startService } from '../../../scripts/lib/services.mjs';

/**
 * Starts the demo backend (on a fresh temporary database) and the production build of the storefront
 * on free ports of 127.0.0.1; tests read their addresses from the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const backendPort = await freePort();
  const storefrontPort = await freePort();
  const backend = await startService({
    name: 'demo-backend',
    command: process.execPath,
    args: ['apps/demo-backend/src/main.ts'],
    env: {
      DEMO_BACKEND_PORT: String(backendPort),
      DEMO_BACKEND_DATA_DIR: dataDir,
      DEMO_BACKEND_MODE: 'test',
      DEMO_BACKEND_LOG_LEVEL: 'warn',
    },
    readyUrl: `http://127.0.0.1:${backendPort}/health`,
    quiet: true,
  });
  const storefront = await startService({
    name: 'storefront',
    command: process.execPath,
    args: ['apps/storefront/server/main.ts'],
    env: {
      ...demoBackendEnv(backendPort),
      PORT: String(storefrontPort),
      HOST: '127.0.0.1',
      SHOP_TAG_MANAGER_ID: 'GTM-E2E1',
    },
    readyUrl: `http://127.0.0.1:${storefrontPort}/_build`,
    quiet: true,
  });
  process.env.STOREFRONT_URL = `http://127.0.0.1:${storefrontPort}`;
  process.env.DEMO_BACKEND_URL = `http://127.0.0.1:${backendPort}`;
  process.env.DEMO_BACKEND_DATA_DIR = dataDir;

  return async () => {
    await Promise.all([storefront.stop(), backend.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
