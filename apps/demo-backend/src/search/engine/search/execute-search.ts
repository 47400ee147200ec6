import type { AggContext } from '../aggregations/agg-context.ts';
import { runAggregations } from '../aggregations/run-aggregations.ts';
import type { IndexData } from '../index-builder.ts';
import type { ParseContext } from '../query/parse-query.ts';
import { NO_MATCH, type Scores, run } from '../query/query.ts';
import { type PageEntry, collapseHits, validateCollapse } from './collapse.ts';
import { renderHit } from './render-hit.ts';
import { type SearchRequest, parseSearchRequest } from './search-request.ts';
import { type Hit, compareHits, effectiveSorts, sortValue, validateSort } from './sort.ts';
import { runSuggest } from './suggest.ts';
import { topItems } from './top-hits.ts';

function totalHits(count: number, track: number) {
  return count > track ? { value: track, relation: 'gte' } : { value: count, relation: 'eq' };
}

function validate(request: SearchRequest, indices: IndexData[]): void {
  for (const index of indices) {
    validateSort(request.sort, index);
    for (const inner of request.collapse?.innerHits ?? []) validateSort(inner.sort, index);
    if (request.collapse) validateCollapse(request.collapse.field, index);
  }
}

/** Runs a `_search` body against already resolved indices and returns Elasticsearch's response body. */
export function executeSearch(
  indices: IndexData[],
  body: unknown,
  lookup: ParseContext,
): Record<string, unknown> {
  const started = performance.now();
  const request = parseSearchRequest(body, lookup);
  validate(request, indices);
  const cache = new Map<string, Scores>();
  const sorts = effectiveSorts(request.sort);
  const aggContexts: AggContext[] = [];
  const hits: Hit[] = [];
  indices.forEach((index, indexOrder) => {
    const context = { index, segment: index.root, cache };
    const scores = run(request.query, context);
    const filter = request.postFilter ? run(request.postFilter, context) : undefined;
    const queryDocs: number[] = [];
    for (let doc = 0; doc < scores.length; doc += 1) {
      const score = scores[doc] ?? NO_MATCH;
      if (score === NO_MATCH) continue;
      queryDocs.push(doc);
      if (filter && (filter[doc] ?? NO_MATCH) === NO_MATCH) continue;
      hits.push({
        index,
        indexOrder,
        doc,
        score,
        sortValues: sorts.map((sort) => sortValue(sort, index, doc, score)),
      });
    }
    aggContexts.push({ index, segment: index.root, docs: queryDocs });
  });

  const compare = compareHits(request.sort);
  const wanted = request.from + request.size;
  const page: PageEntry[] = request.collapse
    ? collapseHits(hits, request.collapse, compare, wanted)
    : topItems(hits, wanted, compare).map((hit) => ({ hit }));
  const reportScores =
    request.sort.length === 0 || request.sort.some((sort) => sort.kind === 'score') || request.trackScores;
  const maxScore = hits.reduce((max, hit) => Math.max(max, hit.score), -Infinity);

  const hitsBody: Record<string, unknown> = {};
  if (request.trackTotalHits > 0) hitsBody.total = totalHits(hits.length, request.trackTotalHits);
  hitsBody.max_score = reportScores && hits.length > 0 ? maxScore : null;
  hitsBody.hits = page.slice(request.from).map((entry) =>
    renderHit(entry.hit, {
      reportScores,
      source: request.source,
      sort: request.sort.length > 0,
      collapseField: request.collapse?.field,
      innerHits: entry.innerHits,
    }),
  );
  const response: Record<string, unknown> = {
    took: 0,
    timed_out: false,
    _shards: { total: indices.length, successful: indices.length, skipped: 0, failed: 0 },
    hits: hitsBody,
  };
  if (request.aggregations.length > 0)
    response.aggregations = runAggregations(request.aggregations, aggContexts, { cache });
  if (request.suggest.length > 0) {
    response.suggest = Object.fromEntries(
      request.suggest.map((spec) => [spec.name, runSuggest(spec, indices)]),
    );
  }
  response.took = Math.round(performance.now() - started);
  return response;
}
