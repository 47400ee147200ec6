/**
 * Latency of the storefront's search endpoints on a large catalogue, as a shopper meets them:
 *   node apps/storefront/scripts/bench-search.ts --products 10000 --texts 200
 * Seeds a temporary demo database with `--products` sellable products, starts the demo backend and the
 * production storefront (STOREFRONT_BUILD_DIR or build/, so build first), then asks, one request at a
 * time, the autocomplete endpoint for texts never asked before (the server's cache misses), the same
 * texts again (hits), and the search page for fresh texts. Prints p50/p95/max in milliseconds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  demoBackendEnv,
  freePort,
  repoRoot,
  startService,
  STOREFRONT_SERVER,
} from '../../../scripts/lib/services.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, texts: { type: 'string', default: '200' } },
});
const textCount = Number(values.texts);

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { n: sorted.length, p50: at(50), p95: at(95), max: sorted.at(-1)! };
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

/** What shoppers type: word beginnings of 2 to 7 letters and whole words with a typo, from product names. */
async function shopperTexts(searchUrl: string): Promise<string[]> {
  const response = await fetch(`${searchUrl}/demo_products_en/_search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ size: 2000, query: { match_all: {} } }),
  });
  const body = (await response.json()) as { hits: { hits: { _source: { name?: string } }[] } };
  const words = [
    ...new Set(
      body.hits.hits.flatMap((hit) => (hit._source.name ?? '').toLowerCase().match(/\p{L}{4,}/gu) ?? []),
    ),
  ];
  const texts = new Set<string>();
  for (let i = 0; texts.size < textCount && i < words.length * 8; i++) {
    const word = words[(i * 7919) % words.length]!;
    const kind = i % 3;
    if (kind === 0) texts.add(word.slice(0, 2 + (i % 6)));
    else if (kind === 1)
      texts.add(`${word.slice(0, 1)}${word.slice(2, 3)}${word.slice(1, 2)}${word.slice(3)}`);
    else texts.add(word);
  }
  return [...texts];
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const stops: (() => Promise<void>)[] = [];
try {
  execFileSync(
    process.execPath,
    ['apps/demo-backend/scripts/seed-large.ts', '--products', values.products, '--data-dir', dataDir],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const backend = await startService({
    name: 'demo-backend',
    command: process.execPath,
    args: ['apps/demo-backend/src/main.ts'],
    env: {
      DEMO_BACKEND_PORT: String(backendPort),
      DEMO_BACKEND_DATA_DIR: dataDir,
      DEMO_BACKEND_MODE: 'test',
      DEMO_BACKEND_LOG_LEVEL: 'warn',
    },
    readyUrl: `http://127.0.0.1:${backendPort}/health`,
    quiet: true,
    timeoutMs: 180_000,
  });
  stops.push(() => backend.stop());
  const storefront = await startService({
    name: 'storefront',
    ...STOREFRONT_SERVER,
    env: { ...demoBackendEnv(backendPort), PORT: String(storefrontPort), HOST: '127.0.0.1' },
    readyUrl: `http://127.0.0.1:${storefrontPort}/_build`,
    quiet: true,
  });
  stops.push(() => storefront.stop());
  const shop = `http://127.0.0.1:${storefrontPort}`;
  const texts = await shopperTexts(`http://127.0.0.1:${backendPort}/es`);
  // The first query builds the index in memory: not a shopper's wait.
  await timed(`${shop}/api/autocomplete?q=warm&locale=en`);

  const autocomplete = (text: string) =>
    `${shop}/api/autocomplete?${new URLSearchParams({ q: text, locale: 'en' })}`;
  const results: Record<string, ReturnType<typeof percentiles>> = {};
  const run = async (name: string, urls: string[]) => {
    const samples: number[] = [];
    for (const url of urls) samples.push(await timed(url));
    results[name] = percentiles(samples);
  };
  await run('autocomplete, new text (cache miss)', texts.map(autocomplete));
  await run('autocomplete, same text again (cache hit)', texts.map(autocomplete));
  await run(
    'search page HTML, new text',
    texts.map((text) => `${shop}/en/search?${new URLSearchParams({ q: text })}`),
  );
  console.log(`search endpoints, ${values.products} products, one request at a time (ms)`);
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        { n: r.n, p50: r.p50.toFixed(1), p95: r.p95.toFixed(1), max: r.max.toFixed(1) },
      ]),
    ),
  );
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
