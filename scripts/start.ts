// `npm start`: the demo backend and the production storefront, with the URLs printed once both answer.
// The demo ERP runs with the shop's deployment extension and the storefront uses it (services.ts);
// DEMO_ERP_EXTENSION=false SHOP_ERP_EXTENSION=off `npm start` runs the shop on stock Shopinvader 16.0.
// `--opensearch` (`npm run start:opensearch`): the storefront searches a real OpenSearch holding the demo
// catalogue instead of the demo index (scripts/lib/opensearch.ts).
import { randomBytes } from 'node:crypto';
import {
  createCmsReadToken,
  demoBackendEnv,
  repoRoot,
  startCms,
  startDemoBackend,
  type StartedService,
  startService,
  stopAllOnSignals,
  STOREFRONT_SERVER,
} from './lib/services.ts';

const backendPort = Number(process.env.DEMO_BACKEND_PORT || 4000);
const storefrontPort = Number(process.env.PORT || 3000);
const cmsPort = Number(process.env.CMS_PORT || 1337);
// The CMS signs its publish notifications with this secret; the storefront checks them with it.
const revalidateSecret = process.env.SHOP_REVALIDATE_SECRET || randomBytes(24).toString('hex');
// The CMS signs editors' preview addresses with this one; the storefront checks them with it.
const previewSecret = process.env.SHOP_PREVIEW_SECRET || randomBytes(24).toString('hex');
// Loaded only when asked: `npm start` needs no Java.
const openSearch = process.argv.includes('--opensearch')
  ? { ...(await import('./lib/opensearch.ts')), ...(await import('./lib/opensearch-catalogue.ts')) }
  : undefined;
const services: StartedService[] = [];
let searchUrl = `http://127.0.0.1:${backendPort}/es (the demo index)`;

const stopAll = stopAllOnSignals(services);

try {
  const started = await Promise.all([
    startDemoBackend({ port: backendPort }),
    // The first start builds Strapi's admin panel and seeds the demo content: a minute or two.
    startCms({
      port: cmsPort,
      webhook: { url: `http://127.0.0.1:${storefrontPort}/_revalidate`, secret: revalidateSecret },
      // The admin's "Open preview" shows the shop at the address the editor's browser knows.
      env: { STOREFRONT_URL: `http://localhost:${storefrontPort}`, STOREFRONT_PREVIEW_SECRET: previewSecret },
    }),
    ...(openSearch ? [openSearch.startOpenSearch({ port: openSearch.openSearchPort(), quiet: false })] : []),
  ]);
  services.push(...started);
  // The catalogue is indexed once the demo backend has seeded it.
  const searchEnv = openSearch ? await openSearch.indexForStorefront(started[2].url, backendPort) : {};
  if (openSearch) searchUrl = `${started[2].url} (OpenSearch)`;
  // Previews read drafts with an API token of their own, made with the development admin account.
  const previewEnv = await createCmsReadToken(`http://127.0.0.1:${cmsPort}`).then(
    (token) => ({
      SHOP_PREVIEW_SECRET: previewSecret,
      SHOP_CMS_PREVIEW_TOKEN: token,
      SHOP_CMS_ADMIN_ORIGINS: `http://localhost:${cmsPort} http://127.0.0.1:${cmsPort}`,
    }),
    (error: Error): Record<string, string> => {
      console.warn(`Editors' previews are off: no API token could be made in the CMS (${error.message}).`);
      return {};
    },
  );
  services.push(
    await startService({
      name: 'storefront',
      ...STOREFRONT_SERVER,
      env: {
        ...demoBackendEnv(backendPort, cmsPort),
        ...process.env,
        ...searchEnv,
        PORT: String(storefrontPort),
        SHOP_REVALIDATE_SECRET: revalidateSecret,
        ...previewEnv,
      },
      readyUrl: `http://127.0.0.1:${storefrontPort}/_build`,
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}

for (const service of services) {
  service.child.on('exit', (code) => {
    console.error(`${service.name} stopped (exit ${code}); stopping the others.`);
    void stopAll(code ?? 1);
  });
}

console.log(`
  Shop (French):     http://localhost:${storefrontPort}/
  Dutch, English, German: http://localhost:${storefrontPort}/nl  /en  /de
  Demo backend:      http://127.0.0.1:${backendPort}  (ERP /shopinvader-api/demo, search /es, OpenID /oidc)
  Storefront search: ${searchUrl}
  CMS (Strapi):      http://localhost:${cmsPort}/admin  (admin@example.com / Admin1234! in development)
  Stop with Ctrl+C.  (from ${repoRoot})
`);
