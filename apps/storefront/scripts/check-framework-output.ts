// The last step of `npm run build`: starts the server just built (no backend behind it: the page is the
// shop's error page, rendered through the same root, entry and scripts as any other) and checks that
// the rewrite still makes React Router's scripts inert (app/services/hydration/framework-output-check.ts).
// A React Router whose output the rewrite no longer recognises fails the build here.
import { freePort, repoRoot, startService, STOREFRONT_SERVER } from '../../../scripts/lib/services.ts';
import { frameworkOutputProblems } from '../app/services/hydration/framework-output-check.ts';

if (process.env.STOREFRONT_HYDRATION === 'gate') {
  // The bench's public-API variant sends React Router's output as it is: there is no rewrite to check.
  console.log('check-framework-output: the public-API variant (STOREFRONT_HYDRATION=gate) rewrites nothing');
  process.exit(0);
}

const port = await freePort();
// Nothing listens on port 9 of this machine: every backend call fails at once.
const nowhere = 'http://127.0.0.1:9';
const server = await startService({
  name: 'framework-output-check',
  ...STOREFRONT_SERVER,
  cwd: repoRoot,
  quiet: true,
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    SHOP_HYDRATION: 'idle',
    SHOP_ERP_URL: `${nowhere}/shopinvader`,
    SHOP_SEARCH_URL: nowhere,
    SHOP_SEARCH_PRODUCTS_INDEX: 'products',
    SHOP_SEARCH_CATEGORIES_INDEX: 'categories',
    SHOP_CMS_URL: '',
  },
  readyUrl: `http://127.0.0.1:${port}/_build`,
});
let problems: string[];
try {
  const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(30_000) });
  problems = frameworkOutputProblems(await response.text());
} finally {
  await server.stop();
}
if (problems.length > 0) {
  console.error(
    `React Router's output is no longer what the hydration rewrite expects (apps/storefront/app/services/hydration/defer-scripts.server.ts):\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log("check-framework-output: React Router's scripts are inert until the hydration trigger runs them");
