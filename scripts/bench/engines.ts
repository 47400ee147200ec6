// Section `engines` of `npm run bench`: the bench's large catalogue on the demo index and on a real
// OpenSearch 2.19 (512 MB heap, as `npm run search:opensearch` runs it), a production storefront on each,
// and side by side, each engine warmed up until its CPU per page settles: uncached search pages (a
// catalogue word and a word no product holds, so each page is new to every cache and asks the any-word
// fallback too) at 10 and 50 connections, the autocomplete
// at 10 (each text typed once, after as many others to warm up), and the engines' own `took` for the
// storefront's search-page request. docs/search-performance.md says what each part of that request
// costs and why it is built as it is.
import { openSearchSkipReason, startOpenSearch } from '../lib/opensearch.ts';
import {
  demoBackendConfig,
  indexDemoCatalogue,
  openSearchStorefrontEnv,
} from '../lib/opensearch-catalogue.ts';
import { freePort, STOREFRONT_SERVER } from '../lib/services.ts';
import { registerStorefrontImports } from '../opensearch/storefront-imports.ts';
import { onCleanup, startTracked } from './cleanup.ts';
import { SEARCH_WORDS } from './fleet.ts';
import { BROWSER_HEADERS, drain, type LoadOptions, type LoadResult, quantile, runLoad } from './load.ts';
import { readCpuMs } from './process-stats.ts';
import type { ShopSection } from './stack.ts';

const LOCALE = 'en';
const TOOK_SAMPLES = 30;
const AUTOCOMPLETE_TEXTS = 150;

/** What the section reads of a search answer: the hits' sources and the engine's own time. */
interface SearchAnswer<Source> {
  took: number;
  hits: { hits: { _source: Source }[] };
}

/** Texts as typed in the header: prefixes (3 to 8 letters) of the catalogue's product names, distinct. */
async function typedTexts(searchUrl: string, productsIndex: string, count: number): Promise<string[]> {
  const response = await fetch(`${searchUrl}/${productsIndex}_${LOCALE}/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { term: { main: true } }, sort: [{ id: 'asc' }], size: 2000 }),
    signal: AbortSignal.timeout(30_000),
  });
  const texts = new Set<string>();
  const answer: SearchAnswer<{ name: string }> = await response.json();
  for (const hit of answer.hits.hits) {
    for (const word of hit._source.name.toLowerCase().split(/[^\p{L}]+/u))
      for (let length = 3; length <= Math.min(8, word.length); length += 1) texts.add(word.slice(0, length));
    if (texts.size >= count) break;
  }
  return [...texts].slice(0, count);
}

/**
 * Ever new search texts for one run: `prefix` keeps two runs (and two storefronts) apart. Both engines
 * get words of one length: the engine builds a typo automaton per word, and a second word of 16
 * letters ("opensearch10x123") cost it twice what one of 7 does.
 */
function uncachedSearchPaths(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    const text = `${SEARCH_WORDS[counter % SEARCH_WORDS.length]} ${prefix}${counter}`;
    return `/${LOCALE}/search?q=${encodeURIComponent(text)}`;
  };
}

/** The storefront's own search-page request for a text, on either engine: its `took`, p50 and p95. */
async function engineTook(
  searchUrl: string,
  search: { productsIndex: string; categoriesIndex: string },
  text: string,
) {
  registerStorefrontImports();
  const [{ DEFAULT_FACETS }, { parseSearchState }, { cardSource }, { searchPageRequest }, sizes] =
    await Promise.all([
      import('../../apps/storefront/app/domain/search-facets.ts'),
      import('../../apps/storefront/app/domain/search-state.ts'),
      import('../../apps/storefront/app/services/search/queries.ts'),
      import('../../apps/storefront/app/services/search/search-page-query.ts'),
      import('../../apps/storefront/app/domain/image-sizes.ts'),
    ]);
  const post = async <Source>(index: string, body: unknown): Promise<SearchAnswer<Source>> => {
    const response = await fetch(`${searchUrl}/${index}_${LOCALE}/_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${searchUrl}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const categories = await post<{ id: number }>(search.categoriesIndex, {
    size: 100,
    query: { term: { level: 0 } },
  });
  const body = searchPageRequest({
    state: parseSearchState(new URLSearchParams({ q: text }), DEFAULT_FACETS)!,
    facets: DEFAULT_FACETS,
    categoryIds: categories.hits.hits.map((hit) => hit._source.id),
    source: cardSource(sizes.DEFAULT_IMAGE_SIZE_KEYS),
  });
  await post(search.productsIndex, body);
  const took: number[] = [];
  for (let i = 0; i < TOOK_SAMPLES; i += 1) took.push((await post(search.productsIndex, body)).took);
  took.sort((a, b) => a - b);
  return { text, samples: took.length, p50Ms: quantile(took, 0.5), p95Ms: quantile(took, 0.95) };
}

async function startStorefront(env: Record<string, string>, name: string) {
  const port = await freePort();
  const service = await startTracked({
    name,
    ...STOREFRONT_SERVER,
    env: { ...env, PORT: String(port) },
    readyUrl: `http://127.0.0.1:${port}/_build`,
  });
  return { url: `http://127.0.0.1:${port}`, pid: service.child.pid, stop: () => service.stop() };
}

const IDLE_POLLS = 3;
const IDLE_POLL_MS = 100;
const IDLE_TIMEOUT_MS = 60_000;

/** Where a storefront searches: the demo backend's index or an OpenSearch node. */
interface SearchEngine {
  kind: 'demo' | 'opensearch';
  url: string;
}

/** A storefront and its engine under load, with the processes whose CPU each run counts. */
interface LoadTarget {
  url: string;
  engine: SearchEngine;
  processes: Record<string, number | undefined>;
}

/** A load run with the CPU it cost each process per request sent. */
export interface EngineRun extends LoadResult {
  cpuMsPerRequest: Record<string, number>;
}

/** Whether the engine works on no search now: OpenSearch's task list; the demo index answers at once. */
async function engineAtRest(engine: SearchEngine): Promise<boolean> {
  if (engine.kind === 'opensearch') {
    const response = await fetch(`${engine.url}/_tasks?actions=indices:data/read/search*`, {
      signal: AbortSignal.timeout(5_000),
    });
    const { nodes }: { nodes?: Record<string, { tasks?: Record<string, unknown> }> } = await response.json();
    return Object.values(nodes ?? {}).every((node) => Object.keys(node.tasks ?? {}).length === 0);
  }
  // The demo index searches on the demo backend's event loop: its root answers behind any search left.
  const started = performance.now();
  await (await fetch(`${engine.url}/`, { signal: AbortSignal.timeout(IDLE_TIMEOUT_MS) })).arrayBuffer();
  return performance.now() - started < 50;
}

/**
 * Waits for the storefront and then its engine to work off what a run left: the load generator drops its
 * unanswered requests, but the storefront still asks the engine for them (a search page asks twice), and
 * the next run would queue behind them.
 */
async function settle(url: string, engine: SearchEngine) {
  await drain(`${url}/_build`);
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let quiet = 0;
  // A machine too busy to ever look idle gets its minute, then the next run starts all the same.
  while (quiet < IDLE_POLLS && Date.now() < deadline) {
    quiet = (await engineAtRest(engine)) ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }
}

/**
 * One load run, with the CPU time the storefront and the engine spent on it per request sent (counted
 * until both have worked off the run's leftovers): the figure that says where a page's cost goes, and
 * that moves little when other work shares the machine.
 */
async function measuredRun(
  { url, engine, processes }: LoadTarget,
  load: Omit<LoadOptions, 'url' | 'connections'> & { connections?: number },
): Promise<EngineRun> {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, readCpuMs(pid)]));
  const result = await runLoad({ url, connections: 10, ...load });
  await settle(url, engine);
  return {
    ...result,
    cpuMsPerRequest: Object.fromEntries(
      Object.entries(processes).map(([name, pid]) => [
        name,
        Math.round((((readCpuMs(pid) ?? 0) - (before[name] ?? 0)) / (result.sent || 1)) * 10) / 10,
      ]),
    ),
  };
}

/** The autocomplete asked once for each text, at 10 connections. */
function autocompleteRun(target: LoadTarget, texts: string[]) {
  let next = 0;
  return measuredRun(target, {
    amount: texts.length,
    headers: { ...BROWSER_HEADERS, accept: 'application/json' },
    nextPath: () =>
      `/api/autocomplete?q=${encodeURIComponent(texts[next++ % texts.length])}&locale=${LOCALE}`,
  });
}

const WARMUP_WINDOW_SEC = 10;
const WARMUP_MAX_SEC = 300;
/** A window that costs the engine at least this share of the previous one's CPU has stopped falling. */
const SETTLED_SHARE = 0.9;

/**
 * Whether the engine's CPU per request, window after window, has settled: it fell by less than a tenth
 * twice running. A freshly started JVM compiles its hot code for thousands of requests (the C2 compiler
 * alone spent 81 s of CPU on the bench catalogue's autocomplete) and a freshly indexed node merges its
 * segments: a node that has served a shop for an hour has done both.
 */
export function warmedUp(engineCpuMs: number[]): boolean {
  if (engineCpuMs.length < 3) return false;
  const [a, b, c] = engineCpuMs.slice(-3);
  return b >= SETTLED_SHARE * a && c >= SETTLED_SHARE * b;
}

/** One warm-up window's figures. */
interface WarmupWindow {
  reqPerSec: number;
  p99Ms: number | null;
  cpuMsPerRequest: Record<string, number>;
}

/**
 * Uncached search pages in windows of 10 s until the engine's CPU per request settles (at most 300 s):
 * each window's figures are kept, the first being what a node started a moment ago gives.
 */
async function warmUp(target: LoadTarget, name: string, log: (message: string) => void) {
  const nextPath = uncachedSearchPaths(`w${name[0]}`);
  const windows: WarmupWindow[] = [];
  while (windows.length * WARMUP_WINDOW_SEC < WARMUP_MAX_SEC) {
    const run = await measuredRun(target, { durationSec: WARMUP_WINDOW_SEC, nextPath });
    windows.push({
      reqPerSec: run.reqPerSec,
      p99Ms: run.latencyMs.p99,
      cpuMsPerRequest: run.cpuMsPerRequest,
    });
    if (warmedUp(windows.map((window) => window.cpuMsPerRequest.engine))) break;
  }
  log(
    `  ${name}: warmed up in ${windows.length * WARMUP_WINDOW_SEC} s, the engine's CPU per page ${windows
      .map((window) => window.cpuMsPerRequest.engine)
      .join(' → ')} ms`,
  );
  return windows;
}

/** One engine's figures: search pages at each connection count, the autocomplete at 10. */
async function loadRuns({
  target,
  name,
  connections,
  durationSec,
  autocompleteTexts,
  log,
}: {
  target: LoadTarget;
  name: string;
  connections: number[];
  durationSec: number;
  autocompleteTexts: { warmup: string[]; measured: string[] };
  log: (message: string) => void;
}) {
  log(`  ${name}: warming up until the engine's CPU per page settles`);
  const warmup = await warmUp(target, name, log);
  // The autocomplete's own code paths (the suggester, the multi-search) warmed with texts that are not
  // measured: a shop's engine has answered autocompletes before, and every measured text is still new to
  // every cache.
  await autocompleteRun(target, autocompleteTexts.warmup);
  const search: Record<string, EngineRun> = {};
  for (const count of connections) {
    log(`  ${name}: uncached search pages, ${count} connections`);
    search[count] = await measuredRun(target, {
      connections: count,
      durationSec,
      nextPath: uncachedSearchPaths(`${name[0]}${count}x`),
    });
  }
  log(`  ${name}: autocomplete, ${autocompleteTexts.measured.length} texts typed once, 10 connections`);
  const autocomplete = await autocompleteRun(target, autocompleteTexts.measured);
  return { warmup, search, autocomplete };
}

/** One engine's runs: its warm-up windows, search pages per connection count, the autocomplete. */
export type EngineRuns = Awaited<ReturnType<typeof loadRuns>>;

/** Both engines' runs, OpenSearch's start and indexing, and the engines' own `took`. */
export interface MeasuredEngines {
  locale: string;
  openSearch: { startMs: number; indexMs: number };
  demo: EngineRuns;
  opensearch: EngineRuns;
  took: Record<'demo' | 'opensearch', Awaited<ReturnType<typeof engineTook>>>;
}

/** The section's figures, or why OpenSearch was left out. */
export type EngineFigures = MeasuredEngines | { openSearchSkipped: string };

export async function measureEngines({
  stack,
  options,
  log,
}: Omit<ShopSection, 'pages'>): Promise<EngineFigures> {
  const skipped = process.env.OPENSEARCH_REQUIRED === '1' ? undefined : openSearchSkipReason();
  if (skipped) return { openSearchSkipped: skipped };
  const backendPort = new URL(stack.backendUrl).port;
  const { dataDir, search } = demoBackendConfig({
    ...process.env,
    DEMO_BACKEND_DATA_DIR: stack.dataDir,
    DEMO_BACKEND_PORT: backendPort,
  });
  // The demo backend's own settings always name the indices; only a config built by hand lacks them.
  if (!search) throw new Error('the demo backend settings name no search indices');
  const config = { dataDir, search };
  log('  starting OpenSearch and indexing the bench catalogue');
  const node = await startOpenSearch();
  const forgetNode = onCleanup('opensearch', () => node.stop());
  const indexed = await indexDemoCatalogue(node.url, config);
  const openSearch = await startStorefront(
    { ...stack.storefrontEnv, ...openSearchStorefrontEnv(node.url, config.search) },
    'storefront-opensearch',
  );
  const demoSearchUrl = `${stack.backendUrl}/es`;
  const texts = await typedTexts(demoSearchUrl, config.search.productsIndex, 4 * AUTOCOMPLETE_TEXTS);
  // Four quarters: neither storefront warms up with, or measures, a text the other has seen.
  const quarter = (index: number) => texts.filter((_, at) => at % 4 === index);
  const runs = { connections: options.connections, durationSec: options.durationSec, log };
  const openSearchFigures = { startMs: node.startMs, indexMs: indexed.milliseconds };
  const demo = await loadRuns({
    ...runs,
    target: {
      url: stack.storefrontUrl,
      engine: { kind: 'demo', url: demoSearchUrl },
      processes: { storefront: stack.storefront.child.pid, engine: stack.backend.child.pid },
    },
    name: 'demo',
    autocompleteTexts: { warmup: quarter(0), measured: quarter(1) },
  });
  const opensearch = await loadRuns({
    ...runs,
    target: {
      url: openSearch.url,
      engine: { kind: 'opensearch', url: node.url },
      processes: { storefront: openSearch.pid, engine: node.child.pid },
    },
    name: 'opensearch',
    autocompleteTexts: { warmup: quarter(2), measured: quarter(3) },
  });
  await openSearch.stop();
  log('  the engines alone: the search page request, took');
  const took = {
    demo: await engineTook(demoSearchUrl, config.search, SEARCH_WORDS[0]),
    opensearch: await engineTook(node.url, config.search, SEARCH_WORDS[0]),
  };
  await node.stop();
  forgetNode();
  return { locale: LOCALE, openSearch: openSearchFigures, demo, opensearch, took };
}
