// Section `relevance` of `npm run bench`: the judged query sets (search-index/judgements) on the demo
// catalogue, asked as the storefront asks them, on the demo index and on a real OpenSearch started for
// the section (docs/opensearch.md). Independent of the shop the other sections start.
import { registerStorefrontImports } from '../opensearch/storefront-imports.mjs';

/** The figures of one engine's evaluation, without the per-query scores (the report keeps the worst). */
function figures(byLocale) {
  return Object.fromEntries(
    Object.entries(byLocale).map(([locale, modes]) => [
      locale,
      Object.fromEntries(
        Object.entries(modes).map(([mode, { scores: _scores, ...summary }]) => [mode, summary]),
      ),
    ]),
  );
}

export async function measureRelevance({ log }) {
  registerStorefrontImports();
  const [{ demoCatalogueService, demoEngine, openSearchEngine }, { evaluateEngines }, judgements, lib] =
    await Promise.all([
      import('../relevance/engines.mjs'),
      import('../relevance/evaluate.mjs'),
      import('../relevance/judgements.mjs'),
      import('../lib/opensearch.mjs'),
    ]);
  const { indexCatalogue } =
    await import('../../apps/demo-backend/src/search/opensearch/catalogue-indexer.ts');
  const sets = judgements.JUDGED_LOCALES.map((locale) => judgements.readJudgements(locale));
  const { db, config, service } = demoCatalogueService();
  const engines = [demoEngine(service)];
  // As the OpenSearch tests: left out where it cannot run, unless OPENSEARCH_REQUIRED=1 makes that a failure.
  const openSearchSkipped = process.env.OPENSEARCH_REQUIRED === '1' ? undefined : lib.openSearchSkipReason();
  let node;
  try {
    if (openSearchSkipped) log(`relevance: OpenSearch left out: ${openSearchSkipped}`);
    else {
      log('relevance: starting OpenSearch and indexing the demo catalogue');
      node = await lib.startOpenSearch();
      await indexCatalogue(node.url, db, config);
      engines.push(openSearchEngine(node.url));
    }
    const results = await evaluateEngines(engines, sets, config);
    return {
      queries: Object.fromEntries(sets.map((set) => [set.locale, set.queries.length])),
      openSearchSkipped,
      engines: Object.fromEntries(
        Object.entries(results).map(([name, byLocale]) => [name, figures(byLocale)]),
      ),
    };
  } finally {
    await node?.stop();
    db.close();
  }
}
