// First-load JavaScript of every page route, from the build output. React Router renders one
// modulepreload link per file of the client entry and of each route module of the matched branch
// (root, layouts, page), as listed in the server build's asset manifest; a first visit downloads
// exactly those files. Their sizes are taken compressed as the storefront serves them (gzip, the
// compression middleware's default level), each shared file counted once per page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/services.mjs';
import { BENCH_BUILD_DIR, run } from './build.mjs';
import { registerChild } from './cleanup.mjs';

const buildDir = path.join(repoRoot, 'apps/storefront', BENCH_BUILD_DIR);
/** Chunk names that point at code a catalogue or CMS page should not ship (the budget rule). */
const FLAGGED = /cart|checkout|account|session|customer|address|payment|oidc|sale/i;
const LOCALE = 'en';

/** The server build's asset manifest, read in a separate process so the app's modules stay out of this one. */
async function readAssetManifest() {
  const script = `const build = await import(${JSON.stringify(path.join(buildDir, 'server/index.js'))});
process.stdout.write(JSON.stringify(build.assets));`;
  const output = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { NODE_ENV: 'production' },
    register: registerChild,
  });
  return JSON.parse(output);
}

const gzipSizes = new Map();
function sizes(file) {
  if (!gzipSizes.has(file)) {
    const bytes = readFileSync(path.join(buildDir, 'client', file));
    gzipSizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return gzipSizes.get(file);
}

/** Files of the branch that ends at `routeId`, entry first, each once. */
function branchFiles(assets, routeId, kind) {
  const chain = [];
  for (let id = routeId; id; id = assets.routes[id]?.parentId) chain.unshift(assets.routes[id]);
  const pick = (item) => (kind === 'css' ? (item.css ?? []) : [item.module, ...(item.imports ?? [])]);
  return [...new Set([...pick(assets.entry), ...chain.flatMap(pick)])];
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** { routes: [{ route, files, jsGzipKb, ... }] } for every English page route (the other locales share them). */
export async function measureFirstLoadJs() {
  const assets = await readAssetManifest();
  const parents = new Set(Object.values(assets.routes).map((route) => route.parentId));
  const pageRoutes = Object.values(assets.routes).filter(
    (route) => route.id.endsWith(`.${LOCALE}`) && route.hasDefaultExport && !parents.has(route.id),
  );
  const routes = pageRoutes.map((route) => {
    const js = branchFiles(assets, route.id, 'js');
    const css = branchFiles(assets, route.id, 'css');
    const total = (files, key) => files.reduce((sum, file) => sum + sizes(file)[key], 0);
    return {
      route: route.id.slice(0, -LOCALE.length - 1),
      path: route.path,
      jsFiles: js.length,
      jsRawKb: kb(total(js, 'raw')),
      jsGzipKb: kb(total(js, 'gzip')),
      cssGzipKb: kb(total(css, 'gzip')),
      flaggedChunks: js
        .map((file) => path.basename(file))
        .filter((name) => FLAGGED.test(name.replace(/-[\w-]{8}\.js$/, ''))),
      files: js,
    };
  });
  routes.sort((a, b) => a.route.localeCompare(b.route));
  const largest = [...gzipSizes.entries()]
    .filter(([file]) => file.endsWith('.js'))
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, 8)
    .map(([file, size]) => ({ file: path.basename(file), gzipKb: kb(size.gzip) }));
  return { routes, largestChunks: largest };
}

/** The modulepreload and module script sources of a rendered page: what its HTML makes the browser fetch. */
export function scriptsInHtml(html) {
  const found = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/(?:import|from)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(match[1]);
  return [...found];
}

/** Gzip size of the scripts a rendered page makes the browser fetch, to check the manifest's figure. */
export function pageScriptsGzipKb(html) {
  const files = scriptsInHtml(html);
  return { files: files.length, jsGzipKb: kb(files.reduce((sum, file) => sum + sizes(file).gzip, 0)) };
}
