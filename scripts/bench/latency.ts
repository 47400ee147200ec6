// Latency of the search endpoints as one shopper feels it: one request at a time, no concurrency.
// Each text is asked twice: first unseen (the storefront's 60 s cache misses, the index is queried),
// then again (a cache hit), since both happen in real use and differ by an order of magnitude.
// Before that, each endpoint answers texts of its own that are not measured: the first requests after
// a start load the route's code and run it before V8 has optimised it (several hundred ms for the very
// first), which a shop's server, running for days, has long left behind. Those warm-up times are
// reported too, as `warmup`.
import path from 'node:path';
import { repoRoot } from '../lib/services.ts';
import { run } from './build.ts';
import { registerChild } from './cleanup.ts';
import { BROWSER_HEADERS, quantile } from './load.ts';
import type { BenchStack } from './stack.ts';

const LOCALE = 'en';

/** Distinct texts as typed: the prefixes (3 to 10 characters) of words of the catalogue's product names. */
async function typedTexts(backendUrl: string, count: number): Promise<string[]> {
  const response = await fetch(`${backendUrl}/es/demo_products_${LOCALE}/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { term: { main: true } }, sort: [{ id: 'asc' }], size: 400 }),
    signal: AbortSignal.timeout(30_000),
  });
  const answer: { hits: { hits: { _source: { name: string } }[] } } = await response.json();
  const names = answer.hits.hits.map((hit) => hit._source.name.toLowerCase());
  const texts = new Set<string>();
  for (const name of names) {
    const words = name.split(/[^\p{L}]+/u).filter((word) => word.length >= 4);
    for (const word of words)
      for (let length = 3; length <= Math.min(10, word.length); length += 1) texts.add(word.slice(0, length));
    if (texts.size >= count) break;
  }
  return [...texts].slice(0, count);
}

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** The timings of one kind of request (ms). */
interface TimingSummary {
  samples: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
}

function summary(samples: number[]): TimingSummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number | null | undefined) => (value == null ? null : Math.round(value * 10) / 10);
  return {
    samples: sorted.length,
    p50Ms: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    maxMs: round(sorted.at(-1)),
  };
}

/** Warm-up texts (never measured) first, then each text once unseen and once more, for one endpoint. */
async function measureEndpoint(
  { warmupTexts, texts }: { warmupTexts: string[]; texts: string[] },
  urlOf: (text: string) => string,
  headers: Record<string, string>,
) {
  const warmup: number[] = [];
  for (const text of warmupTexts) warmup.push(await timedGet(urlOf(text), headers));
  const unseen: number[] = [];
  for (const text of texts) unseen.push(await timedGet(urlOf(text), headers));
  const cached: number[] = [];
  for (const text of texts) cached.push(await timedGet(urlOf(text), headers));
  return { warmup: summary(warmup), uncached: summary(unseen), cached: summary(cached) };
}

/** One kind of query's timings (ms) in bench-search.ts. */
interface IndexTimings {
  p50: number;
  p95: number;
  max: number;
  iterations: number;
}

/** What bench-search.ts prints (its catalogue and each kind of query's timings), or why it failed. */
interface IndexAlone {
  catalogue?: unknown;
  autocomplete?: IndexTimings;
  autocompleteFuzzy?: IndexTimings;
  searchPage?: IndexTimings;
  searchPageFiltered?: IndexTimings;
  error?: string;
}

/** The index alone, in process, on the same generated catalogue (the demo backend's own benchmark). */
async function indexAlone(products: number, iterations: number): Promise<IndexAlone> {
  const output = await run(
    process.execPath,
    [
      path.join(repoRoot, 'apps/demo-backend/scripts/bench-search.ts'),
      '--products',
      String(products),
      '--iterations',
      String(iterations),
    ],
    { register: registerChild, timeoutMs: 600_000 },
  );
  return JSON.parse(output.slice(output.indexOf('{')));
}

/** Splits the typed texts: every `stride`-th one is a warm-up text, the others are measured. */
export function warmupSplit(texts: string[], stride: number) {
  return {
    warmupTexts: texts.filter((_, index) => index % stride === 0),
    texts: texts.filter((_, index) => index % stride !== 0),
  };
}

const WARMUP_STRIDE = 6;

export async function measureLatency({
  stack,
  samples,
  products,
  log,
}: {
  stack: BenchStack;
  samples: number;
  products: number;
  log: (message: string) => void;
}) {
  // One text in six warms up; `samples` are measured.
  const typed = await typedTexts(
    stack.backendUrl,
    Math.ceil((samples * WARMUP_STRIDE) / (WARMUP_STRIDE - 1)),
  );
  const autocompleteTexts = warmupSplit(typed, WARMUP_STRIDE);
  log(
    `  autocomplete: ${autocompleteTexts.texts.length} texts after ${autocompleteTexts.warmupTexts.length} to warm up`,
  );
  const autocomplete = await measureEndpoint(
    autocompleteTexts,
    (text) => `${stack.storefrontUrl}/api/autocomplete?q=${encodeURIComponent(text)}&locale=${LOCALE}`,
    { ...BROWSER_HEADERS, accept: 'application/json' },
  );
  // Fewer page samples: each is a whole server-rendered page.
  const pageTexts = warmupSplit(
    typed.filter((_, index) => index % 3 === 0),
    WARMUP_STRIDE,
  );
  log(`  search page: ${pageTexts.texts.length} texts`);
  const searchPage = await measureEndpoint(
    pageTexts,
    (text) => `${stack.storefrontUrl}/${LOCALE}/search?q=${encodeURIComponent(text)}`,
    BROWSER_HEADERS,
  );
  // The request a client-side search makes (React Router's data endpoint): loader data, no HTML.
  const searchData = await measureEndpoint(
    pageTexts,
    (text) => `${stack.storefrontUrl}/${LOCALE}/search.data?q=${encodeURIComponent(text)}`,
    { ...BROWSER_HEADERS, accept: '*/*' },
  );
  log('  search index alone (bench-search.ts, in process)');
  let index: IndexAlone;
  try {
    index = await indexAlone(products, Math.max(20, Math.round(samples / 3)));
  } catch (error) {
    index = { error: (error as Error).message.slice(0, 1000) };
  }
  return { locale: LOCALE, autocomplete, searchPage, searchData, index };
}
