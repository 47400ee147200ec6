import { describe, expect, it } from 'vitest';
import { dcg, gradeOf, type JudgedQuery, ndcgAt, reciprocalRank, scoreQuery, summarize } from './metrics.ts';

describe('ranking metrics', () => {
  it('discounts gains by log2 of the rank: (2^grade − 1) / log2(rank + 1)', () => {
    expect(dcg([3])).toBe(7);
    expect(dcg([3, 2])).toBeCloseTo(7 + 3 / Math.log2(3), 12);
    expect(dcg([0, 0, 1])).toBeCloseTo(1 / 2, 12);
  });

  it('normalises by the best order of every judged product, cut at k', () => {
    expect(ndcgAt([3, 2, 1], [1, 2, 3], 10)).toBe(1);
    expect(ndcgAt([1, 2, 3], [1, 2, 3], 10)).toBeLessThan(1);
    // A relevant product missing from the results costs, one beyond k does not.
    expect(ndcgAt([3], [3, 3], 10)).toBeLessThan(1);
    expect(ndcgAt([3], [3, 3], 1)).toBe(1);
    expect(ndcgAt([0, 3], [3], 10)).toBeCloseTo(1 / Math.log2(3), 12);
    expect(ndcgAt([], [], 10)).toBe(1);
  });

  it('takes the reciprocal rank of the first good (grade 2 or 3) result', () => {
    expect(reciprocalRank([1, 0, 2, 3])).toBe(1 / 3);
    expect(reciprocalRank([3])).toBe(1);
    expect(reciprocalRank([1, 1])).toBe(0);
  });

  it('grades a result by its SKU family, variants included, the best family winning', () => {
    const grades = { 'HE-LAV': 1, 'HE-LAVF': 3 };
    expect(gradeOf('HE-LAVF-10-ML', grades)).toBe(3);
    expect(gradeOf('HE-LAVF', grades)).toBe(3);
    expect(gradeOf('HE-LAV-5', grades)).toBe(1);
    expect(gradeOf('HE-LAVFX-5', grades)).toBe(0);
    expect(gradeOf(undefined, grades)).toBe(0);
  });

  it('summarises a set: means, the share of queries without results, the worst queries', () => {
    const judged = (q: string): JudgedQuery => ({ q, kind: 'plant', grades: { A: 3, B: 2 } });
    const scores = [
      scoreQuery(judged('good'), ['A-1', 'B-1'], 10),
      scoreQuery(judged('late'), ['X-1', 'X-2', 'A-1'], 10),
      scoreQuery(judged('none'), [], 10),
    ];
    const summary = summarize(scores, 2);
    expect(summary.queries).toBe(3);
    expect(summary.zeroResultRate).toBeCloseTo(1 / 3, 3);
    expect(summary.zeroResults).toEqual(['none']);
    expect(summary.mrr).toBeCloseTo((1 + 1 / 3 + 0) / 3, 3);
    expect(summary.worst.map((entry) => entry.q)).toEqual(['none', 'late']);
    expect(summary.ndcg).toBeCloseTo((1 + scores[1].ndcg + 0) / 3, 3);
  });
});
