import { SearchError } from '../errors.ts';
import type { FieldIndex } from '../segment.ts';
import { idf, tfNorm } from './bm25.ts';
import { prefixExpansions } from './expansions.ts';
import { positionScores } from './match-query.ts';
import { type EvalContext, type Query, type Scores, emptyScores, fieldOf } from './query.ts';
import { queryPositions, valueScoresToDocs } from './query-text.ts';

export interface PhraseOptions {
  /** match_phrase_prefix: the last position is a prefix. */
  prefix: boolean;
  maxExpansions: number;
  boost: number;
  zeroTermsAll: boolean;
}

/** For one query position: value → field position → how many of the position's terms occur there. */
function occurrences(field: FieldIndex, terms: readonly string[]): Map<number, Map<number, number>> {
  const result = new Map<number, Map<number, number>>();
  for (const term of terms) {
    const posting = field.postings.get(term);
    posting?.values.forEach((value, index) => {
      let positions = result.get(value);
      if (!positions) result.set(value, (positions = new Map()));
      for (const position of posting.positions?.[index] ?? [0]) {
        positions.set(position, (positions.get(position) ?? 0) + 1);
      }
    });
  }
  return result;
}

/**
 * `match_phrase` and `match_phrase_prefix` (slop 0) as Lucene runs them. The last position of a prefix
 * phrase is expanded to at most `max_expansions` index terms in term order. One position left: a prefix
 * is a boolean OR of its expansions, a phrase the match query of that position. Several: a
 * MultiPhraseQuery, weighted by the sum of the idf of every term (all positions, all expansions) and
 * scored on the phrase frequency, where each term of the first position found at a start counts once.
 */
export class PhraseQuery implements Query {
  readonly key: string;
  private readonly field: string;
  private readonly text: unknown;
  private readonly options: PhraseOptions;

  constructor(field: string, text: unknown, options: PhraseOptions) {
    this.field = field;
    this.text = text;
    this.options = options;
    this.key = `phrase(${field}=${JSON.stringify(text)},${JSON.stringify(options)})`;
  }

  evaluate(context: EvalContext): Scores {
    const size = context.segment.size;
    const field = fieldOf(context, this.field);
    if (!field) return emptyScores(size);
    const positions = queryPositions(field, this.text, true);
    if (positions.length > 1 && !field.mapping.positions) {
      throw new SearchError(
        400,
        'illegal_state_exception',
        `field:[${this.field}] was indexed without position data; cannot run PhraseQuery (phrase=${JSON.stringify(this.text)})`,
      );
    }
    if (positions.length === 0) {
      return this.options.zeroTermsAll ? new Float64Array(size).fill(this.options.boost) : emptyScores(size);
    }
    const last = positions.length - 1;
    const termSets = this.options.prefix
      ? positions.map((terms, index) => (index === last ? this.expand(field, terms) : terms))
      : positions;
    const matched = new Map<number, number>();
    if (termSets.length === 1) {
      const terms = termSets[0] as string[];
      const scores = this.options.prefix
        ? this.termsOr(field, terms)
        : positionScores(field, terms, undefined);
      for (const [value, score] of scores) matched.set(value, score * this.options.boost);
      return valueScoresToDocs(field, matched, size);
    }
    let weight = 0;
    for (const terms of termSets) {
      for (const term of terms) {
        const docFreq = field.docFreq(term);
        if (docFreq > 0) weight += idf(docFreq, field.docCount);
      }
    }
    const byPosition = termSets.map((terms) => occurrences(field, terms));
    const smallest = byPosition.reduce((a, b) => (b.size < a.size ? b : a));
    for (const value of smallest.keys()) {
      const maps = byPosition.map((map) => map.get(value));
      if (maps.some((map) => map === undefined)) continue;
      let frequency = 0;
      for (const [start, count] of maps[0] ?? []) {
        if (maps.every((map, offset) => offset === 0 || map?.has(start + offset))) frequency += count;
      }
      if (frequency > 0) matched.set(value, weight * tfNorm(field, value, frequency) * this.options.boost);
    }
    return valueScoresToDocs(field, matched, size);
  }

  /** The prefix terms' expansions, in term order, at most max_expansions over all of them. */
  private expand(field: FieldIndex, prefixes: readonly string[]): string[] {
    const expanded = new Set<string>();
    for (const prefix of prefixes) {
      for (const term of prefixExpansions(field, prefix, Infinity)) {
        if (expanded.size >= this.options.maxExpansions) return [...expanded];
        expanded.add(term);
      }
    }
    return [...expanded];
  }

  /** A boolean OR of term queries: each term scored on its own, the scores summed. */
  private termsOr(field: FieldIndex, terms: readonly string[]): Map<number, number> {
    const scores = new Map<number, number>();
    for (const term of terms) {
      for (const [value, score] of positionScores(field, [term], undefined))
        scores.set(value, (scores.get(value) ?? 0) + score);
    }
    return scores;
  }
}
