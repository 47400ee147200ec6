import { SearchError, unsupported } from '../errors.ts';
import { NO_MATCH, type Scores, run } from '../query/query.ts';
import type { AggContext } from './agg-context.ts';
import type { AggregationNode, AggregationSpec } from './parse-aggregations.ts';
import { metricResult } from './metrics.ts';
import { rangeBuckets, termsBuckets } from './buckets.ts';

/** The documents an aggregation sees in one index: root documents, or nested objects inside a nested agg. */
export interface AggRun {
  cache: Map<string, Scores>;
}

function nestedContexts(contexts: AggContext[], path: string): AggContext[] {
  return contexts.map((context) => {
    if (context.segment.nestedPath)
      throw unsupported(`a [nested] aggregation inside the nested path [${context.segment.nestedPath}]`);
    if (context.index.mapping.paths.get(path) !== 'nested') {
      throw new SearchError(
        400,
        'illegal_argument_exception',
        `[nested] nested path [${path}] is not nested`,
      );
    }
    const segment = context.segment.nested.get(path);
    const starts = context.segment.childStart.get(path);
    const ends = context.segment.childEnd.get(path);
    const docs: number[] = [];
    const parentOf = new Map<number, number>();
    if (segment && starts && ends) {
      for (const doc of context.docs)
        for (let child = starts[doc] ?? 0; child < (ends[doc] ?? 0); child += 1) {
          docs.push(child);
          parentOf.set(child, doc);
        }
    }
    return {
      index: context.index,
      segment: segment ?? context.segment,
      docs,
      root: { segment: context.segment, parentOf },
    };
  });
}

/** `reverse_nested`: from nested objects back to their root documents, each counted once (as ES). */
function reverseNestedContexts(contexts: AggContext[], name: string): AggContext[] {
  return contexts.map((context) => {
    if (!context.root)
      throw new SearchError(
        400,
        'illegal_argument_exception',
        `Reverse nested aggregation [${name}] can only be used inside a [nested] aggregation`,
      );
    const { segment, parentOf } = context.root;
    const parents = new Set(context.docs.map((doc) => parentOf.get(doc)!));
    return { index: context.index, segment, docs: [...parents].sort((a, b) => a - b) };
  });
}

function filterContexts(
  contexts: AggContext[],
  spec: Extract<AggregationSpec, { type: 'filter' }>,
  state: AggRun,
) {
  return contexts.map((context) => {
    const scores = run(spec.query, { index: context.index, segment: context.segment, cache: state.cache });
    return { ...context, docs: context.docs.filter((doc) => (scores[doc] ?? NO_MATCH) !== NO_MATCH) };
  });
}

const count = (contexts: AggContext[]) => contexts.reduce((total, context) => total + context.docs.length, 0);

function runNode(node: AggregationNode, contexts: AggContext[], state: AggRun): unknown {
  const { spec } = node;
  const sub = (inner: AggContext[]) => runAggregations(node.children, inner, state);
  switch (spec.type) {
    case 'nested': {
      const inner = nestedContexts(contexts, spec.path);
      return { doc_count: count(inner), ...sub(inner) };
    }
    case 'reverse_nested': {
      const inner = reverseNestedContexts(contexts, node.name);
      return { doc_count: count(inner), ...sub(inner) };
    }
    case 'filter': {
      const inner = filterContexts(contexts, spec, state);
      return { doc_count: count(inner), ...sub(inner) };
    }
    case 'terms':
      return termsBuckets(spec, contexts, sub, node.children.length > 0);
    case 'range':
      return rangeBuckets(spec, contexts, sub);
    default:
      return metricResult(spec, contexts);
  }
}

/** Computes the named aggregations over the given documents (query matches, ignoring post_filter). */
export function runAggregations(
  nodes: AggregationNode[],
  contexts: AggContext[],
  state: AggRun,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const node of nodes) result[node.name] = runNode(node, contexts, state);
  return result;
}
