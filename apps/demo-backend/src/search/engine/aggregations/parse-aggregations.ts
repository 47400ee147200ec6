import { parsingError, unsupported } from '../errors.ts';
import {
  type JsonObject,
  asList,
  checkKeys,
  expectObject,
  isObject,
  readInteger,
  readNumber,
  readString,
} from '../json.ts';
import { type ParseContext, parseQuery } from '../query/parse-query.ts';
import type { Query } from '../query/query.ts';

type TermsOrder = Array<{ by: '_count' | '_key'; descending: boolean }>;
interface RangeBucketSpec {
  key?: string;
  from?: number;
  to?: number;
}

export type AggregationSpec =
  | {
      type: 'terms';
      field: string;
      size: number;
      order: TermsOrder;
      minDocCount: number;
      /** `include` as a list of exact values, kept as strings (a numeric field's 12 is "12"). */
      include?: Set<string>;
    }
  | { type: 'nested'; path: string }
  | { type: 'reverse_nested' }
  | { type: 'filter'; query: Query }
  | { type: 'cardinality'; field: string }
  | { type: 'stats' | 'min' | 'max' | 'avg' | 'sum' | 'value_count'; field: string }
  | { type: 'range'; field: string; ranges: RangeBucketSpec[]; keyed: boolean };

export interface AggregationNode {
  name: string;
  spec: AggregationSpec;
  children: AggregationNode[];
}

const METRICS = ['cardinality', 'stats', 'min', 'max', 'avg', 'sum', 'value_count'] as const;
const BUCKETS = ['terms', 'nested', 'reverse_nested', 'filter', 'range'] as const;
const UNSUPPORTED = [
  'filters',
  'histogram',
  'date_histogram',
  'significant_terms',
  'top_hits',
  'global',
  'composite',
  'extended_stats',
  'percentiles',
  'missing',
  'multi_terms',
  'rare_terms',
  'sampler',
  'bucket_sort',
  'bucket_selector',
  'scripted_metric',
];

function parseOrder(value: unknown): TermsOrder {
  if (value === undefined)
    return [
      { by: '_count', descending: true },
      { by: '_key', descending: false },
    ];
  const order = asList(value).map((entry) => {
    const object = expectObject(entry, 'terms.order');
    const [key, direction] = Object.entries(object)[0] ?? [];
    const by = key === '_term' ? '_key' : key;
    if (by !== '_count' && by !== '_key') throw unsupported(`ordering [terms] buckets by [${String(key)}]`);
    if (direction !== 'asc' && direction !== 'desc')
      throw parsingError(`[terms] unknown order direction [${String(direction)}]`);
    return { by, descending: direction === 'desc' } as const;
  });
  // Buckets with equal counts fall back to key order, as in ES.
  if (!order.some((entry) => entry.by === '_key')) order.push({ by: '_key', descending: false });
  return order;
}

function parseRanges(value: unknown): RangeBucketSpec[] {
  if (!Array.isArray(value) || value.length === 0)
    throw parsingError('[range] requires at least one range in [ranges]');
  return value.map((entry) => {
    const range = expectObject(entry, 'range.ranges');
    checkKeys(range, ['key', 'from', 'to'], 'range');
    const bucket: RangeBucketSpec = {};
    if (range.key !== undefined) bucket.key = String(range.key);
    if (range.from !== undefined && range.from !== null) bucket.from = readNumber(range.from, 'range.from');
    if (range.to !== undefined && range.to !== null) bucket.to = readNumber(range.to, 'range.to');
    return bucket;
  });
}

/** `include` as exact values (a list); the regular-expression form is not supported. */
function parseInclude(value: unknown): Set<string> {
  if (
    !Array.isArray(value) ||
    !value.every((entry) => typeof entry === 'string' || typeof entry === 'number')
  )
    throw unsupported('[terms] [include] other than a list of exact values');
  return new Set(value.map(String));
}

function parseSpec(type: string, body: JsonObject, context: ParseContext, name: string): AggregationSpec {
  const field = () => readString(body.field, `${name}.field`);
  switch (type) {
    case 'terms':
      checkKeys(
        body,
        ['field', 'size', 'order', 'min_doc_count', 'shard_size', 'show_term_doc_count_error', 'include'],
        'terms',
      );
      return {
        type,
        field: field(),
        size: body.size === undefined ? 10 : readInteger(body.size, 'terms.size', 1),
        order: parseOrder(body.order),
        minDocCount:
          body.min_doc_count === undefined ? 1 : readInteger(body.min_doc_count, 'terms.min_doc_count'),
        ...(body.include === undefined ? {} : { include: parseInclude(body.include) }),
      };
    case 'nested':
      checkKeys(body, ['path'], 'nested');
      return { type, path: readString(body.path, 'nested.path') };
    case 'reverse_nested':
      // Back to the root documents only: a `path` to an outer nested level is not needed here.
      checkKeys(body, [], 'reverse_nested');
      return { type };
    case 'filter':
      return { type, query: parseQuery(body, context) };
    case 'range':
      checkKeys(body, ['field', 'ranges', 'keyed'], 'range');
      return { type, field: field(), ranges: parseRanges(body.ranges), keyed: body.keyed === true };
    case 'cardinality':
      checkKeys(body, ['field', 'precision_threshold'], type);
      return { type, field: field() };
    default:
      checkKeys(body, ['field'], type);
      return { type: type as 'stats', field: field() };
  }
}

/** Reads an `aggs` object: name → {<type>: body, aggs?}, for the supported aggregation types. */
export function parseAggregations(value: unknown, context: ParseContext): AggregationNode[] {
  if (value === undefined) return [];
  const aggs = expectObject(value, 'aggs');
  return Object.entries(aggs).map(([name, definition]) => {
    const object = expectObject(definition, name);
    let type: string | undefined;
    let body: unknown;
    let children: AggregationNode[] = [];
    for (const [key, inner] of Object.entries(object)) {
      if (key === 'aggs' || key === 'aggregations') children = parseAggregations(inner, context);
      else if (key === 'meta') throw unsupported(`[meta] on aggregation [${name}]`);
      else if (type !== undefined) {
        throw parsingError(`Found two aggregation type definitions in [${name}]: [${type}] and [${key}]`);
      } else {
        type = key;
        body = inner;
      }
    }
    if (type === undefined) throw parsingError(`Missing definition for aggregation [${name}]`);
    if (UNSUPPORTED.includes(type)) throw unsupported(`the [${type}] aggregation`);
    if (![...METRICS, ...BUCKETS].includes(type as never)) {
      throw parsingError(`Unknown aggregation type [${type}] did you mean [terms]?`);
    }
    if (!isObject(body)) throw parsingError(`[${type}] aggregation [${name}] expects an object`);
    if (children.length > 0 && (METRICS as readonly string[]).includes(type)) {
      throw parsingError(`Aggregator [${name}] of type [${type}] cannot accept sub-aggregations`);
    }
    return { name, spec: parseSpec(type, body, context, name), children };
  });
}
