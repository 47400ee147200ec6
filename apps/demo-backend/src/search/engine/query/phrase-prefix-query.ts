import type { FieldIndex } from '../segment.ts';
import { idf, tfNorm } from './bm25.ts';
import { prefixExpansions } from './expansions.ts';
import { type EvalContext, type Query, type Scores, emptyScores, fieldOf } from './query.ts';
import { queryPositions, valueScoresToDocs } from './query-text.ts';

export interface PhrasePrefixOptions {
  maxExpansions: number;
  boost: number;
  zeroTermsAll: boolean;
}

/** For one query position: value → the field positions where any of its terms occurs. */
function positionsByValue(field: FieldIndex, terms: string[]): Map<number, Set<number>> {
  const result = new Map<number, Set<number>>();
  for (const term of terms) {
    const posting = field.postings.get(term);
    posting?.values.forEach((value, index) => {
      let set = result.get(value);
      if (!set) result.set(value, (set = new Set()));
      for (const position of posting.positions?.[index] ?? [0]) set.add(position);
    });
  }
  return result;
}

/**
 * `match_phrase_prefix`: every analysed position must follow the previous one (slop 0), and the last one
 * is a prefix expanded to at most `max_expansions` index terms in term order. Scored with BM25 on the
 * phrase frequency, each position weighing as a synonym set (combined document frequency).
 */
export class PhrasePrefixQuery implements Query {
  readonly key: string;
  private readonly field: string;
  private readonly text: unknown;
  private readonly options: PhrasePrefixOptions;

  constructor(field: string, text: unknown, options: PhrasePrefixOptions) {
    this.field = field;
    this.text = text;
    this.options = options;
    this.key = `phrase_prefix(${field}=${JSON.stringify(text)},${JSON.stringify(options)})`;
  }

  evaluate(context: EvalContext): Scores {
    const size = context.segment.size;
    const field = fieldOf(context, this.field);
    if (!field) return emptyScores(size);
    const positions = queryPositions(context, field, this.text, true);
    if (positions.length === 0) {
      return this.options.zeroTermsAll ? new Float64Array(size).fill(this.options.boost) : emptyScores(size);
    }
    const last = positions.length - 1;
    const expanded = new Set<string>();
    for (const prefix of positions[last] ?? []) {
      for (const term of prefixExpansions(field, prefix, this.options.maxExpansions - expanded.size))
        expanded.add(term);
      if (expanded.size >= this.options.maxExpansions) break;
    }
    const termSets = positions.map((terms, index) => (index === last ? [...expanded] : terms));
    const byPosition = termSets.map((terms) => positionsByValue(field, terms));
    const weight = termSets.reduce((sum, terms) => {
      const docFreq = Math.min(
        field.docCount,
        terms.reduce((total, term) => total + field.docFreq(term), 0),
      );
      return sum + (docFreq > 0 ? idf(docFreq, field.docCount) : 0);
    }, 0);
    const smallest = byPosition.reduce((a, b) => (b.size < a.size ? b : a));
    const matched = new Map<number, number>();
    for (const value of smallest.keys()) {
      const sets = byPosition.map((map) => map.get(value));
      if (sets.some((set) => set === undefined)) continue;
      let frequency = 0;
      for (const start of sets[0] ?? []) {
        if (sets.every((set, offset) => set?.has(start + offset))) frequency += 1;
      }
      if (frequency > 0) matched.set(value, weight * tfNorm(field, value, frequency) * this.options.boost);
    }
    return valueScoresToDocs(field, matched, size);
  }
}
