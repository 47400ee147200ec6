import type { IndexData } from '../index-builder.ts';
import type { FieldIndex, Segment } from '../segment.ts';

/** Per document score over a segment; NO_MATCH marks documents the query does not match. */
export type Scores = Float64Array;
export const NO_MATCH = -1;

export interface EvalContext {
  index: IndexData;
  segment: Segment;
  /** Results of sub-queries already evaluated in this request (facets repeat the same filters). */
  cache: Map<string, Scores>;
}

export interface Query {
  /** Canonical form of the query, used to share evaluations within one request. */
  readonly key: string;
  evaluate(context: EvalContext): Scores;
}

export function emptyScores(size: number): Scores {
  return new Float64Array(size).fill(NO_MATCH);
}

/** Evaluates through the request cache. */
export function run(query: Query, context: EvalContext): Scores {
  const cacheKey = `${context.index.name}|${context.segment.nestedPath}|${query.key}`;
  let scores = context.cache.get(cacheKey);
  if (!scores) {
    scores = query.evaluate(context);
    context.cache.set(cacheKey, scores);
  }
  return scores;
}

export function fieldOf(context: EvalContext, path: string): FieldIndex | undefined {
  return context.segment.fields.get(path);
}

/** Gives every document of the listed values the same score (values are shared by documents). */
export function scoreValueDocs(
  scores: Scores,
  field: FieldIndex,
  value: number,
  score: number,
  mode: 'max' | 'set',
) {
  for (const doc of field.docsOfValue[value] ?? []) {
    const current = scores[doc] ?? NO_MATCH;
    if (mode === 'set' || score > current) scores[doc] = score;
  }
}

export class MatchAllQuery implements Query {
  readonly key: string;
  private readonly boost: number;

  constructor(boost = 1) {
    this.boost = boost;
    this.key = `all^${boost}`;
  }

  evaluate(context: EvalContext): Scores {
    return new Float64Array(context.segment.size).fill(this.boost);
  }
}

export class MatchNoneQuery implements Query {
  readonly key = 'none';

  evaluate(context: EvalContext): Scores {
    return emptyScores(context.segment.size);
  }
}
