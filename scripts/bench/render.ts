// What a shopper waits for when the page cache has nothing to give: pages rendered by React on every
// request (SHOP_PAGE_CACHE_MB=0), with the catalogue caches cold (a process started just before the
// run) and warm (after a warm-up), and first visits with the page cache on: product addresses nobody
// asked for before, then the same addresses a second time (the page cache keeps a page at its second
// request), beside the page cache's hits on one address, and first visits without the page cache; then
// the product page's three as a browser asks for them, compressed.
import { type Locale, localePrefix, LOCALES } from '../../apps/storefront/app/i18n/locales.ts';
import {
  BROWSER_HEADERS,
  COMPRESSING_BROWSER_HEADERS,
  drain,
  type LoadOptions,
  type LoadResult,
  runLoad,
} from './load.ts';
import { readCpuMs, readMemory } from './process-stats.ts';
import type { BenchStack, ShopSection } from './stack.ts';

const NO_PAGE_CACHE = { SHOP_PAGE_CACHE_MB: '0' };
/** Product addresses read from the index per language for the first visits: more than the runs ask. */
const FIRST_VISIT_ADDRESSES = 6000;

/** Addresses of `count` main products of the index in `locale`. */
async function productPaths(backendUrl: string, locale: Locale, count: number): Promise<string[]> {
  const response = await fetch(`${backendUrl}/es/demo_products_${locale}/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: { term: { main: true } },
      sort: [{ id: 'asc' }],
      size: count,
      _source: ['url_key'],
    }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`product addresses: ${response.status} ${await response.text()}`);
  const answer: { hits: { hits: { _source: { url_key: string } }[] } } = await response.json();
  return answer.hits.hits.map((hit) => `${localePrefix(locale)}/${hit._source.url_key}`);
}

/**
 * Products of the index, each as its addresses in the shop's four languages (a real shop's long tail:
 * thousands of products in each language).
 */
export async function firstVisitProducts(
  backendUrl: string,
  count = FIRST_VISIT_ADDRESSES,
): Promise<string[][]> {
  const lists = await Promise.all(LOCALES.map((locale) => productPaths(backendUrl, locale, count)));
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) =>
    lists.map((list) => list[index]).filter((path) => path !== undefined),
  );
}

/**
 * Addresses handed out in order; past the end they come again, and `ranOut` says so. `replay` is a lane
 * of the addresses handed out so far, in the same order.
 */
interface AddressLane {
  nextPath: () => string;
  readonly asked: number;
  readonly ranOut: boolean;
  replay: () => AddressLane;
}

function addressLane(paths: string[]): AddressLane {
  let next = 0;
  return {
    nextPath: () => paths[next++ % paths.length],
    get asked() {
      return next;
    },
    get ranOut() {
      return next > paths.length;
    },
    replay: () => addressLane(paths.slice(0, Math.min(next, paths.length))),
  };
}

/** A fixed sequence of coin flips (the top bit of a linear congruential generator): the same at every run. */
function coinFlips() {
  let state = 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state >= 2 ** 30;
  };
}

/**
 * Where first visits take their addresses. The two runs compared, with and without the page cache,
 * share the first half of the products: of each two in a row, one goes to each, each product in its
 * four languages in turn, so that both read the list at the same pace (its hand-written products come
 * first). Which of the two goes where is a coin's flip: a catalogue whose kinds of product come round
 * in a cycle of even length (the generated one has eight) would otherwise give one run all the essential
 * oils and the other none. Warm-ups and the other runs take the second half.
 */
export function firstVisitLanes(products: string[][]) {
  const half = products.slice(0, Math.ceil(products.length / 2));
  const flip = coinFlips();
  const withCache: string[][] = [];
  const withoutCache: string[][] = [];
  for (let index = 0; index + 1 < half.length; index += 2) {
    const pair = [half[index], half[index + 1]];
    if (flip()) pair.reverse();
    withCache.push(pair[0]);
    withoutCache.push(pair[1]);
  }
  return {
    withCache: addressLane(withCache.flat()),
    withoutCache: addressLane(withoutCache.flat()),
    others: addressLane(products.slice(half.length).flat()),
  };
}

/** A load run with the CPU it cost the storefront per request and the storefront's peak resident memory. */
export interface RenderRun extends LoadResult {
  cpuMsPerRequest: number;
  peakRssMb: number | null;
}

/** One load run on the storefront, with the CPU it cost per request and its peak resident memory. */
async function measuredLoad(
  stack: BenchStack,
  { url, connections, durationSec, amount, nextPath, headers }: LoadOptions,
): Promise<RenderRun> {
  const pid = stack.storefront.child.pid;
  const cpuBefore = readCpuMs(pid);
  const result = await runLoad({ url, connections, durationSec, amount, nextPath, headers });
  await drain(`${stack.storefrontUrl}/_build`);
  return {
    ...result,
    cpuMsPerRequest:
      Math.round((((readCpuMs(pid) ?? 0) - (cpuBefore ?? 0)) / (result.sent || 1)) * 100) / 100,
    // The kernel's own peak since the process started (VmHWM): nothing between two samples is missed.
    peakRssMb: readMemory(pid)?.peakMb ?? null,
  };
}

/** Fails unless `path` renders as a 200 page once (a 404 or a 500 would be measured as fast). */
async function checkPage(stack: BenchStack, path: string) {
  const response = await fetch(`${stack.storefrontUrl}${path}`, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not 200`);
}

/**
 * Every page without the page cache, cold then warm, at each connection count; then first visits and
 * hits with the page cache on. Leaves the storefront running with its usual settings.
 */
export async function measureRender({ stack, pages, options, log }: ShopSection) {
  const rows: { page: string; path: string; runs: Record<string, RenderRun> }[] = [];
  try {
    for (const page of pages) {
      const url = `${stack.storefrontUrl}${page.path}`;
      const entry = { page: page.name, path: page.path, runs: {} as Record<string, RenderRun> };
      rows.push(entry);
      for (const connections of options.connections) {
        log(`  ${page.name}: no page cache, cold, ${connections} connections`);
        await stack.restartStorefront(NO_PAGE_CACHE);
        entry.runs[`cold${connections}`] = await measuredLoad(stack, {
          url,
          connections,
          durationSec: options.durationSec,
        });
      }
      await runLoad({ url, connections: 10, durationSec: options.warmupSec });
      await drain(`${stack.storefrontUrl}/_build`);
      for (const connections of options.connections) {
        log(`  ${page.name}: no page cache, warm, ${connections} connections`);
        entry.runs[`warm${connections}`] = await measuredLoad(stack, {
          url,
          connections,
          durationSec: options.durationSec,
        });
      }
    }

    // The two rows of first visits compared start alike: a new process whose code has warmed up on
    // first visits of its own, asking for products of the same kind that nobody asked for before, the
    // backend included. What differs between them is what the page cache costs a page it does not keep
    // yet.
    const lanes = firstVisitLanes(await firstVisitProducts(stack.backendUrl));
    const { nextPath } = lanes.others;
    const firstVisitsOf = (connections: number, lane: AddressLane = lanes.others, amount?: number) =>
      measuredLoad(stack, {
        url: stack.storefrontUrl,
        connections,
        durationSec: options.durationSec,
        amount,
        nextPath: lane.nextPath,
      });
    const startForFirstVisits = async (env?: Record<string, string>) => {
      await stack.restartStorefront(env);
      await checkPage(stack, nextPath());
      await runLoad({ url: stack.storefrontUrl, connections: 10, durationSec: options.warmupSec, nextPath });
      await drain(`${stack.storefrontUrl}/_build`);
    };

    log('  first and second visits, and hits, page cache on');
    await startForFirstVisits();
    const firstVisits: {
      runs: Record<string, RenderRun>;
      addressesAsked?: number;
      allFirstVisits?: boolean;
    } = {
      runs: { first10: await firstVisitsOf(10, lanes.withCache) },
    };
    // The same addresses again, in the same order, well within the minute a page is kept for: each a
    // second request, which renders the page and keeps it. As many as the first run answered, less
    // those still being answered when it stopped: their renders may not have ended.
    const secondVisits = lanes.withCache.replay();
    const first = firstVisits.runs.first10;
    const answeredFirst = first.requests - first.connections;
    firstVisits.runs.second10 = await firstVisitsOf(10, secondVisits, answeredFirst);
    const product = pages.find((page) => page.name === 'product')!;
    const hitUrl = `${stack.storefrontUrl}${product.path}`;
    await runLoad({ url: hitUrl, connections: 10, durationSec: options.warmupSec });
    await drain(`${stack.storefrontUrl}/_build`);
    for (const connections of options.connections) {
      if (connections !== 10) firstVisits.runs[`first${connections}`] = await firstVisitsOf(connections);
      firstVisits.runs[`hit${connections}`] = await measuredLoad(stack, {
        url: hitUrl,
        connections,
        durationSec: options.durationSec,
      });
    }
    log('  the product page compressed, as a browser asks for it: hits, first visits, renders');
    const compressed = {
      acceptEncoding: COMPRESSING_BROWSER_HEADERS['accept-encoding'],
      runs: {} as Record<string, RenderRun>,
    };
    const asBrowser = {
      connections: 10,
      durationSec: options.durationSec,
      headers: COMPRESSING_BROWSER_HEADERS,
    };
    compressed.runs.hit10 = await measuredLoad(stack, { ...asBrowser, url: hitUrl });
    compressed.runs.first10 = await measuredLoad(stack, { ...asBrowser, url: stack.storefrontUrl, nextPath });

    log('  first visits without the page cache');
    await startForFirstVisits(NO_PAGE_CACHE);
    firstVisits.runs.uncached10 = await firstVisitsOf(10, lanes.withoutCache);
    // Past a lane's end, addresses came back a second time: those were no first visits, and the figure says so.
    const allLanes = [...Object.values(lanes), secondVisits];
    firstVisits.addressesAsked = allLanes.reduce((sum, lane) => sum + lane.asked, 0);
    firstVisits.allFirstVisits = allLanes.every((lane) => !lane.ranOut);
    await runLoad({ ...asBrowser, url: hitUrl, durationSec: options.warmupSec });
    await drain(`${stack.storefrontUrl}/_build`);
    compressed.runs.warm10 = await measuredLoad(stack, { ...asBrowser, url: hitUrl });
    return { pages: rows, firstVisits, compressed };
  } finally {
    await stack.restartStorefront();
  }
}
