import type { FieldIndex } from '../segment.ts';

/** Lucene's BM25 defaults, which Elasticsearch uses for every field. */
const K1 = 1.2;
const B = 0.75;

export function idf(docFreq: number, docCount: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

/**
 * The BM25 term-frequency part as Elasticsearch and OpenSearch score it (Lucene's LegacyBM25Similarity,
 * which keeps the (k1 + 1) factor): tf · (k1 + 1) / (tf + k1 · (1 − b + b · dl / avgdl)). Fields
 * without norms (keyword, numeric, boolean) have no length normalisation.
 */
export function tfNorm(field: FieldIndex, value: number, freq: number): number {
  if (!field.isText) return (freq * (K1 + 1)) / (freq + K1);
  const length = field.lengths[value] ?? 1;
  return (freq * (K1 + 1)) / (freq + K1 * (1 - B + (B * length) / field.averageLength));
}

/** Score of one term in one distinct value of a field. */
export function termScore(field: FieldIndex, term: string, value: number, freq: number): number {
  return idf(field.docFreq(term), field.docCount) * tfNorm(field, value, freq);
}
