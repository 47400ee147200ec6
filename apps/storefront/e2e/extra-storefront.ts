import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  demoBackendEnv,
  freePort,
  startDemoBackend,
  startService,
  type StartedService,
  STOREFRONT_SERVER,
} from '../../../scripts/lib/services.ts';

export type ExtraStorefront = StartedService & { url: string };

function cmsPort(): number | undefined {
  return process.env.CMS_URL ? Number(new URL(process.env.CMS_URL).port) : undefined;
}

/**
 * One more storefront for a spec of its own, on a free port of 127.0.0.1, pointed at the demo backend
 * and the CMS that global-setup started; `env` changes its settings (another search engine, timeouts).
 */
export async function startExtraStorefront(
  name: string,
  env: Record<string, string>,
): Promise<ExtraStorefront> {
  const port = await freePort();
  const service = await startService({
    name,
    ...STOREFRONT_SERVER,
    env: {
      ...demoBackendEnv(Number(new URL(process.env.DEMO_BACKEND_URL!).port), cmsPort()),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    readyUrl: `http://127.0.0.1:${port}/_build`,
    quiet: true,
  });
  return { ...service, url: `http://127.0.0.1:${port}` };
}

/** A demo backend and a storefront of a spec's own: another ERP profile than global-setup's. */
export interface OwnShop {
  /** The storefront's address. */
  url: string;
  /** The demo backend's data folder (queryDemoDatabaseIn reads it). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts a demo backend with its own database and port on 127.0.0.1, its ERP set by `backendEnv` (e.g.
 * `DEMO_ERP_EXTENSION: 'false'`), and a storefront on it and global-setup's CMS, set by `storefrontEnv`.
 */
export async function startOwnShop(
  name: string,
  {
    backendEnv,
    storefrontEnv,
  }: { backendEnv: Record<string, string>; storefrontEnv: Record<string, string> },
): Promise<OwnShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${storefrontPort}`;
  const backend = await startDemoBackend({
    port: backendPort,
    dataDir,
    mode: 'test',
    quiet: true,
    logLevel: 'warn',
    // Links in e-mails and payment returns go to this storefront.
    env: { ...backendEnv, DEMO_BACKEND_SHOP_URL: url },
  });
  let storefront: StartedService;
  try {
    storefront = await startService({
      name,
      ...STOREFRONT_SERVER,
      env: {
        ...demoBackendEnv(backendPort, cmsPort()),
        ...storefrontEnv,
        PORT: String(storefrontPort),
        HOST: '127.0.0.1',
      },
      readyUrl: `${url}/_build`,
      quiet: true,
    });
  } catch (error) {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    async stop() {
      await storefront.stop();
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
