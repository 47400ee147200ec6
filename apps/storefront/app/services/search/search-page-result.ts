import { z } from 'zod';
import {
  type CategoryFacetEntry,
  type CategoryNode,
  categoryFacetEntries,
} from '~/domain/search-category-facet';
import type { FacetConfig } from '~/domain/search-facets';
import type { PriceRange, SearchState } from '~/domain/search-state';
import type { SuggestEntry } from '~/domain/search-suggestion';
import type { SearchResponse } from './search-client.server';

/** What a product listing shows for one facet, ready for the page (no engine JSON beyond this file). */
export type FacetView =
  | { type: 'terms'; name: string; values: { value: string; count: number; selected: boolean }[] }
  | { type: 'price'; name: string; min: number; max: number; selected: PriceRange | undefined }
  | { type: 'category'; name: string; entries: CategoryFacetEntry[] };

const count = z.object({ value: z.number().nullish() });
const bucketsSchema = z.object({
  buckets: z.array(
    z.object({ key: z.union([z.string(), z.number()]), doc_count: z.number(), products: count.optional() }),
  ),
});
const statsSchema = z.object({ min: z.number().nullish(), max: z.number().nullish() });
/** The category facet's buckets: each shown category's id, its products under `products.products`. */
const categoryBucketsSchema = z.object({
  buckets: z.array(
    z.object({ key: z.union([z.string(), z.number()]), products: z.object({ products: count }) }),
  ),
});

type Aggregations = Record<string, unknown> | undefined;

const suggestSchema = z
  .array(
    z.object({
      text: z.string(),
      offset: z.number(),
      length: z.number(),
      options: z.array(z.object({ text: z.string() })),
    }),
  )
  .catch([]);

/** `hits.total`: documents (variants), not products (docs/contracts/search.md#requests). */
export function totalOf(response: Pick<SearchResponse, 'hits'>): number {
  const { total } = response.hits;
  return typeof total === 'number' ? total : (total?.value ?? 0);
}

/** The term suggester's words and corrections (`suggest.suggestion`, docs/contracts/search.md#autocomplete); none when absent or odd. */
export function suggestEntries(response: Pick<SearchResponse, 'suggest'>): SuggestEntry[] {
  return suggestSchema.parse(response.suggest?.suggestion);
}

/** A facet's own result inside its `filter` wrapper: `aggregations[name][name]` (docs/contracts/search.md#facets). */
function inner(aggregations: Aggregations, name: string): Record<string, unknown> | undefined {
  const wrapper = aggregations?.[name];
  return wrapper && typeof wrapper === 'object' ? (wrapper as Record<string, unknown>) : undefined;
}

function termsView(
  facet: Extract<FacetConfig, { type: 'terms' }>,
  aggregations: Aggregations,
  state: SearchState,
): FacetView {
  const own = inner(aggregations, facet.name)?.[facet.name];
  // Nested facets hold their terms one level further down: [name][name][name].
  const source =
    facet.nestedPath && own && typeof own === 'object' ? (own as Record<string, unknown>)[facet.name] : own;
  const parsed = bucketsSchema.safeParse(source);
  const selection = state.selections[facet.name];
  const chosen = selection?.type === 'terms' ? selection.values : [];
  const values = (parsed.success ? parsed.data.buckets : []).map((bucket) => ({
    value: String(bucket.key),
    count: bucket.products?.value ?? bucket.doc_count,
    selected: chosen.includes(String(bucket.key)),
  }));
  // A chosen value that the other filters left without products stays, so that it can be unchosen.
  for (const value of chosen)
    if (!values.some((entry) => entry.value === value)) values.push({ value, count: 0, selected: true });
  return { type: 'terms', name: facet.name, values };
}

function priceView(
  name: string,
  aggregations: Aggregations,
  state: SearchState,
): Extract<FacetView, { type: 'price' }> | undefined {
  const parsed = statsSchema.safeParse(inner(aggregations, name)?.[name]);
  const selection = state.selections[name];
  const selected = selection?.type === 'price' ? selection.range : undefined;
  if (!parsed.success || parsed.data.min == null || parsed.data.max == null) {
    return selected ? { type: 'price', name, min: 0, max: 0, selected } : undefined;
  }
  return {
    type: 'price',
    name,
    min: Math.floor(parsed.data.min),
    max: Math.ceil(parsed.data.max),
    selected,
  };
}

function categoryView(
  name: string,
  aggregations: Aggregations,
  state: SearchState,
  roots: readonly CategoryNode[],
): FacetView {
  // [name] (other filters) → [name] (nested categories) → [name] (terms on their ids), as queried.
  const nested = inner(aggregations, name)?.[name];
  const terms = nested && typeof nested === 'object' ? (nested as Record<string, unknown>)[name] : undefined;
  const parsed = categoryBucketsSchema.safeParse(terms);
  const counts = new Map<number, number>();
  for (const bucket of parsed.success ? parsed.data.buckets : []) {
    const id = Number(bucket.key);
    if (Number.isInteger(id)) counts.set(id, bucket.products.products.value ?? 0);
  }
  const selection = state.selections[name];
  const selectedId = selection?.type === 'category' ? selection.id : undefined;
  return { type: 'category', name, entries: categoryFacetEntries(roots, selectedId, counts) };
}

/** The facets in configuration order; a facet with nothing to offer is left out. */
export function facetViews(
  facets: readonly FacetConfig[],
  aggregations: Aggregations,
  state: SearchState,
  categoryRoots: readonly CategoryNode[],
): FacetView[] {
  return facets.flatMap((facet): FacetView[] => {
    if (facet.type === 'terms') {
      const view = termsView(facet, aggregations, state);
      return view.type === 'terms' && view.values.length ? [view] : [];
    }
    if (facet.type === 'price') {
      const view = priceView(facet.name, aggregations, state);
      return view && (view.max > view.min || view.selected) ? [view] : [];
    }
    const view = categoryView(facet.name, aggregations, state, categoryRoots);
    return view.type === 'category' && view.entries.length ? [view] : [];
  });
}

/** The number of products, not variants: `total.total.value || total.value` (docs/contracts/search.md#listing-request). */
export function productTotal(aggregations: Aggregations): number {
  const total = inner(aggregations, 'total');
  const nested = total?.total;
  const value = nested && typeof nested === 'object' && 'value' in nested ? nested.value : total?.value;
  return typeof value === 'number' ? value : 0;
}
