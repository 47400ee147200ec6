import type { FacetConfig } from './search-facets';

/** Parameters that mean the same in every language: the variant (skus are shared), the listing's sort, page and pricelist. */
const PORTABLE_PARAMS = new Set(['sku', 'sort', 'page', 'pricelist']);

/**
 * The part of a page's query that keeps its meaning on the same page in another language, whose
 * address may differ (a product's or category's own url_key per language). Chosen values of a terms
 * facet are words of the page's language ("Lavande", "Lavender") and would filter on nothing in the
 * other one, so they are left out; a category id and a price range are the same everywhere.
 */
export function portableSearch(search: string, facets: readonly FacetConfig[]): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const portable = new Set(PORTABLE_PARAMS);
  for (const facet of facets) {
    if (facet.type === 'category') portable.add(facet.name);
    if (facet.type === 'price') {
      portable.add(`${facet.name}_min`);
      portable.add(`${facet.name}_max`);
    }
  }
  for (const [name, value] of from) if (portable.has(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}
