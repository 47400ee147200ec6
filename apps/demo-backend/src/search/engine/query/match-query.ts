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

/**
 * `match`: the analysed text as a boolean OR (or AND) of its positions. Each position scores with BM25;
 * stacked alternatives and fuzzy expansions share the rarest-term idf (Lucene's blended rewrite) and
 * the best one counts. Non-text fields compare the value exactly (a numeric string matches a number).
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
    const positions = queryPositions(context, field, this.text, this.options.lenient);
    if (positions.length === 0) return emptyScores(context.segment.size);
    // Numeric fields answer with a constant-score point query in ES.
    const numeric = ['integer', 'long', 'float'].includes(field.mapping.type);
    const totals = new Map<number, number>();
    const counts = new Map<number, number>();
    for (const alternatives of positions) {
      const expansions = alternatives.flatMap((term) =>
        this.options.fuzzy ? fuzzyExpansions(field, term, this.options.fuzzy) : [{ term, weight: 1 }],
      );
      let maxDocFreq = 0;
      for (const expansion of expansions) maxDocFreq = Math.max(maxDocFreq, field.docFreq(expansion.term));
      if (maxDocFreq === 0) continue;
      const weight = idf(maxDocFreq, field.docCount);
      const best = new Map<number, number>();
      for (const expansion of expansions) {
        const posting = field.postings.get(expansion.term);
        posting?.values.forEach((value, index) => {
          const score = numeric
            ? 1
            : weight * expansion.weight * tfNorm(field, value, posting.freqs[index] ?? 1);
          if (score > (best.get(value) ?? -1)) best.set(value, score);
        });
      }
      for (const [value, score] of best) {
        totals.set(value, (totals.get(value) ?? 0) + score);
        counts.set(value, (counts.get(value) ?? 0) + 1);
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
