// The judged query sets on the demo index, as the storefront asks them (not timed): every language's
// nDCG@10 and MRR at or above its floor, no query without results. The same sets run on a real
// OpenSearch in scripts/opensearch/opensearch.test.ts.
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../apps/demo-backend/seed/catalogue/index.ts';
import { demoCatalogueService, demoEngine } from './engines.ts';
import { evaluateEngines } from './evaluate.ts';
import { belowFloors } from './floors.ts';
import {
  JUDGED_LOCALES,
  type JudgementSet,
  QUERY_KINDS,
  checkJudgements,
  readJudgements,
} from './judgements.ts';
import { relevanceTable, worstQueries } from './report.ts';

const sets = JUDGED_LOCALES.map((locale) => readJudgements(locale));

describe('the judged query sets', () => {
  it('hold at least 40 queries per language, of every kind, graded on families the catalogue has', () => {
    const families = new Set(demoCatalogue.templates.map((template) => template.code));
    for (const set of sets) {
      expect(set.queries.length).toBeGreaterThanOrEqual(40);
      expect(new Set(set.queries.map((query) => query.kind))).toEqual(new Set(QUERY_KINDS));
      const unknown = set.queries.flatMap((query) =>
        Object.keys(query.grades).filter((family) => !families.has(family)),
      );
      expect(unknown).toEqual([]);
    }
  });

  it('are refused when malformed: a grade out of range, a query without a good answer, a kind missing', () => {
    const [fr] = sets;
    const broken = (change: (set: JudgementSet) => JudgementSet) => () =>
      checkJudgements(change(structuredClone(fr)), 'fr');
    expect(broken((set) => ((set.queries[0].grades['HE-LAVF'] = 4), set))).toThrow(/graded 4/);
    expect(broken((set) => ((set.queries[0].grades = { 'HE-LAVF': 1 }), set))).toThrow(/no product graded 2/);
    expect(broken((set) => ((set.queries = set.queries.filter((q) => q.kind !== 'sku')), set))).toThrow(
      /no query of kind sku/,
    );
  });
});

describe('relevance on the demo index', () => {
  it('reaches every floor, with no query left without results', async () => {
    const { db, config, service } = demoCatalogueService();
    try {
      const results = await evaluateEngines([demoEngine(service)], sets, config);
      console.log(`${relevanceTable(results)}\n${worstQueries(results)}`);
      expect(belowFloors(results)).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});
