// Section `relevance` of `npm run bench`: the judged query sets (search-index/judgements), asked as the
// storefront asks them, on the demo index and on a real OpenSearch started for the section
// (docs/opensearch.md): on the demo catalogue, then on the bench catalogue (the generated products beside
// the demo ones), whose unjudged products are left out of each list before scoring. Independent of the
// shop the other sections start.
import type { EngineResults } from '../relevance/evaluate.ts';
import type { Mode, Summary } from '../relevance/metrics.ts';
import type { RelevanceFigures } from '../relevance/report.ts';
import { registerStorefrontImports } from '../opensearch/storefront-imports.ts';
import type { StartedOpenSearch } from '../lib/opensearch.ts';

/** The figures of one engine's evaluation, without the per-query scores (the report keeps the worst). */
function figures(byLocale: EngineResults[string]): RelevanceFigures[string] {
  return Object.fromEntries(
    Object.entries(byLocale).map(([locale, modes]) => [
      locale,
      // The same modes as the evaluation's: Object.fromEntries cannot say so itself.
      Object.fromEntries(
        Object.entries(modes).map(([mode, { scores: _scores, ...summary }]) => [mode, summary]),
      ) as Record<Mode, Summary>,
    ]),
  );
}

const byEngine = (results: EngineResults): RelevanceFigures =>
  Object.fromEntries(Object.entries(results).map(([name, byLocale]) => [name, figures(byLocale)]));

export async function measureRelevance({
  log,
  products,
}: {
  log: (message: string) => void;
  products: number;
}) {
  registerStorefrontImports();
  const [relevanceEngines, { evaluateEngines }, judgements, lib, seed] = await Promise.all([
    import('../relevance/engines.ts'),
    import('../relevance/evaluate.ts'),
    import('../relevance/judgements.ts'),
    import('../lib/opensearch.ts'),
    import('../../apps/demo-backend/seed/catalogue/index.ts'),
  ]);
  const { demoEngine, openSearchEngine, demoCatalogueService } = relevanceEngines;
  const { indexCatalogue } =
    await import('../../apps/demo-backend/src/search/opensearch/catalogue-indexer.ts');
  const sets = judgements.JUDGED_LOCALES.map((locale) => judgements.readJudgements(locale));
  // As the OpenSearch tests: left out where it cannot run, unless OPENSEARCH_REQUIRED=1 makes that a failure.
  const openSearchSkipped = process.env.OPENSEARCH_REQUIRED === '1' ? undefined : lib.openSearchSkipReason();
  if (openSearchSkipped) log(`relevance: OpenSearch left out: ${openSearchSkipped}`);
  let node: StartedOpenSearch | undefined;
  /** The judged sets on both engines holding one catalogue. */
  const evaluate = async (catalogue: { generatedProducts?: number }, judgedFamilies?: Set<string>) => {
    const { db, config, service } = demoCatalogueService(catalogue);
    try {
      const engines = [demoEngine(service)];
      if (node) {
        await indexCatalogue(node.url, db, config);
        engines.push(openSearchEngine(node.url));
      }
      return byEngine(await evaluateEngines(engines, sets, config, judgedFamilies));
    } finally {
      db.close();
    }
  };
  try {
    if (!openSearchSkipped) {
      log('relevance: starting OpenSearch');
      node = await lib.startOpenSearch();
    }
    log('relevance: the demo catalogue');
    const engines = await evaluate({});
    log(`relevance: the bench catalogue (${products} generated products beside the demo ones)`);
    const judgedFamilies = new Set(seed.demoCatalogue.templates.map((template) => template.code));
    const benchCatalogue = await evaluate({ generatedProducts: products }, judgedFamilies);
    return {
      queries: Object.fromEntries(sets.map((set) => [set.locale, set.queries.length])),
      openSearchSkipped,
      engines,
      benchCatalogue: { products, engines: benchCatalogue },
    };
  } finally {
    await node?.stop();
  }
}
