// A real OpenSearch 2.19 node (tools/opensearch), started once for this file (every OpenSearch test of
// the project is here, so one node serves the run), holding the demo catalogue: its indices, mapping,
// analysis and documents, the storefront's requests compared with the demo index, and the judged query
// sets ranked by both. Without Java (and no way to install it) the file is skipped with one line,
// unless OPENSEARCH_REQUIRED=1 (CI), which makes that a failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openDatabase } from '../../apps/demo-backend/src/db/database.ts';
import { ensureDemoCatalogue } from '../../apps/demo-backend/src/search/catalogue/write-catalogue.ts';
import type { PropertyJson } from '../../apps/demo-backend/src/search/engine/mapping.ts';
import {
  type IndexedIndex,
  indexCatalogue,
} from '../../apps/demo-backend/src/search/opensearch/catalogue-indexer.ts';
import { indexBody } from '../../apps/demo-backend/src/search/opensearch/index-body.ts';
import { openSearchRequest } from '../../apps/demo-backend/src/search/opensearch/opensearch-http.ts';
import { loadSearchConfig } from '../../apps/demo-backend/src/search/search-config.ts';
import { SearchService } from '../../apps/demo-backend/src/search/search-service.ts';
import { urlKeyById } from '../../apps/storefront/app/services/search/queries.ts';
import { openSearchSkipReason, type StartedOpenSearch, startOpenSearch } from '../lib/opensearch.ts';
import { repoRoot } from '../lib/services.ts';
import { demoEngine, openSearchEngine } from '../relevance/engines.ts';
import { evaluateEngines, rankingDifferences } from '../relevance/evaluate.ts';
import { belowFloors } from '../relevance/floors.ts';
import { JUDGED_LOCALES, readJudgements } from '../relevance/judgements.ts';
import { relevanceTable, worstQueries } from '../relevance/report.ts';
import { analysisDifferences, ANALYSIS_CORNERS, textsOf } from './compare-analysis.ts';
import { conformanceChecks, fixturesOf } from './conformance-checks.ts';
import { knownReasons, unexplainedResults } from './known-differences.ts';
import { conformanceTable, runConformance } from './run-conformance.ts';

const skipReason = process.env.OPENSEARCH_REQUIRED === '1' ? undefined : openSearchSkipReason();
if (skipReason) console.log(`OpenSearch tests skipped: ${skipReason}`);

/** A hit of either engine's answer, its document as JSON. */
interface Hit {
  _id: string;
  _source: Record<string, unknown>;
}

/** The hits of a `_search` answer (the demo index's or OpenSearch's JSON). */
const hitsOf = (answer: unknown) => (answer as { hits: { hits: Hit[] } }).hits.hits;

/** Every declared field of a mapping, as path → what it must be (type, or disabled object). */
function declaredFields(properties: Record<string, PropertyJson>, prefix = ''): [string, string][] {
  return Object.entries(properties).flatMap(([name, property]) => {
    const at = `${prefix}${name}`;
    const kind = property.enabled === false ? 'disabled' : (property.type ?? 'object');
    return [
      [at, kind] as [string, string],
      ...declaredFields(property.properties ?? {}, `${at}.`),
      ...declaredFields(property.fields ?? {}, `${at}.`),
    ];
  });
}

/** A report in test-reports/ (Markdown), printed too. */
function report(file: string, text: string) {
  const reports = path.join(repoRoot, 'test-reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, file), `${text}\n`);
  console.log(text);
}

/** Index settings as OpenSearch answers them: every value a string. */
const asStrings = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'object' ? item : String(item))),
  );

describe.skipIf(Boolean(skipReason))('a real OpenSearch 2.19 with the demo catalogue', () => {
  const config = loadSearchConfig({}, 4000);
  let node: StartedOpenSearch;
  let db: Database | undefined;
  let service: SearchService;
  let indexed: IndexedIndex[];

  beforeAll(async () => {
    // The first run on a machine resolves the jars from Maven Central (and may install Java): minutes.
    node = await startOpenSearch();
    db = openDatabase(':memory:');
    migrate(db);
    ensureDemoCatalogue(db);
    service = new SearchService(db, config);
    indexed = await indexCatalogue(node.url, db, config);
  }, 600_000);

  afterAll(async () => {
    await node?.stop();
    db?.close();
  });

  /** A read of the node's REST API, its JSON read as `Answer`. */
  const get = async <Answer = unknown>(target: string) =>
    (await openSearchRequest(node.url, 'GET', target)) as Answer;

  it('answers on 127.0.0.1 as OpenSearch 2.19.6, one node, green', async () => {
    expect(new URL(node.url).hostname).toBe('127.0.0.1');
    expect((await get<{ version: unknown }>('/')).version).toMatchObject({
      distribution: 'opensearch',
      number: '2.19.6',
    });
    expect(await get('/_cluster/health')).toMatchObject({ status: 'green', number_of_nodes: 1 });
    type BoundTo = { bound_address: string[] };
    const { nodes } = await get<{ nodes: Record<string, { http: BoundTo; transport: BoundTo }> }>(
      '/_nodes/http,transport',
    );
    const [first] = Object.values(nodes);
    expect(first.http.bound_address.every((address) => address.startsWith('127.0.0.1:'))).toBe(true);
    expect(first.transport.bound_address.every((address) => address.startsWith('127.0.0.1:'))).toBe(true);
  });

  it('has a product and a category index per language, named as the storefront reads them', async () => {
    const names = indexed.map((index) => index.name).sort();
    expect(names).toEqual(
      ['fr', 'nl', 'en', 'de']
        .flatMap((locale) => [`demo_products_${locale}`, `demo_category_${locale}`])
        .sort(),
    );
    const existing = (await get<{ index: string }[]>('/_cat/indices?format=json'))
      .map((index) => index.index)
      .sort();
    expect(existing).toEqual(names);
  });

  it("creates each index with the demo index's mapping and analysis", async () => {
    for (const { name, kind, locale } of indexed) {
      const declared = indexBody(kind, locale);
      const actual = (
        await get<Record<string, { mappings: { properties: Record<string, PropertyJson> } }>>(
          `/${name}/_mapping`,
        )
      )[name].mappings;
      const actualFields = new Map(declaredFields(actual.properties));
      for (const [field, type] of declaredFields(declared.mappings.properties)) {
        expect(`${field}: ${actualFields.get(field)}`).toBe(`${field}: ${type}`);
      }
      const settings = (
        await get<Record<string, { settings: { index: { analysis: unknown } } }>>(`/${name}/_settings`)
      )[name].settings.index;
      expect(settings.analysis).toEqual(asStrings(declared.settings.analysis));
      expect(settings).toMatchObject({ number_of_shards: '1', number_of_replicas: '0' });
    }
  });

  it('holds exactly the documents the demo index serves, in every index', async () => {
    const everything = { size: 10_000, query: { match_all: {} }, sort: [{ id: 'asc' }] };
    for (const { name, documents } of indexed) {
      const demo = hitsOf(service.search(name, everything)).map((hit) => hit._source);
      const real = hitsOf(await openSearchRequest(node.url, 'POST', `/${name}/_search`, everything));
      expect(real.length).toBe(demo.length);
      expect((await get<{ count: number }>(`/${name}/_count`)).count).toBe(documents);
      expect(documents).toBe(demo.length);
      expect(real.map((hit) => hit._source)).toEqual(demo);
    }
    const [{ _source: product }] = hitsOf(service.search('demo_products_fr', { size: 1 }));
    const image = (product as { images: { small: { src: string } }[] }).images[0].small.src;
    expect(image.startsWith(`${config.mediaBaseUrl}/media/catalogue/products/`)).toBe(true);
  }, 120_000);

  it("answers the storefront's multi-search (a document's url_key in every language) as the demo index", async () => {
    const locales = ['fr', 'nl', 'en', 'de'];
    const [{ _source: main }] = hitsOf(
      service.search('demo_products_fr', { size: 1, query: { term: { main: true } } }),
    );
    const { id } = main as { id: number };
    const lines = locales.flatMap((locale) => [{ index: `demo_products_${locale}` }, urlKeyById(id)]);
    const { responses } = (await openSearchRequest(
      node.url,
      'POST',
      '/_msearch',
      lines.map((line) => `${JSON.stringify(line)}\n`).join(''),
    )) as { responses: { status: number; hits: { hits: Hit[] } }[] };
    expect(responses.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(responses.map((answer) => answer.hits.hits[0]._source)).toEqual(
      locales.map((locale) => hitsOf(service.search(`demo_products_${locale}`, urlKeyById(id)))[0]._source),
    );
  });

  it('analyses every text of the catalogue, and the corners of the analysis, as the demo index does', async () => {
    const differences: string[] = [];
    for (const { name, kind, locale } of indexed) {
      const sources = hitsOf(service.search(name, { size: 10_000, query: { match_all: {} } })).map(
        (hit) => hit._source,
      );
      const texts = [...textsOf(sources), ...ANALYSIS_CORNERS];
      const found = await analysisDifferences(node.url, name, indexBody(kind, locale).settings, texts);
      differences.push(...found.map((entry) => `${name} ${entry.analyzer} ${JSON.stringify(entry)}`));
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it("compares the storefront's requests on OpenSearch with the demo index (report)", async () => {
    const docs = (kind: string) =>
      hitsOf(
        service.search(`${kind}_fr`, { size: 10_000, query: { match_all: {} }, sort: [{ id: 'asc' }] }),
      ).map((hit) => ({ id: hit._id, source: hit._source }));
    const checks = conformanceChecks(fixturesOf(docs(config.productsIndex), docs(config.categoriesIndex)));
    const results = await runConformance({ service, url: node.url, config, checks });
    report(
      'opensearch-conformance.md',
      [conformanceTable(results), '', 'Why:', '', ...knownReasons(results)].join('\n'),
    );
    // What agrees today must keep agreeing; each known difference must still be exactly as listed.
    expect(unexplainedResults(results)).toEqual([]);
  }, 300_000);

  it('ranks the judged query sets as the demo index does, at or above the floors (report)', async () => {
    const sets = JUDGED_LOCALES.map((locale) => readJudgements(locale));
    const results = await evaluateEngines([demoEngine(service), openSearchEngine(node.url)], sets, config);
    report('relevance.md', `${relevanceTable(results)}\n\n${worstQueries(results)}`);
    expect(belowFloors({ OpenSearch: results.OpenSearch })).toEqual([]);
    expect(rankingDifferences(results['demo index'], results.OpenSearch)).toEqual([]);
  }, 300_000);

  it('stops the node: the JVM exits and the port closes', async () => {
    await node.stop();
    expect(node.child.exitCode ?? node.child.signalCode).not.toBeNull();
    await expect(fetch(`${node.url}/`)).rejects.toThrow();
  });
});
