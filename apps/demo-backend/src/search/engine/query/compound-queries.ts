import { SearchError, unsupported } from '../errors.ts';
import { type EvalContext, NO_MATCH, type Query, type Scores, emptyScores, run } from './query.ts';

/** dis_max over per-field queries: the best field's score plus tie_breaker × the others' (multi_match). */
export class DisMaxQuery implements Query {
  readonly key: string;
  private readonly queries: Query[];
  private readonly tieBreaker: number;
  private readonly boost: number;

  constructor(queries: Query[], tieBreaker: number, boost: number) {
    this.queries = queries;
    this.tieBreaker = tieBreaker;
    this.boost = boost;
    this.key = `dismax(${queries.map((query) => query.key).join(',')};${tieBreaker}^${boost})`;
  }

  evaluate(context: EvalContext): Scores {
    const result = emptyScores(context.segment.size);
    const sums = new Float64Array(context.segment.size);
    for (const query of this.queries) {
      const scores = run(query, context);
      for (let doc = 0; doc < scores.length; doc += 1) {
        const score = scores[doc] ?? NO_MATCH;
        if (score === NO_MATCH) continue;
        sums[doc] = (sums[doc] ?? 0) + score;
        if (score > (result[doc] ?? NO_MATCH)) result[doc] = score;
      }
    }
    for (let doc = 0; doc < result.length; doc += 1) {
      const best = result[doc] ?? NO_MATCH;
      if (best !== NO_MATCH) result[doc] = (best + this.tieBreaker * ((sums[doc] ?? 0) - best)) * this.boost;
    }
    return result;
  }
}

export interface BoolClauses {
  must: Query[];
  filter: Query[];
  should: Query[];
  mustNot: Query[];
  /** Already resolved against the number of should clauses. */
  minimumShouldMatch: number;
  boost: number;
}

/** `bool`: must and filter all match, must_not none, at least minimum_should_match should clauses. */
export class BoolQuery implements Query {
  readonly key: string;
  private readonly clauses: BoolClauses;

  constructor(clauses: BoolClauses) {
    this.clauses = clauses;
    const keys = (queries: Query[]) => queries.map((query) => query.key).join(',');
    this.key = `bool(+${keys(clauses.must)}#${keys(clauses.filter)}?${keys(clauses.should)}-${keys(clauses.mustNot)};${clauses.minimumShouldMatch}^${clauses.boost})`;
  }

  evaluate(context: EvalContext): Scores {
    const { must, filter, should, mustNot, minimumShouldMatch, boost } = this.clauses;
    const size = context.segment.size;
    const scores = new Float64Array(size);
    const alive = new Uint8Array(size).fill(1);
    for (const query of [...must, ...filter]) {
      const result = run(query, context);
      const scored = must.includes(query);
      for (let doc = 0; doc < size; doc += 1) {
        const score = result[doc] ?? NO_MATCH;
        if (score === NO_MATCH) alive[doc] = 0;
        else if (scored) scores[doc] = (scores[doc] ?? 0) + score;
      }
    }
    for (const query of mustNot) {
      const result = run(query, context);
      for (let doc = 0; doc < size; doc += 1) if ((result[doc] ?? NO_MATCH) !== NO_MATCH) alive[doc] = 0;
    }
    const shouldCount = new Uint16Array(size);
    for (const query of should) {
      const result = run(query, context);
      for (let doc = 0; doc < size; doc += 1) {
        const score = result[doc] ?? NO_MATCH;
        if (score === NO_MATCH) continue;
        shouldCount[doc] = (shouldCount[doc] ?? 0) + 1;
        scores[doc] = (scores[doc] ?? 0) + score;
      }
    }
    // A bool of only must_not clauses matches everything else, with ES's match_all score of 1.
    const pureNegative = must.length + filter.length + should.length === 0;
    for (let doc = 0; doc < size; doc += 1) {
      const keep = alive[doc] === 1 && (shouldCount[doc] ?? 0) >= minimumShouldMatch;
      scores[doc] = keep ? ((scores[doc] ?? 0) + (pureNegative ? 1 : 0)) * boost : NO_MATCH;
    }
    return scores;
  }
}

export type ScoreMode = 'avg' | 'sum' | 'max' | 'min' | 'none';

/** `nested`: a document matches when one of its nested objects matches the whole inner query. */
export class NestedQuery implements Query {
  readonly key: string;
  private readonly path: string;
  private readonly query: Query;
  private readonly scoreMode: ScoreMode;
  private readonly boost: number;
  private readonly ignoreUnmapped: boolean;

  constructor(path: string, query: Query, scoreMode: ScoreMode, boost: number, ignoreUnmapped: boolean) {
    this.path = path;
    this.query = query;
    this.scoreMode = scoreMode;
    this.boost = boost;
    this.ignoreUnmapped = ignoreUnmapped;
    this.key = `nested(${path}:${query.key};${scoreMode}^${boost})`;
  }

  evaluate(context: EvalContext): Scores {
    const size = context.segment.size;
    if (context.segment.nestedPath)
      throw unsupported(`a [nested] query inside the nested path [${context.segment.nestedPath}]`);
    if (context.index.mapping.paths.get(this.path) !== 'nested') {
      if (this.ignoreUnmapped) return emptyScores(size);
      throw new SearchError(
        400,
        'query_shard_exception',
        `[nested] failed to find nested object under path [${this.path}]`,
        { index: context.index.name },
      );
    }
    const segment = context.segment.nested.get(this.path);
    const starts = context.segment.childStart.get(this.path);
    const ends = context.segment.childEnd.get(this.path);
    const result = emptyScores(size);
    if (!segment || !starts || !ends) return result;
    const inner = run(this.query, { ...context, segment });
    for (let doc = 0; doc < size; doc += 1) {
      let count = 0;
      let total = 0;
      let max = -Infinity;
      let min = Infinity;
      for (let child = starts[doc] ?? 0; child < (ends[doc] ?? 0); child += 1) {
        const score = inner[child] ?? NO_MATCH;
        if (score === NO_MATCH) continue;
        count += 1;
        total += score;
        max = Math.max(max, score);
        min = Math.min(min, score);
      }
      if (count === 0) continue;
      const combined = { avg: total / count, sum: total, max, min, none: 0 }[this.scoreMode];
      result[doc] = combined * this.boost;
    }
    return result;
  }
}
