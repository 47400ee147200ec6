import { illegalArgument } from '../errors.ts';
import type { AggregationSpec } from './parse-aggregations.ts';
import { type AggContext, valuesIn } from './agg-context.ts';

type MetricSpec = Extract<
  AggregationSpec,
  { type: 'cardinality' | 'stats' | 'min' | 'max' | 'avg' | 'sum' | 'value_count' }
>;

function numbersOf(spec: MetricSpec, contexts: AggContext[]): number[] {
  const numbers: number[] = [];
  for (const context of contexts) {
    const type = context.index.mapping.fields.get(spec.field)?.type;
    if (type === 'keyword') {
      throw illegalArgument(
        `Field [${spec.field}] of type [keyword] is not supported for aggregation [${spec.type}]`,
      );
    }
  }
  valuesIn(contexts, spec.field, (value) =>
    numbers.push(typeof value === 'boolean' ? Number(value) : Number(value)),
  );
  return numbers;
}

/** Single-value and stats metrics; cardinality is exact (ES is exact below its precision threshold). */
export function metricResult(spec: MetricSpec, contexts: AggContext[]): unknown {
  if (spec.type === 'cardinality') {
    // A Set keeps 1 and "1" apart, as the field types do.
    const distinct = new Set<unknown>();
    valuesIn(contexts, spec.field, (value) => distinct.add(value));
    return { value: distinct.size };
  }
  if (spec.type === 'value_count') {
    let count = 0;
    valuesIn(contexts, spec.field, () => (count += 1));
    return { value: count };
  }
  const numbers = numbersOf(spec, contexts);
  const sum = numbers.reduce((total, number) => total + number, 0);
  const min = numbers.length === 0 ? null : numbers.reduce((a, b) => Math.min(a, b));
  const max = numbers.length === 0 ? null : numbers.reduce((a, b) => Math.max(a, b));
  const avg = numbers.length === 0 ? null : sum / numbers.length;
  switch (spec.type) {
    case 'stats':
      return { count: numbers.length, min, max, avg, sum };
    case 'min':
      return { value: min };
    case 'max':
      return { value: max };
    case 'avg':
      return { value: avg };
    default:
      return { value: sum };
  }
}
