// Ranking quality of a list of results against graded judgements (3 exactly this, 2 good, 1 related,
// 0 wrong): nDCG with exponential gain, reciprocal rank of the first good result, and their summary.

/** What is measured: the search page's cards and the header autocomplete's products. */
export const MODES = ['page', 'autocomplete'] as const;
export type Mode = (typeof MODES)[number];

/** Grades by SKU family: 3 exactly this, 2 good, 1 related. */
export type Grades = Record<string, number>;

/** One judged query: the text a shopper types, what it exercises, the families it should find. */
export interface JudgedQuery {
  q: string;
  kind: string;
  grades: Grades;
}

/** One query's results scored; `ranked` and `top` are its SKUs (undefined for a hit without one). */
export interface QueryScore {
  q: string;
  kind: string;
  results: number;
  ndcg: number;
  rr: number;
  ranked: (string | undefined)[];
  top: (string | undefined)[];
}

/** A query set's figures (summarize). */
export interface Summary {
  queries: number;
  ndcg: number;
  mrr: number;
  zeroResultRate: number;
  zeroResults: string[];
  worst: { q: string; ndcg: number; rr: number; top: (string | undefined)[] }[];
}

/** Grades at or above this count as a good answer for the reciprocal rank. */
const GOOD = 2;

/** Discounted cumulative gain of grades in rank order: Σ (2^grade − 1) / log2(rank + 1). */
export function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

/**
 * nDCG@k: the DCG of the first `k` results over the DCG of the best possible first `k` (every judged
 * product, best grades first). 1 when the judgements hold no relevant product at all.
 */
export function ndcgAt(rankedGrades: readonly number[], judgedGrades: readonly number[], k: number): number {
  const ideal = dcg(
    [...judgedGrades]
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  return ideal === 0 ? 1 : dcg(rankedGrades.slice(0, k)) / ideal;
}

/** 1 / rank of the first result graded GOOD or better, 0 when none is. */
export function reciprocalRank(rankedGrades: readonly number[], good = GOOD): number {
  const index = rankedGrades.findIndex((grade) => grade >= good);
  return index < 0 ? 0 : 1 / (index + 1);
}

/**
 * The grade of a result from its SKU: judgements name SKU families (a template's code, such as HE-LAVF),
 * which every variant's SKU starts with (HE-LAVF-10-ML), so they survive reindexing and renamed URLs.
 */
export function gradeOf(sku: string | undefined, grades: Grades): number {
  if (typeof sku !== 'string') return 0;
  let best = 0;
  for (const [family, grade] of Object.entries(grades)) {
    if ((sku === family || sku.startsWith(`${family}-`)) && grade > best) best = grade;
  }
  return best;
}

/** Scores one query's results: `skus` in rank order, `k` the cut-off (the list's own size if smaller). */
export function scoreQuery(
  { q, kind, grades }: JudgedQuery,
  skus: readonly (string | undefined)[],
  k: number,
): QueryScore {
  const ranked = skus.map((sku) => gradeOf(sku, grades));
  return {
    q,
    kind,
    results: skus.length,
    ndcg: ndcgAt(ranked, Object.values(grades), k),
    rr: reciprocalRank(ranked),
    ranked: skus.slice(0, k),
    top: skus.slice(0, 3),
  };
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Means over a query set, the share of queries without results and the `worst` lowest-nDCG queries. */
export function summarize(scores: readonly QueryScore[], worst = 5): Summary {
  return {
    queries: scores.length,
    ndcg: round3(mean(scores.map((score) => score.ndcg))),
    mrr: round3(mean(scores.map((score) => score.rr))),
    zeroResultRate: round3(mean(scores.map((score) => (score.results === 0 ? 1 : 0)))),
    zeroResults: scores.filter((score) => score.results === 0).map((score) => score.q),
    worst: [...scores]
      .sort((a, b) => a.ndcg - b.ndcg || a.rr - b.rr)
      .slice(0, worst)
      .map((score) => ({ q: score.q, ndcg: round3(score.ndcg), rr: round3(score.rr), top: score.top })),
  };
}
