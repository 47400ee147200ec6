// First-load JavaScript of every page route, from a storefront build. React Router renders one
// modulepreload link per file of the client entry and of each route module of the matched branch
// (root, layouts, page), as listed in the server build's asset manifest; a first visit downloads
// exactly those files. Their sizes are taken compressed as the storefront serves them (gzip, the
// compression middleware's default level), each shared file counted once per page.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Source modules a catalogue or CMS page must not ship on first load: the cart's engine and ERP calls,
 * checkout, the account area, sign-in flows' libraries and the schema library they use. (The header's
 * cart badge and the add-to-cart button are catalogue UI; they load the engine when used.)
 */
export const CART_CHECKOUT_ACCOUNT_MODULE =
  /^app\/(services\/cart\/(?!cart-storage-keys)|domain\/cart-(engine|sync)|components\/(checkout|account)\/|routes\/(account\/|checkout|cart\.tsx))|node_modules\/(zod|oidc-client-ts)\//;

/** Which source modules each client chunk holds, as the build wrote it (vite.config.ts). */
function readChunkModules(buildDir) {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, 'client-chunks.json'), 'utf8'));
  } catch (error) {
    throw new Error(`${buildDir} has no readable client-chunks.json: build the storefront again`, {
      cause: error,
    });
  }
}

/** The server build's asset manifest, read in a separate process so the app's modules stay out of this one. */
function readAssetManifest(buildDir) {
  const script = `const build = await import(${JSON.stringify(pathToFileURL(path.resolve(buildDir, 'server/index.js')).href)});
process.stdout.write(JSON.stringify(build.assets));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString());
}

/** Files of the branch that ends at `routeId`, entry first, each once. */
function branchFiles(assets, routeId, kind) {
  const chain = [];
  for (let id = routeId; id; id = assets.routes[id]?.parentId) chain.unshift(assets.routes[id]);
  const pick = (item) => (kind === 'css' ? (item.css ?? []) : [item.module, ...(item.imports ?? [])]);
  return [...new Set([...pick(assets.entry), ...chain.flatMap(pick)])];
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** Raw and gzip sizes of the build's client files, each read and compressed once. */
export function clientFileSizes(buildDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const bytes = readFileSync(path.join(buildDir, 'client', file));
      cache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return cache.get(file);
  };
}

/**
 * `{ routes: [{ route, path, jsGzipKb, forbiddenModules, files, ... }], largestChunks }` for every page route
 * of one locale (the others share the same files); `route` is the route id without its locale.
 */
export function measureFirstLoadJs(buildDir, locale = 'en') {
  const assets = readAssetManifest(buildDir);
  const sizes = clientFileSizes(buildDir);
  const chunkModules = readChunkModules(buildDir);
  const parents = new Set(Object.values(assets.routes).map((route) => route.parentId));
  const pageRoutes = Object.values(assets.routes).filter(
    (route) => route.id.endsWith(`.${locale}`) && route.hasDefaultExport && !parents.has(route.id),
  );
  const seen = new Map();
  const routes = pageRoutes.map((route) => {
    const js = branchFiles(assets, route.id, 'js');
    const css = branchFiles(assets, route.id, 'css');
    const total = (files, key) => files.reduce((sum, file) => sum + sizes(file)[key], 0);
    for (const file of js) seen.set(file, sizes(file));
    return {
      route: route.id.slice(0, -locale.length - 1),
      path: route.path,
      jsFiles: js.length,
      jsRawKb: kb(total(js, 'raw')),
      jsGzipKb: kb(total(js, 'gzip')),
      cssGzipKb: kb(total(css, 'gzip')),
      forbiddenModules: js.flatMap((file) =>
        (chunkModules[file] ?? []).filter((id) =>
          CART_CHECKOUT_ACCOUNT_MODULE.test(id.replace(/^(\.\.\/)+/, '')),
        ),
      ),
      files: js,
    };
  });
  routes.sort((a, b) => a.route.localeCompare(b.route));
  const largestChunks = [...seen.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, 8)
    .map(([file, size]) => ({ file: path.basename(file), gzipKb: kb(size.gzip) }));
  return { routes, largestChunks };
}

/** The modulepreload and module script sources of a rendered page: what its HTML makes the browser fetch. */
export function scriptsInHtml(html) {
  const found = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/(?:import|from)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(match[1]);
  return [...found];
}

/** Gzip size of the scripts a rendered page makes the browser fetch, to check the manifest's figure. */
export function pageScriptsGzipKb(buildDir, html) {
  const sizes = clientFileSizes(buildDir);
  const files = scriptsInHtml(html);
  return { files: files.length, jsGzipKb: kb(files.reduce((sum, file) => sum + sizes(file).gzip, 0)) };
}
