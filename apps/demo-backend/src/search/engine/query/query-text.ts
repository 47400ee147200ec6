import type { FieldIndex } from '../segment.ts';
import { SearchError } from '../errors.ts';
import { termFor } from './field-values.ts';

/**
 * The query text as the field's analyzer sees it: for each position, the alternative terms stacked there
 * (the word, its word-delimiter parts, its stem). Non-text fields take the whole value as one term.
 */
export function queryPositions(field: FieldIndex, text: unknown, lenient: boolean): string[][] {
  const analyzer = field.mapping.searchAnalyzer;
  if (field.isText && analyzer) {
    const positions: string[][] = [];
    for (const token of analyzer.analyze(String(text))) {
      const alternatives = (positions[token.position] ??= []);
      if (!alternatives.includes(token.term)) alternatives.push(token.term);
    }
    return positions.filter((alternatives) => alternatives.length > 0);
  }
  try {
    const term = termFor(field.mapping, text);
    return term === undefined ? [] : [[term]];
  } catch (error) {
    if (lenient && error instanceof SearchError) return [];
    throw error;
  }
}

/** Values of a per-value score map fanned out to the documents holding them. */
export function valueScoresToDocs(
  field: FieldIndex,
  perValue: Map<number, number>,
  size: number,
): Float64Array {
  const scores = new Float64Array(size).fill(-1);
  for (const [value, score] of perValue) {
    for (const doc of field.docsOfValue[value] ?? []) scores[doc] = score;
  }
  return scores;
}
