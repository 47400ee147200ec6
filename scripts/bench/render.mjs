// What a shopper waits for when the page cache has nothing to give: pages rendered by React on every
// request (SHOP_PAGE_CACHE_MB=0), with the catalogue caches cold (a process started just before the
// run) and warm (after a warm-up), and first visits with the page cache on: product addresses nobody
// asked for before, beside the page cache's hits on one address, and the same visits without the page
// cache; then the product page's three as a browser asks for them, compressed.
import { BROWSER_HEADERS, COMPRESSING_BROWSER_HEADERS, drain, runLoad } from './load.mjs';
import { readCpuMs, readMemory } from './process-stats.mjs';

const NO_PAGE_CACHE = { SHOP_PAGE_CACHE_MB: '0' };
/** Product addresses read from the index for the first visits: more than a run can ask for. */
const FIRST_VISIT_ADDRESSES = 6000;

/** Addresses of `count` main products of the index, in English (pages.mjs measures English too). */
async function productPaths(backendUrl, count) {
  const response = await fetch(`${backendUrl}/es/demo_products_en/_search`, {
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
  return (await response.json()).hits.hits.map((hit) => `/en/${hit._source.url_key}`);
}

/** One load run on the storefront, with the CPU it cost per request and its peak resident memory. */
async function measuredLoad(stack, { url, connections, durationSec, nextPath, headers }) {
  const pid = stack.storefront.child.pid;
  const cpuBefore = readCpuMs(pid);
  const result = await runLoad({ url, connections, durationSec, nextPath, headers });
  await drain(`${stack.storefrontUrl}/_build`);
  result.cpuMsPerRequest = Math.round(((readCpuMs(pid) - cpuBefore) / (result.sent || 1)) * 100) / 100;
  // The kernel's own peak since the process started (VmHWM): nothing between two samples is missed.
  result.peakRssMb = readMemory(pid)?.peakMb ?? null;
  return result;
}

/** Fails unless `path` renders as a 200 page once (a 404 or a 500 would be measured as fast). */
async function checkPage(stack, path) {
  const response = await fetch(`${stack.storefrontUrl}${path}`, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not 200`);
}

/**
 * Every page without the page cache, cold then warm, at each connection count; then first visits and
 * hits with the page cache on. Leaves the storefront running with its usual settings.
 */
export async function measureRender({ stack, pages, options, log }) {
  const rows = [];
  try {
    for (const page of pages) {
      const url = `${stack.storefrontUrl}${page.path}`;
      const entry = { page: page.name, path: page.path, runs: {} };
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

    log('  first visits and hits, page cache on');
    await stack.restartStorefront();
    const paths = await productPaths(stack.backendUrl, FIRST_VISIT_ADDRESSES);
    await checkPage(stack, paths[0]);
    let next = 0;
    let wrapped = false;
    const nextPath = () => {
      if (next === paths.length) wrapped = true;
      return paths[next++ % paths.length];
    };
    const product = pages.find((page) => page.name === 'product');
    const hitUrl = `${stack.storefrontUrl}${product.path}`;
    await runLoad({ url: hitUrl, connections: 10, durationSec: options.warmupSec });
    await drain(`${stack.storefrontUrl}/_build`);
    const firstVisits = { addresses: paths.length, runs: {} };
    for (const connections of options.connections) {
      firstVisits.runs[`first${connections}`] = await measuredLoad(stack, {
        url: stack.storefrontUrl,
        connections,
        durationSec: options.durationSec,
        nextPath,
      });
      firstVisits.runs[`hit${connections}`] = await measuredLoad(stack, {
        url: hitUrl,
        connections,
        durationSec: options.durationSec,
      });
    }
    log('  the product page compressed, as a browser asks for it: hits, first visits, renders');
    const compressed = { acceptEncoding: COMPRESSING_BROWSER_HEADERS['accept-encoding'], runs: {} };
    const asBrowser = {
      connections: 10,
      durationSec: options.durationSec,
      headers: COMPRESSING_BROWSER_HEADERS,
    };
    compressed.runs.hit10 = await measuredLoad(stack, { ...asBrowser, url: hitUrl });
    compressed.runs.first10 = await measuredLoad(stack, { ...asBrowser, url: stack.storefrontUrl, nextPath });
    // Past the list, addresses came back a second time: those were hits, and the figure says so.
    firstVisits.addressesAsked = next;
    firstVisits.allFirstVisits = !wrapped;
    // The same addresses from the start, in a new process without the page cache: the catalogue caches
    // are as cold for them as they were for the first visits, so the difference is what filling the
    // page cache costs.
    log('  the same first visits without the page cache');
    await stack.restartStorefront(NO_PAGE_CACHE);
    next = 0;
    firstVisits.runs.uncached10 = await measuredLoad(stack, {
      url: stack.storefrontUrl,
      connections: 10,
      durationSec: options.durationSec,
      nextPath,
    });
    await runLoad({ ...asBrowser, url: hitUrl, durationSec: options.warmupSec });
    await drain(`${stack.storefrontUrl}/_build`);
    compressed.runs.warm10 = await measuredLoad(stack, { ...asBrowser, url: hitUrl });
    return { pages: rows, firstVisits, compressed };
  } finally {
    await stack.restartStorefront();
  }
}
