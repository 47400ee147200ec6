import type { Scalar } from '../segment.ts';
import type { AggregationSpec } from './parse-aggregations.ts';
import { type AggContext, aggField } from './agg-context.ts';

type TermsSpec = Extract<AggregationSpec, { type: 'terms' }>;
type RangeSpec = Extract<AggregationSpec, { type: 'range' }>;
type SubAggregations = (contexts: AggContext[]) => Record<string, unknown>;

interface Bucket {
  key: Scalar;
  count: number;
  docs: Map<AggContext, number[]>;
}

function compareKeys(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function bucketContexts(bucket: Bucket): AggContext[] {
  return [...bucket.docs].map(([context, docs]) => ({ ...context, docs }));
}

/** `terms`: one bucket per distinct value; a document counts once per distinct value it holds. */
export function termsBuckets(
  spec: TermsSpec,
  contexts: AggContext[],
  sub: SubAggregations,
  collectDocs: boolean,
): unknown {
  // Map keys keep 1 and "1" apart, as the field types do.
  const buckets = new Map<Scalar, Bucket>();
  const bucketFor = (key: Scalar) => {
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { key, count: 0, docs: new Map() }));
    return bucket;
  };
  for (const context of contexts) {
    const field = aggField(context, spec.field);
    if (!field) continue;
    for (const doc of context.docs) {
      const values = field.scalarsOf(doc);
      if (!values) continue;
      // A document counts once per distinct value; most documents hold a single one.
      const distinct = values.length === 1 ? values : [...new Set(values)];
      for (const value of distinct) {
        if (spec.include && !spec.include.has(String(value))) continue;
        const bucket = bucketFor(value);
        bucket.count += 1;
        if (!collectDocs) continue;
        let docs = bucket.docs.get(context);
        if (!docs) bucket.docs.set(context, (docs = []));
        docs.push(doc);
      }
    }
  }
  if (spec.minDocCount === 0) {
    for (const context of contexts) {
      for (const values of aggField(context, spec.field)?.scalars ?? [])
        for (const value of values) if (!spec.include || spec.include.has(String(value))) bucketFor(value);
    }
  }
  const sorted = [...buckets.values()]
    .filter((bucket) => bucket.count >= spec.minDocCount)
    .sort((a, b) => {
      for (const order of spec.order) {
        const difference = order.by === '_count' ? a.count - b.count : compareKeys(a.key, b.key);
        if (difference !== 0) return order.descending ? -difference : difference;
      }
      return 0;
    });
  const shown = sorted.slice(0, spec.size);
  const other = sorted.slice(spec.size).reduce((total, bucket) => total + bucket.count, 0);
  return {
    doc_count_error_upper_bound: 0,
    sum_other_doc_count: other,
    buckets: shown.map((bucket) => ({
      ...(typeof bucket.key === 'boolean'
        ? { key: bucket.key ? 1 : 0, key_as_string: String(bucket.key) }
        : { key: bucket.key }),
      doc_count: bucket.count,
      ...sub(bucketContexts(bucket)),
    })),
  };
}

/** Java's Double.toString for the numbers range keys show ("10.0", "12.5"). */
function formatDouble(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e7) return `${value}.0`;
  return String(value);
}

/** `range`: buckets [from, to) on a numeric field; a document counts when any of its values is inside. */
export function rangeBuckets(spec: RangeSpec, contexts: AggContext[], sub: SubAggregations): unknown {
  const buckets = spec.ranges.map((range) => {
    const docs = new Map<AggContext, number[]>();
    let count = 0;
    for (const context of contexts) {
      const field = aggField(context, spec.field);
      if (!field) continue;
      const inside = context.docs.filter((doc) =>
        (field.scalarsOf(doc) ?? []).some((value) => {
          const number = Number(value);
          return (
            (range.from === undefined || number >= range.from) &&
            (range.to === undefined || number < range.to)
          );
        }),
      );
      count += inside.length;
      docs.set(context, inside);
    }
    const key =
      range.key ??
      `${range.from === undefined ? '*' : formatDouble(range.from)}-${range.to === undefined ? '*' : formatDouble(range.to)}`;
    return {
      key,
      ...(range.from === undefined ? {} : { from: range.from }),
      ...(range.to === undefined ? {} : { to: range.to }),
      doc_count: count,
      ...sub([...docs].map(([context, inside]) => ({ ...context, docs: inside }))),
    };
  });
  if (!spec.keyed) return { buckets };
  return { buckets: Object.fromEntries(buckets.map(({ key, ...rest }) => [key, rest])) };
}
