// Figures of a real OpenSearch beside the demo index, both over HTTP on this machine:
//   node scripts/opensearch/bench.ts [--products 10000] [--iterations 100]
// node start (launch to green), indexing time of the demo catalogue and of the generated one, the JVM's
// resident memory after each, and p50/p95 of the storefront's search-page and autocomplete requests.
// Bounded: each latency run stops after `--iterations` requests or 60 s.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, migrate, openDatabase } from '../../apps/demo-backend/src/db/database.ts';
import {
  type LargeSeedSummary,
  seedLargeCatalogue,
} from '../../apps/demo-backend/src/search/catalogue/large-seed.ts';
import { ensureDemoCatalogue } from '../../apps/demo-backend/src/search/catalogue/write-catalogue.ts';
import { indexCatalogue } from '../../apps/demo-backend/src/search/opensearch/catalogue-indexer.ts';
import { openSearchRequest } from '../../apps/demo-backend/src/search/opensearch/opensearch-http.ts';
import { loadSearchConfig, type SearchConfig } from '../../apps/demo-backend/src/search/search-config.ts';
import { SearchService } from '../../apps/demo-backend/src/search/search-service.ts';
import { startOpenSearch } from '../lib/opensearch.ts';
import { freePort, startDemoBackend } from '../lib/services.ts';
import type { ConformanceCheck } from './conformance-checks.ts';
import { registerStorefrontImports } from './storefront-imports.ts';

registerStorefrontImports();
const { conformanceChecks, fixturesOf } = await import('./conformance-checks.ts');

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, iterations: { type: 'string', default: '100' } },
});
const products = Number(values.products);
const iterations = Math.min(Math.max(Number(values.iterations) || 100, 10), 2000);
const RUN_LIMIT_MS = 60_000;

/** p50 and p95 of one kind of request on one engine, over `n` requests. */
interface Latency {
  p50: number;
  p95: number;
  n: number;
}
type LatencyRow = Latency & { kind: string; engine: string };

/** One catalogue's figures: how long it took to index, the JVM's memory after, the latencies. */
interface CatalogueFigures {
  indexMs: number;
  residentMb: number;
  latency?: LatencyRow[];
}

/** What the bench prints: the node's start, then each catalogue's figures. */
interface BenchResult {
  startMs: number;
  seed?: CatalogueFigures;
  large?: CatalogueFigures & { variantsPerLanguage?: number; generated: LargeSeedSummary };
}

const residentMb = (pid: number | undefined) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The storefront's search-page and autocomplete requests, built by its own code, on `fr`. */
function requestsOf(db: Database, config: SearchConfig): Record<string, ConformanceCheck[]> {
  const service = new SearchService(db, config);
  const docs = (index: string) =>
    (
      service.search(`${index}_fr`, { size: 10_000, query: { match_all: {} }, sort: [{ id: 'asc' }] }) as {
        hits: { hits: { _id: string; _source: unknown }[] };
      }
    ).hits.hits.map((hit) => ({ id: hit._id, source: hit._source }));
  const checks = conformanceChecks(fixturesOf(docs(config.productsIndex), docs(config.categoriesIndex)));
  return {
    'search page': checks.filter((check) => check.name.startsWith('search page')),
    autocomplete: checks.filter((check) => check.name.startsWith('autocomplete')),
  };
}

async function latency(baseUrl: string, index: string, checks: ConformanceCheck[]): Promise<Latency> {
  const send = (check: ConformanceCheck) =>
    openSearchRequest(baseUrl, 'POST', `/${index}/_search`, check.body, 120_000);
  for (const check of checks) await send(check); // warm-up, not measured
  const times: number[] = [];
  const deadline = performance.now() + RUN_LIMIT_MS;
  for (let i = 0; i < iterations && performance.now() < deadline; i += 1) {
    const started = performance.now();
    await send(checks[i % checks.length]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1), n: times.length };
}

async function latencies(
  engines: Record<string, string>,
  requests: Record<string, ConformanceCheck[]>,
  config: SearchConfig,
): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  for (const [kind, checks] of Object.entries(requests)) {
    for (const [engine, url] of Object.entries(engines)) {
      rows.push({ kind, engine, ...(await latency(url, `${config.productsIndex}_fr`, checks)) });
    }
  }
  return rows;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'opensearch-bench-'));
const backendPort = await freePort();
const config = loadSearchConfig({}, backendPort);
const db = openDatabase(dataDir);
migrate(db);
ensureDemoCatalogue(db);
const node = await startOpenSearch();
const backend = await startDemoBackend({
  port: backendPort,
  dataDir,
  mode: 'test',
  quiet: true,
  logLevel: 'warn',
});
const engines = { demo: `http://127.0.0.1:${backendPort}/es`, opensearch: node.url };
try {
  const result: BenchResult = { startMs: node.startMs };
  let started = performance.now();
  await indexCatalogue(node.url, db, config);
  result.seed = { indexMs: Math.round(performance.now() - started), residentMb: residentMb(node.child.pid) };
  const requests = requestsOf(db, config);
  result.seed.latency = await latencies(engines, requests, config);
  const generated = seedLargeCatalogue(db, products);
  started = performance.now();
  const indexed = await indexCatalogue(node.url, db, config);
  result.large = {
    variantsPerLanguage: indexed.find((index) => index.kind === 'products')?.documents,
    generated,
    indexMs: Math.round(performance.now() - started),
    residentMb: residentMb(node.child.pid),
  };
  result.large.latency = await latencies(engines, requests, config);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await Promise.all([node.stop(), backend.stop()]);
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
