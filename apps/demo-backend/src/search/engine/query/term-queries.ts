import { illegalArgument } from '../errors.ts';
import { termScore } from './bm25.ts';
import { termFor } from './field-values.ts';
import { type EvalContext, type Query, type Scores, emptyScores, fieldOf, scoreValueDocs } from './query.ts';

/** `term`: one exact indexed term, scored with BM25 like Lucene's TermQuery (numeric fields: constant). */
export class TermQuery implements Query {
  readonly key: string;
  private readonly field: string;
  private readonly value: unknown;
  private readonly boost: number;
  private readonly caseInsensitive: boolean;

  constructor(field: string, value: unknown, boost: number, caseInsensitive: boolean) {
    this.field = field;
    this.value = value;
    this.boost = boost;
    this.caseInsensitive = caseInsensitive;
    this.key = `term(${field}=${JSON.stringify(value)}^${boost}${caseInsensitive ? 'i' : ''})`;
  }

  evaluate(context: EvalContext): Scores {
    const scores = emptyScores(context.segment.size);
    const field = fieldOf(context, this.field);
    if (!field) return scores;
    const term = termFor(field.mapping, this.value);
    if (term === undefined) return scores;
    const numeric =
      field.mapping.type !== 'text' && field.mapping.type !== 'keyword' && field.mapping.type !== 'boolean';
    const terms = this.caseInsensitive
      ? field.sortedTerms().filter((candidate) => candidate.toLowerCase() === term.toLowerCase())
      : [term];
    for (const candidate of terms) {
      const posting = field.postings.get(candidate);
      posting?.values.forEach((value, index) => {
        const score = numeric ? 1 : termScore(field, candidate, value, posting.freqs[index] ?? 1);
        scoreValueDocs(scores, field, value, score * this.boost, 'max');
      });
    }
    return scores;
  }
}

/** `terms`: any of the listed exact values; constant score = boost, as ES's TermInSetQuery. */
export class TermsQuery implements Query {
  readonly key: string;
  private readonly field: string;
  private readonly values: unknown[];
  private readonly boost: number;

  constructor(field: string, values: unknown[], boost: number) {
    this.field = field;
    this.values = values;
    this.boost = boost;
    this.key = `terms(${field}=${JSON.stringify(values)}^${boost})`;
  }

  evaluate(context: EvalContext): Scores {
    const scores = emptyScores(context.segment.size);
    const field = fieldOf(context, this.field);
    if (!field) return scores;
    for (const raw of this.values) {
      if (raw === null || typeof raw === 'object') throw illegalArgument(`[terms] values must be scalars`);
      const term = termFor(field.mapping, raw);
      const posting = term === undefined ? undefined : field.postings.get(term);
      for (const value of posting?.values ?? []) scoreValueDocs(scores, field, value, this.boost, 'set');
    }
    return scores;
  }
}

/** `ids`: documents by `_id`, constant score. */
export class IdsQuery implements Query {
  readonly key: string;
  private readonly ids: string[];
  private readonly boost: number;

  constructor(ids: string[], boost: number) {
    this.ids = ids;
    this.boost = boost;
    this.key = `ids(${JSON.stringify(ids)}^${boost})`;
  }

  evaluate(context: EvalContext): Scores {
    const scores = emptyScores(context.segment.size);
    if (context.segment.nestedPath) return scores;
    for (const id of this.ids) {
      const doc = context.index.docById.get(id);
      if (doc !== undefined) scores[doc] = this.boost;
    }
    return scores;
  }
}

/** `exists`: the document has an indexed value for the field, or for any field under an object path. */
export class ExistsQuery implements Query {
  readonly key: string;
  private readonly field: string;
  private readonly boost: number;

  constructor(field: string, boost: number) {
    this.field = field;
    this.boost = boost;
    this.key = `exists(${field}^${boost})`;
  }

  evaluate(context: EvalContext): Scores {
    const scores = emptyScores(context.segment.size);
    const prefix = `${this.field}.`;
    for (const [path, field] of context.segment.fields) {
      if (path !== this.field && !path.startsWith(prefix)) continue;
      field.docValue.forEach((value, doc) => {
        if (value >= 0) scores[doc] = this.boost;
      });
    }
    return scores;
  }
}

export type RangeBounds = { gt?: unknown; gte?: unknown; lt?: unknown; lte?: unknown };

/** `range` on numeric or keyword fields; inclusive/exclusive bounds; constant score. */
export class RangeQuery implements Query {
  readonly key: string;
  private readonly field: string;
  private readonly bounds: RangeBounds;
  private readonly boost: number;

  constructor(field: string, bounds: RangeBounds, boost: number) {
    this.field = field;
    this.bounds = bounds;
    this.boost = boost;
    this.key = `range(${field}=${JSON.stringify(bounds)}^${boost})`;
  }

  evaluate(context: EvalContext): Scores {
    const scores = emptyScores(context.segment.size);
    const field = fieldOf(context, this.field);
    if (!field) return scores;
    const type = field.mapping.type;
    if (type === 'text')
      throw illegalArgument(`[range] queries on [text] fields are not supported: [${this.field}]`);
    const convert = (bound: unknown) => {
      if (bound === undefined || bound === null) return undefined;
      if (type === 'keyword') return termFor(field.mapping, bound);
      if (type === 'boolean') return termFor(field.mapping, bound) === 'true' ? 1 : 0;
      return Number(termFor({ ...field.mapping, type: 'float' }, bound));
    };
    const [gt, gte, lt, lte] = [this.bounds.gt, this.bounds.gte, this.bounds.lt, this.bounds.lte].map(
      convert,
    );
    const inRange = (raw: string | number | boolean): boolean => {
      const value = typeof raw === 'boolean' ? (raw ? 1 : 0) : raw;
      if (gt !== undefined && !(value > gt)) return false;
      if (gte !== undefined && !(value >= gte)) return false;
      if (lt !== undefined && !(value < lt)) return false;
      if (lte !== undefined && !(value <= lte)) return false;
      return true;
    };
    field.scalars.forEach((values, value) => {
      if (values.some(inRange)) scoreValueDocs(scores, field, value, this.boost, 'set');
    });
    return scores;
  }
}
