import {
  demoBackendEnv,
  freePort,
  startService,
  type StartedService,
  STOREFRONT_SERVER,
} from '../../../scripts/lib/services.mjs';

export type ExtraStorefront = StartedService & { url: string };

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
      ...demoBackendEnv(
        Number(new URL(process.env.DEMO_BACKEND_URL!).port),
        process.env.CMS_URL ? Number(new URL(process.env.CMS_URL).port) : undefined,
      ),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    readyUrl: `http://127.0.0.1:${port}/_build`,
    quiet: true,
  });
  return { ...service, url: `http://127.0.0.1:${port}` };
}
