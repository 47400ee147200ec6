import { illegalArgument, parsingError, unsupported } from '../errors.ts';
import { asList, checkKeys, expectObject, isObject, readInteger, readString } from '../json.ts';
import { type AggregationNode, parseAggregations } from '../aggregations/parse-aggregations.ts';
import { type ParseContext, parseQuery } from '../query/parse-query.ts';
import { MatchAllQuery, type Query } from '../query/query.ts';
import type { SourceFilter } from './source-filter.ts';
import { type SortSpec, parseSort } from './sort.ts';
import { type SuggestSpec, parseSuggest } from './suggest.ts';

const MAX_RESULT_WINDOW = 10_000;
const DEFAULT_TRACK_TOTAL_HITS = 10_000;

export interface InnerHitsSpec {
  name: string;
  from: number;
  size: number;
  sort: SortSpec[];
  source: SourceFilter;
}

export interface CollapseSpec {
  field: string;
  innerHits: InnerHitsSpec[];
}

export interface SearchRequest {
  query: Query;
  postFilter?: Query;
  from: number;
  size: number;
  sort: SortSpec[];
  trackScores: boolean;
  /** Count exactly up to this many hits, then report "gte"; Infinity = exact; 0 = no total. */
  trackTotalHits: number;
  source: SourceFilter;
  collapse?: CollapseSpec;
  aggregations: AggregationNode[];
  suggest: SuggestSpec[];
}

const UNSUPPORTED_KEYS = [
  'highlight',
  'search_after',
  'scroll',
  'rescore',
  'script_fields',
  'min_score',
  'stored_fields',
  'docvalue_fields',
  'fields',
  'explain',
  'profile',
  'knn',
  'indices_boost',
  'runtime_mappings',
  'pit',
  'slice',
  'stats',
  'version',
  'seq_no_primary_term',
  'terminate_after',
];

/** `true`/`false`, or the fields to keep by path (one or a list); wildcards and excludes are not supported. */
function readSource(value: unknown, where: string): SourceFilter {
  if (value === undefined) return true;
  if (typeof value === 'boolean') return value;
  const paths = typeof value === 'string' ? [value] : value;
  if (
    Array.isArray(paths) &&
    paths.every((path) => typeof path === 'string' && path !== '' && !path.includes('*'))
  )
    return paths as string[];
  throw unsupported(`[_source] filtering other than a list of field paths in [${where}]`);
}

function parseInnerHits(value: unknown, field: string): InnerHitsSpec[] {
  if (value === undefined) return [];
  const specs = asList(value).map((item) => {
    const spec = expectObject(item, 'inner_hits');
    checkKeys(spec, ['name', 'from', 'size', 'sort', '_source'], 'inner_hits');
    return {
      name: spec.name === undefined ? field : readString(spec.name, 'inner_hits.name'),
      from: spec.from === undefined ? 0 : readInteger(spec.from, 'inner_hits.from'),
      size: spec.size === undefined ? 3 : readInteger(spec.size, 'inner_hits.size'),
      sort: parseSort(spec.sort),
      source: readSource(spec._source, 'inner_hits'),
    };
  });
  const names = new Set(specs.map((spec) => spec.name));
  if (names.size !== specs.length)
    throw illegalArgument(`[inner_hits] already contains an entry for key [${field}]`);
  return specs;
}

function parseCollapse(value: unknown): CollapseSpec | undefined {
  if (value === undefined) return undefined;
  const spec = expectObject(value, 'collapse');
  checkKeys(spec, ['field', 'inner_hits', 'max_concurrent_group_searches'], 'collapse');
  const field = readString(spec.field, 'collapse.field');
  return { field, innerHits: parseInnerHits(spec.inner_hits, field) };
}

function parseTrackTotalHits(value: unknown): number {
  if (value === undefined) return DEFAULT_TRACK_TOTAL_HITS;
  if (value === true) return Infinity;
  if (value === false) return 0;
  return readInteger(value, 'track_total_hits');
}

/** Reads a `_search` body of the supported subset; everything else is refused with a 400. */
export function parseSearchRequest(body: unknown, context: ParseContext): SearchRequest {
  const request = body === undefined || body === null ? {} : body;
  if (!isObject(request)) throw parsingError('Request body must be a JSON object');
  for (const key of Object.keys(request)) {
    if (UNSUPPORTED_KEYS.includes(key)) throw unsupported(`[${key}]`);
  }
  checkKeys(
    request,
    [
      'query',
      'post_filter',
      'from',
      'size',
      'sort',
      'track_scores',
      'track_total_hits',
      '_source',
      'collapse',
      'aggs',
      'aggregations',
      'suggest',
      'timeout',
    ],
    'search',
  );
  const from = request.from === undefined ? 0 : readInteger(request.from, 'from');
  const size = request.size === undefined ? 10 : readInteger(request.size, 'size');
  if (from + size > MAX_RESULT_WINDOW) {
    throw illegalArgument(
      `Result window is too large, from + size must be less than or equal to: [${MAX_RESULT_WINDOW}] but was [${from + size}]. See the scroll api for a more efficient way to request large data sets.`,
    );
  }
  if (request.aggs !== undefined && request.aggregations !== undefined) {
    throw parsingError('Found two aggregation type definitions in [aggs] and [aggregations]');
  }
  const result: SearchRequest = {
    query: request.query === undefined ? new MatchAllQuery() : parseQuery(request.query, context),
    from,
    size,
    sort: parseSort(request.sort),
    trackScores: request.track_scores === true,
    trackTotalHits: parseTrackTotalHits(request.track_total_hits),
    source: readSource(request._source, 'search'),
    aggregations: parseAggregations(request.aggs ?? request.aggregations, context),
    suggest: parseSuggest(request.suggest),
  };
  if (request.post_filter !== undefined) result.postFilter = parseQuery(request.post_filter, context);
  const collapse = parseCollapse(request.collapse);
  if (collapse) result.collapse = collapse;
  return result;
}
