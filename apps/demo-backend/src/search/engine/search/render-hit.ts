import type { Hit } from './sort.ts';
import { filterSource, type SourceFilter } from './source-filter.ts';

export interface RenderOptions {
  reportScores: boolean;
  source: SourceFilter;
  sort: boolean;
  collapseField?: string | undefined;
  innerHits?: Record<string, unknown> | undefined;
}

/** One entry of `hits.hits`, in Elasticsearch's shape. */
export function renderHit(hit: Hit, options: RenderOptions): Record<string, unknown> {
  const { index, doc } = hit;
  const body: Record<string, unknown> = {
    _index: index.name,
    _id: index.ids[doc],
    _score: options.reportScores ? hit.score : null,
  };
  if (options.source !== false) body._source = filterSource(index.sources[doc], options.source);
  if (options.collapseField !== undefined) {
    const value = index.root.fields.get(options.collapseField)?.scalarsOf(doc)?.[0];
    body.fields = { [options.collapseField]: [value ?? null] };
  }
  if (options.sort) body.sort = hit.sortValues;
  if (options.innerHits) body.inner_hits = options.innerHits;
  return body;
}
