// First-load JavaScript of every page route, from a storefront build. React Router renders one
// modulepreload link per file of the client entry and of each route module of the matched branch
// (root, layouts, page), as listed in the server build's asset manifest; a route that renders one of
// several views by its data (the catch-all: product, category or CMS page) also preloads the files of
// the view it renders, `app/routes/<route>/<view>-page.tsx`, and is measured once per view. A first
// visit downloads exactly those files. Their sizes are taken gzip-compressed as the storefront serves
// them to a browser that takes gzip: the build's precompressed `.gz` copy when there is one, else the
// compression middleware's default level. Each shared file counts once per page.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface RouteFirstLoad {
  /** Route id without its locale (`home`), and the view for a route that renders one by its data (`catch-all/product`). */
  route: string;
  path: string | undefined;
  jsFiles: number;
  jsRawKb: number;
  jsGzipKb: number;
  cssGzipKb: number;
  /** Source modules of the first load that are cart, checkout or account code. */
  forbiddenModules: string[];
  files: string[];
}

/** What this file reads of an entry of React Router's asset manifest (the client entry or a route). */
interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  hasDefaultExport?: boolean;
}

interface AssetManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}

interface FileSize {
  raw: number;
  gzip: number;
}

/**
 * Source modules a catalogue or CMS page must not ship on first load: the cart's engine and ERP calls,
 * checkout, the account area, sign-in flows' libraries and the schema library they use. (The header's
 * cart badge and the add-to-cart button are catalogue UI; they load the engine when used.)
 */
const CART_CHECKOUT_ACCOUNT_MODULE =
  /^app\/(services\/cart\/(?!cart-storage-keys)|domain\/cart-(engine|sync)|components\/(checkout|account)\/|routes\/(account\/|checkout|cart\.tsx))|node_modules\/(zod|oidc-client-ts)\//;

/** Which source modules each client chunk holds, as the build wrote it (vite.config.ts). */
function readChunkModules(buildDir: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, 'client-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch (error) {
    throw new Error(`${buildDir} has no readable client-chunks.json: build the storefront again`, {
      cause: error,
    });
  }
}

/** The server build's asset manifest, read in a separate process so the app's modules stay out of this one. */
function readAssetManifest(buildDir: string): AssetManifest {
  const script = `const build = await import(${JSON.stringify(pathToFileURL(path.resolve(buildDir, 'server/index.js')).href)});
process.stdout.write(JSON.stringify(build.assets));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString()) as AssetManifest;
}

/** Files of the branch that ends at `routeId`, entry first, each once. */
function branchFiles(assets: AssetManifest, routeId: string, kind: 'js' | 'css'): string[] {
  const chain: ManifestEntry[] = [];
  for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
    const route = assets.routes[id];
    if (route) chain.unshift(route);
  }
  // Route chunks React Router splits off (client loader, action, middleware, hydrate fallback) are
  // preloaded with the route module.
  const split = (item: ManifestEntry) =>
    [
      item.clientLoaderModule,
      item.clientActionModule,
      item.clientMiddlewareModule,
      item.hydrateFallbackModule,
    ].filter((file): file is string => Boolean(file));
  const pick = (item: ManifestEntry) =>
    kind === 'css' ? (item.css ?? []) : [item.module, ...(item.imports ?? []), ...split(item)];
  return [...new Set([...pick(assets.entry), ...chain.flatMap(pick)].map(assetPath))];
}

/**
 * The file behind an asset address. React Router writes a stylesheet that a dynamic import also loads
 * with a trailing `#` (so that Vite's own loading of it does not clash with the route's link); the
 * browser fetches the file without it.
 */
function assetPath(url: string): string {
  return url.replace(/[?#].*$/, '');
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Raw and gzip sizes of the build's client files (the precompressed copy's, if any), each read once. */
function clientFileSizes(buildDir: string): (file: string) => FileSize {
  const cache = new Map<string, FileSize>();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const fullPath = path.join(buildDir, 'client', file);
      const bytes = readFileSync(fullPath);
      const precompressed = `${fullPath}.gz`;
      const gzip = existsSync(precompressed) ? readFileSync(precompressed).length : gzipSync(bytes).length;
      size = { raw: bytes.length, gzip };
      cache.set(file, size);
    }
    return size;
  };
}

/** `{ route: { view: files } }`: the views a route loads by its data, from the build's dynamic entries. */
function readPageViews(buildDir: string): Record<string, Record<string, string[]>> {
  const file = path.join(buildDir, 'dynamic-entry-assets.json');
  const entries = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<
    string,
    string[]
  >;
  const views: Record<string, Record<string, string[]>> = {};
  for (const [module, files] of Object.entries(entries)) {
    const match = /^app\/routes\/([^/]+)\/([^/]+)-page\.tsx$/.exec(module);
    if (match?.[1] && match[2]) (views[match[1]] ??= {})[match[2]] = files;
  }
  return views;
}

/**
 * `{ routes: [{ route, path, jsGzipKb, forbiddenModules, files, ... }], largestChunks }` for every page route
 * of one locale (the others share the same files); `route` is the route id without its locale.
 */
export function measureFirstLoadJs(
  buildDir: string,
  locale = 'en',
): { routes: RouteFirstLoad[]; largestChunks: { file: string; gzipKb: number }[] } {
  const assets = readAssetManifest(buildDir);
  const sizes = clientFileSizes(buildDir);
  const chunkModules = readChunkModules(buildDir);
  const parents = new Set(Object.values(assets.routes).map((route) => route.parentId));
  const pageRoutes = Object.values(assets.routes).filter(
    (route) => route.id.endsWith(`.${locale}`) && route.hasDefaultExport && !parents.has(route.id),
  );
  const pageViews = readPageViews(buildDir);
  const seen = new Map<string, FileSize>();
  const measured = pageRoutes.flatMap((route) => {
    const name = route.id.slice(0, -locale.length - 1);
    const branch = branchFiles(assets, route.id, 'js');
    const views = Object.entries(pageViews[name] ?? {});
    if (views.length === 0) return [{ route, name, js: branch }];
    return views.map(([view, files]) => ({
      route,
      name: `${name}/${view}`,
      js: [...new Set([...branch, ...files])],
    }));
  });
  const routes = measured.map(({ route, name, js }): RouteFirstLoad => {
    const css = branchFiles(assets, route.id, 'css');
    const total = (files: string[], key: keyof FileSize) =>
      files.reduce((sum, file) => sum + sizes(file)[key], 0);
    for (const file of js) seen.set(file, sizes(file));
    return {
      route: name,
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

/**
 * The modulepreload and module script sources of a rendered page: what its HTML makes the browser fetch
 * to hydrate. The server sends the preloads inert, as `x-deferred-modulepreload`, until the page has
 * settled or the visitor shows intent (apps/storefront/app/services/hydration); they count the same.
 */
export function scriptsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="(?:x-deferred-)?modulepreload"[^>]+href="([^"]+)"/g))
    found.add(match[1] ?? '');
  for (const match of html.matchAll(/(?:import|from)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g))
    found.add(match[1] ?? '');
  return [...found];
}

/** Gzip size of the scripts a rendered page makes the browser fetch, to check the manifest's figure. */
export function pageScriptsGzipKb(buildDir: string, html: string): { files: number; jsGzipKb: number } {
  const sizes = clientFileSizes(buildDir);
  const files = scriptsInHtml(html);
  return { files: files.length, jsGzipKb: kb(files.reduce((sum, file) => sum + sizes(file).gzip, 0)) };
}
