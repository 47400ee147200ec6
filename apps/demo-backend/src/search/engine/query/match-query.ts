import type { FieldIndex } from '../segment.ts';
import { idf, tfNorm } from './bm25.ts';
import { type FuzzyOptions, fuzzyExpansions } from './expansions.ts';
import { minimumShouldMatch } from './minimum-should-match.ts';
import { type EvalContext, type Query, type Scores, emptyScores, fieldOf } from './query.ts';
import { queryPositions, valueScoresToDocs } from './query-text.ts';

export interface MatchOptions {
  operator: 'or' | 'and';
  minimumShouldMatch?: string | number;
  fuzzy?: FuzzyOptions;
  lenient: boolean;
  boost: number;
}

/** Adds `score` to a value's entry. */
function add(scores: Map<number, number>, value: number, score: number): void {
  scores.set(value, (scores.get(value) ?? 0) + score);
}

/**
 * The BM25 score of each value holding one analysed position, as Lucene builds the position's query:
 * a lone term is a TermQuery; stacked terms (a word and its stem) a SynonymQuery, one pseudo-term with
 * the largest document frequency and the sum of the terms' frequencies; a fuzzy term its expansions,
 * each boosted by its similarity and scored with their largest document frequency, summed
 * (TopTermsBlendedFreqScoringRewrite). Lucene gives stacked terms no fuzziness (elastic#26921).
 */
export function positionScores(
  field: FieldIndex,
  alternatives: readonly string[],
  fuzzy: FuzzyOptions | undefined,
): Map<number, number> {
  const scores = new Map<number, number>();
  if (alternatives.length === 1 && fuzzy) {
    const expansions = fuzzyExpansions(field, alternatives[0] as string, fuzzy);
    const maxDocFreq = Math.max(0, ...expansions.map((expansion) => field.docFreq(expansion.term)));
    if (maxDocFreq === 0) return scores;
    const weight = idf(maxDocFreq, field.docCount);
    for (const expansion of expansions) {
      const posting = field.postings.get(expansion.term);
      posting?.values.forEach((value, index) => {
        add(scores, value, expansion.weight * weight * tfNorm(field, value, posting.freqs[index] ?? 1));
      });
    }
    return scores;
  }
  const maxDocFreq = Math.max(0, ...alternatives.map((term) => field.docFreq(term)));
  if (maxDocFreq === 0) return scores;
  const frequencies = new Map<number, number>();
  for (const term of alternatives) {
    const posting = field.postings.get(term);
    posting?.values.forEach((value, index) => add(frequencies, value, posting.freqs[index] ?? 1));
  }
  const weight = idf(maxDocFreq, field.docCount);
  for (const [value, frequency] of frequencies) scores.set(value, weight * tfNorm(field, value, frequency));
  return scores;
}

/**
 * `match`: the analysed text as a boolean OR (or AND, or minimum_should_match) of its positions, each
 * position scored as positionScores says. Non-text fields compare the value exactly (a numeric string
 * matches a number) with a constant score, as Elasticsearch's point queries do.
 */
export class MatchQuery implements Query {
  readonly key: string;
  private readonly field: string;
  private readonly text: unknown;
  private readonly options: MatchOptions;

  constructor(field: string, text: unknown, options: MatchOptions) {
    this.field = field;
    this.text = text;
    this.options = options;
    this.key = `match(${field}=${JSON.stringify(text)},${JSON.stringify(options)})`;
  }

  evaluate(context: EvalContext): Scores {
    const field = fieldOf(context, this.field);
    if (!field) return emptyScores(context.segment.size);
    const positions = queryPositions(field, this.text, this.options.lenient);
    if (positions.length === 0) return emptyScores(context.segment.size);
    const numeric = ['integer', 'long', 'float'].includes(field.mapping.type);
    const totals = new Map<number, number>();
    const counts = new Map<number, number>();
    for (const alternatives of positions) {
      const scores = numeric
        ? new Map((field.postings.get(alternatives[0] as string)?.values ?? []).map((value) => [value, 1]))
        : positionScores(field, alternatives, this.options.fuzzy);
      for (const [value, score] of scores) {
        add(totals, value, score);
        add(counts, value, 1);
      }
    }
    const required =
      this.options.operator === 'and'
        ? positions.length
        : this.options.minimumShouldMatch === undefined
          ? 1
          : Math.max(1, minimumShouldMatch(this.options.minimumShouldMatch, positions.length));
    const matched = new Map<number, number>();
    for (const [value, total] of totals) {
      if ((counts.get(value) ?? 0) >= required) matched.set(value, total * this.options.boost);
    }
    return valueScoresToDocs(field, matched, context.segment.size);
  }
}
