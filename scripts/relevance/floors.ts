// What the judged sets reach once the search is tuned, on the demo index and on OpenSearch alike (the
// two agree query by query): a change that makes search worse in any language fails the relevance
// tests. Raise a floor when the figures improve; never lower one to let a change through.
import type { EngineResults } from './evaluate.ts';
import type { Mode } from './metrics.ts';

interface Floor {
  ndcg: Record<string, number>;
  mrr: number;
}

const FLOORS: Record<Mode, Floor> = {
  page: { ndcg: { fr: 0.955, nl: 0.945, en: 0.94, de: 0.95 }, mrr: 0.99 },
  autocomplete: { ndcg: { fr: 0.95, nl: 0.94, en: 0.94, de: 0.945 }, mrr: 0.99 },
};

/** The figures of `results` (evaluateEngines) below their floors or with queries that found nothing. */
export function belowFloors(results: EngineResults): string[] {
  const failures: string[] = [];
  for (const [engine, locales] of Object.entries(results)) {
    for (const [locale, modes] of Object.entries(locales)) {
      for (const [mode, floor] of Object.entries(FLOORS)) {
        const summary = modes[mode as Mode];
        const where = `${engine} ${locale} ${mode}`;
        if (summary.ndcg < floor.ndcg[locale])
          failures.push(`${where}: nDCG@10 ${summary.ndcg} < ${floor.ndcg[locale]}`);
        if (summary.mrr < floor.mrr) failures.push(`${where}: MRR ${summary.mrr} < ${floor.mrr}`);
        if (summary.zeroResults.length)
          failures.push(`${where}: no results for ${summary.zeroResults.join(', ')}`);
      }
    }
  }
  return failures;
}
