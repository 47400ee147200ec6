import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createCmsReadToken,
  demoBackendEnv,
  freePort,
  startCms,
  startDemoBackend,
  startService,
  STOREFRONT_SERVER,
} from '../../../scripts/lib/services.ts';

/**
 * Starts the demo backend (fresh temporary database), the real Strapi CMS (fresh temporary database
 * and uploads, API only, its publish webhook pointed at the storefront) and the production build of the
 * storefront, once more in identity-provider mode, all on free ports of 127.0.0.1; tests read their
 * addresses from the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const [backendPort, cmsPort, storefrontPort] = [await freePort(), await freePort(), await freePort()];
  // A second storefront signs in at the demo backend's OpenID provider (identity-provider mode).
  const oidcStorefrontPort = await freePort();
  const revalidateSecret = randomBytes(24).toString('hex');
  // Shared by the CMS's preview handler and the storefront (editors' previews of drafts).
  const previewSecret = randomBytes(24).toString('hex');
  const [backend, cms] = await Promise.all([
    startDemoBackend({
      port: backendPort,
      dataDir,
      mode: 'test',
      quiet: true,
      logLevel: 'warn',
      env: {
        // The storefronts under test: links in e-mails and payment returns go to them.
        DEMO_BACKEND_SHOP_URL: `http://127.0.0.1:${storefrontPort}`,
        DEMO_BACKEND_OIDC_SHOP_ORIGINS: `http://127.0.0.1:${oidcStorefrontPort}`,
        // Short-lived tokens, so that the browser tests see the renewal 60 s before expiry.
        DEMO_BACKEND_OIDC_ACCESS_TOKEN_TTL: '75',
      },
    }),
    startCms({
      port: cmsPort,
      workDir: path.join(dataDir, 'cms'),
      serveAdmin: false,
      quiet: true,
      webhook: { url: `http://127.0.0.1:${storefrontPort}/_revalidate`, secret: revalidateSecret },
      env: {
        STOREFRONT_URL: `http://127.0.0.1:${storefrontPort}`,
        STOREFRONT_PREVIEW_SECRET: previewSecret,
      },
    }),
  ]);
  const previewToken = await createCmsReadToken(`http://127.0.0.1:${cmsPort}`);
  const oidcStorefront = startService({
    name: 'storefront-oidc',
    ...STOREFRONT_SERVER,
    env: {
      ...demoBackendEnv(backendPort, cmsPort),
      PORT: String(oidcStorefrontPort),
      HOST: '127.0.0.1',
      SHOP_AUTH_MODE: 'oidc',
      SHOP_OIDC_AUTHORITY: `http://127.0.0.1:${backendPort}/oidc`,
    },
    readyUrl: `http://127.0.0.1:${oidcStorefrontPort}/_build`,
    quiet: true,
  });
  const storefront = await startService({
    name: 'storefront',
    ...STOREFRONT_SERVER,
    env: {
      ...demoBackendEnv(backendPort, cmsPort),
      PORT: String(storefrontPort),
      HOST: '127.0.0.1',
      SHOP_TAG_MANAGER_ID: 'GTM-E2E1',
      SHOP_REVALIDATE_SECRET: revalidateSecret,
      SHOP_PREVIEW_SECRET: previewSecret,
      SHOP_CMS_PREVIEW_TOKEN: previewToken,
      // Every browser test is a shopper of 127.0.0.1: the limits per address would stop the suite's own
      // registrations, messages and sign-ups (rate-limits.spec.ts tests them on a storefront of its own).
      SHOP_RATE_LIMITS: 'register=off,password-reset=off,contact=off,newsletter=off,autocomplete=off',
    },
    readyUrl: `http://127.0.0.1:${storefrontPort}/_build`,
    quiet: true,
  });
  const oidc = await oidcStorefront;
  process.env.STOREFRONT_URL = `http://127.0.0.1:${storefrontPort}`;
  process.env.STOREFRONT_OIDC_URL = `http://127.0.0.1:${oidcStorefrontPort}`;
  process.env.DEMO_BACKEND_URL = `http://127.0.0.1:${backendPort}`;
  process.env.DEMO_BACKEND_DATA_DIR = dataDir;
  process.env.CMS_URL = `http://127.0.0.1:${cmsPort}`;
  process.env.STOREFRONT_REVALIDATE_SECRET = revalidateSecret;
  process.env.STOREFRONT_PREVIEW_SECRET = previewSecret;

  return async () => {
    await Promise.all([storefront.stop(), oidc.stop(), cms.stop(), backend.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
