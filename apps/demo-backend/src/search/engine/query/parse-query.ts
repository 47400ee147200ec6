import { parsingError, unsupported } from '../errors.ts';
import {
  asList,
  checkKeys,
  expectObject,
  isObject,
  isScalar,
  readBoost,
  readString,
  singleField,
} from '../json.ts';
import { BoolQuery, NestedQuery, type ScoreMode } from './compound-queries.ts';
import { minimumShouldMatch } from './minimum-should-match.ts';
import {
  parseMatch,
  parseMatchPhrase,
  parseMatchPhrasePrefix,
  parseMultiMatch,
} from './parse-text-queries.ts';
import { MatchAllQuery, MatchNoneQuery, type Query } from './query.ts';
import {
  ExistsQuery,
  IdsQuery,
  type RangeBounds,
  RangeQuery,
  TermQuery,
  TermsQuery,
} from './term-queries.ts';

export interface ParseContext {
  /** Values at `path` in document `id` of `index` (terms lookup). */
  lookupTerms(index: string, id: string, path: string): unknown[];
}

/** Query types Elasticsearch has that the demo index deliberately refuses (named in the 400). */
const KNOWN_UNSUPPORTED = [
  'match_bool_prefix',
  'query_string',
  'simple_query_string',
  'prefix',
  'wildcard',
  'regexp',
  'fuzzy',
  'function_score',
  'script_score',
  'constant_score',
  'dis_max',
  'boosting',
  'geo_distance',
  'more_like_this',
  'has_child',
  'has_parent',
  'script',
  'combined_fields',
];

type Parser = (body: unknown, context: ParseContext) => Query;

const PARSERS: Record<string, Parser> = {
  match_all: (body) => {
    const spec = expectObject(body, 'match_all');
    checkKeys(spec, ['boost'], 'match_all');
    return new MatchAllQuery(readBoost(spec.boost, 'match_all'));
  },
  match_none: (body) => {
    checkKeys(expectObject(body, 'match_none'), [], 'match_none');
    return new MatchNoneQuery();
  },
  term: (body) => {
    const [field, spec] = singleField(expectObject(body, 'term'), 'term');
    if (isScalar(spec)) return new TermQuery(field, spec, 1, false);
    const options = expectObject(spec, 'term');
    checkKeys(options, ['value', 'boost', 'case_insensitive'], 'term');
    if (!isScalar(options.value)) throw parsingError('[term] query requires a scalar [value]');
    return new TermQuery(
      field,
      options.value,
      readBoost(options.boost, 'term'),
      options.case_insensitive === true,
    );
  },
  terms: (body, context) => {
    const spec = { ...expectObject(body, 'terms') };
    const boost = readBoost(spec.boost, 'terms');
    delete spec.boost;
    const [field, values] = singleField(spec, 'terms');
    if (Array.isArray(values)) return new TermsQuery(field, values, boost);
    if (!isObject(values))
      throw parsingError(`[terms] query does not support [${field}] with ${typeof values}`);
    checkKeys(values, ['index', 'id', 'path', 'routing'], 'terms');
    const index = readString(values.index, 'terms.index');
    const id = isScalar(values.id) ? String(values.id) : readString(values.id, 'terms.id');
    const path = readString(values.path, 'terms.path');
    return new TermsQuery(field, context.lookupTerms(index, id, path), boost);
  },
  ids: (body) => {
    const spec = expectObject(body, 'ids');
    checkKeys(spec, ['values', 'boost'], 'ids');
    if (!Array.isArray(spec.values)) throw parsingError('[ids] query requires [values] to be an array');
    return new IdsQuery(
      spec.values.map((value) => String(value)),
      readBoost(spec.boost, 'ids'),
    );
  },
  exists: (body) => {
    const spec = expectObject(body, 'exists');
    checkKeys(spec, ['field', 'boost'], 'exists');
    return new ExistsQuery(readString(spec.field, 'exists.field'), readBoost(spec.boost, 'exists'));
  },
  range: (body) => {
    const [field, spec] = singleField(expectObject(body, 'range'), 'range');
    const options = expectObject(spec, 'range');
    checkKeys(
      options,
      ['gt', 'gte', 'lt', 'lte', 'from', 'to', 'include_lower', 'include_upper', 'boost'],
      'range',
    );
    const bounds: RangeBounds = { gt: options.gt, gte: options.gte, lt: options.lt, lte: options.lte };
    // The pre-7 from/to form, inclusive unless told otherwise.
    if (options.from !== undefined && options.from !== null) {
      bounds[options.include_lower === false ? 'gt' : 'gte'] = options.from;
    }
    if (options.to !== undefined && options.to !== null)
      bounds[options.include_upper === false ? 'lt' : 'lte'] = options.to;
    return new RangeQuery(field, bounds, readBoost(options.boost, 'range'));
  },
  bool: (body, context) => {
    const spec = expectObject(body, 'bool');
    checkKeys(
      spec,
      ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', 'adjust_pure_negative'],
      'bool',
    );
    const list = (key: string) =>
      spec[key] === undefined ? [] : asList(spec[key]).map((item) => parseQuery(item, context));
    const must = list('must');
    const filter = list('filter');
    const should = list('should');
    const mustNot = list('must_not');
    const required =
      spec.minimum_should_match !== undefined
        ? minimumShouldMatch(spec.minimum_should_match, should.length)
        : must.length + filter.length === 0 && should.length > 0
          ? 1
          : 0;
    return new BoolQuery({
      must,
      filter,
      should,
      mustNot,
      minimumShouldMatch: required,
      boost: readBoost(spec.boost, 'bool'),
    });
  },
  nested: (body, context) => {
    const spec = expectObject(body, 'nested');
    if (spec.inner_hits !== undefined) throw unsupported('[inner_hits] inside a [nested] query');
    checkKeys(spec, ['path', 'query', 'score_mode', 'boost', 'ignore_unmapped'], 'nested');
    const scoreMode = (spec.score_mode ?? 'avg') as ScoreMode;
    if (!['avg', 'sum', 'max', 'min', 'none'].includes(scoreMode)) {
      throw parsingError(`[nested] illegal score_mode [${String(spec.score_mode)}]`);
    }
    if (spec.query === undefined) throw parsingError('[nested] requires [query]');
    return new NestedQuery(
      readString(spec.path, 'nested.path'),
      parseQuery(spec.query, context),
      scoreMode,
      readBoost(spec.boost, 'nested'),
      spec.ignore_unmapped === true,
    );
  },
  match: (body) => parseMatch(body),
  match_phrase_prefix: (body) => parseMatchPhrasePrefix(body),
  match_phrase: (body) => parseMatchPhrase(body),
  multi_match: (body) => parseMultiMatch(body),
};

/** Parses one query clause `{<type>: body}` of the supported subset; anything else is a 400. */
export function parseQuery(value: unknown, context: ParseContext): Query {
  const [type, body] = singleQueryType(value);
  const parser = PARSERS[type];
  if (parser) return parser(body, context);
  if (KNOWN_UNSUPPORTED.includes(type)) throw unsupported(`the [${type}] query`);
  throw parsingError(`unknown query [${type}]`);
}

function singleQueryType(value: unknown): [string, unknown] {
  const clause = expectObject(value, 'query');
  const entries = Object.entries(clause);
  if (entries.length === 0) throw parsingError('query malformed, empty clause found');
  if (entries.length > 1) {
    throw parsingError(`[${entries[0]?.[0]}] malformed query, expected [END_OBJECT] but found [FIELD_NAME]`);
  }
  return entries[0] as [string, unknown];
}
