import type {
  AggregationsAggregationContainer,
  QueryDslQueryContainer,
  SearchSearchRequestBody,
  SortCombinations,
} from '@elastic/elasticsearch/lib/api/types';
import { SINGLE_PRICE_PATH } from '~/domain/pricelist';
import { DEFAULT_TERMS_SIZE, type FacetConfig } from '~/domain/search-facets';
import { SEARCH_PAGE_SIZE, type SearchState, type Selection, type SortOption } from '~/domain/search-state';
import { COLLAPSE_FOR_CARDS } from './queries';
import { fullTextQuery, nameSuggestion, productTextQuery, type TextMatching } from './text-queries';

/**
 * The search and category pages' request (docs/contracts/search.md#listing-request, docs/contracts/search.md#facets): the text or base query, the
 * chosen filters as a post_filter, each facet counted under every OTHER chosen filter, the number of
 * products as the cardinality of url_key under all of them, the sort, the page, one card per url_key.
 */
export interface SearchPageRequest {
  state: SearchState;
  facets: readonly FacetConfig[];
  /** The category page's products (docs/contracts/search.md#products-of-a-category); the search page's text query otherwise. */
  baseQuery?: QueryDslQueryContainer;
  /** Categories the tree facet counts (see visibleCategories). */
  categoryIds?: readonly number[];
  /** How the searched text's words must match (queries.ts productTextQuery): all of them by default. */
  matching?: TextMatching;
  /** The `_source` paths each product hit carries (queries.ts cardSource); all of the document without. */
  source?: readonly string[];
  /**
   * Where the prices the page sorts, filters and counts by are (domain/pricelist.ts pricePathOf): the
   * visitor's pricelist's; the single-price exporter's `price` by default.
   */
  pricePath?: string;
}

const MATCH_ALL: QueryDslQueryContainer = { match_all: {} };
const PRODUCTS: AggregationsAggregationContainer = { cardinality: { field: 'url_key' } };

/** The number a price sort, range or facet reads, at the pricelist's path (domain/pricelist.ts pricePathOf). */
function priceField(pricePath: string): string {
  return `${pricePath}.value`;
}

function categoryFilter(id: number): QueryDslQueryContainer {
  return { nested: { path: 'categories', query: { term: { 'categories.id': id } } } };
}

function filterQuery(
  facet: FacetConfig,
  selection: Selection,
  pricePath: string,
): QueryDslQueryContainer | undefined {
  if (facet.type === 'terms' && selection.type === 'terms') {
    const terms: QueryDslQueryContainer = { terms: { [facet.field]: selection.values } };
    return facet.nestedPath ? { nested: { path: facet.nestedPath, query: terms } } : terms;
  }
  if (facet.type === 'category' && selection.type === 'category') return categoryFilter(selection.id);
  if (facet.type === 'price' && selection.type === 'price') {
    const { min, max } = selection.range;
    return {
      range: {
        [priceField(pricePath)]: {
          ...(min !== undefined ? { gte: min } : {}),
          ...(max !== undefined ? { lte: max } : {}),
        },
      },
    };
  }
  return undefined;
}

/** Every chosen filter as one query, by facet name, in the configuration's order. */
function activeFilters(
  state: SearchState,
  facets: readonly FacetConfig[],
  pricePath: string = SINGLE_PRICE_PATH,
): { name: string; query: QueryDslQueryContainer }[] {
  return facets.flatMap((facet) => {
    const selection = state.selections[facet.name];
    const query = selection && filterQuery(facet, selection, pricePath);
    return query ? [{ name: facet.name, query }] : [];
  });
}

function allOf(queries: readonly QueryDslQueryContainer[]): QueryDslQueryContainer {
  return queries.length ? { bool: { must: [...queries] } } : MATCH_ALL;
}

function facetAggregations(
  facet: FacetConfig,
  pricePath: string,
  categoryIds: readonly number[],
): Record<string, AggregationsAggregationContainer> {
  const { name } = facet;
  if (facet.type === 'price') return { [name]: { stats: { field: priceField(pricePath) } } };
  if (facet.type === 'category') {
    // Counted as products: one pass over the categories of the matching documents, the shown ones kept,
    // each back to its documents for the distinct url_keys (a filter per category was one nested join
    // per category over every match: docs/search-performance.md).
    return {
      [name]: {
        nested: { path: 'categories' },
        aggs: {
          [name]: {
            terms: {
              field: 'categories.id',
              include: categoryIds.map(String),
              size: Math.max(categoryIds.length, 1),
            },
            aggs: { products: { reverse_nested: {}, aggs: { products: PRODUCTS } } },
          },
        },
      },
    };
  }
  const terms: AggregationsAggregationContainer = {
    terms: { field: facet.field, size: facet.size ?? DEFAULT_TERMS_SIZE },
  };
  if (facet.nestedPath) {
    // Inside nested objects the url_key is out of reach: these count variants, one per value and product.
    return { [name]: { nested: { path: facet.nestedPath }, aggs: { [name]: terms } } };
  }
  return { [name]: { ...terms, aggs: { products: PRODUCTS } } };
}

export function sortClauses(sort: SortOption, pricePath: string): SortCombinations[] {
  // url_key last so that equal products keep one order from page to page.
  const tieBreak: SortCombinations = { url_key: 'asc' };
  switch (sort) {
    case 'name_asc':
      return [{ 'name.sortable': 'asc' }, tieBreak];
    case 'name_desc':
      return [{ 'name.sortable': 'desc' }, tieBreak];
    case 'price_asc':
      return [{ [priceField(pricePath)]: { order: 'asc', unmapped_type: 'float' } }, tieBreak];
    case 'price_desc':
      return [{ [priceField(pricePath)]: { order: 'desc', unmapped_type: 'float' } }, tieBreak];
    default:
      return [{ _score: { order: 'desc' } }, tieBreak];
  }
}

export function searchPageRequest({
  state,
  facets,
  baseQuery,
  categoryIds = [],
  matching = 'all words',
  source,
  pricePath = SINGLE_PRICE_PATH,
}: SearchPageRequest): SearchSearchRequestBody {
  const filters = activeFilters(state, facets, pricePath);
  const aggs: Record<string, AggregationsAggregationContainer> = {};
  for (const facet of facets) {
    aggs[facet.name] = {
      filter: allOf(filters.filter((filter) => filter.name !== facet.name).map((filter) => filter.query)),
      aggs: facetAggregations(facet, pricePath, categoryIds),
    };
  }
  aggs.total = filters.length
    ? { filter: allOf(filters.map((filter) => filter.query)), aggs: { total: PRODUCTS } }
    : PRODUCTS;
  return {
    query:
      baseQuery ?? (state.q ? productTextQuery(state.q, matching, 'two fields') : fullTextQuery(undefined)),
    size: SEARCH_PAGE_SIZE,
    from: (state.page - 1) * SEARCH_PAGE_SIZE,
    ...(filters.length ? { post_filter: allOf(filters.map((filter) => filter.query)) } : {}),
    sort: sortClauses(state.sort, pricePath),
    aggs,
    collapse: COLLAPSE_FOR_CARDS,
    // The page counts products with `total`; the engine need not count the matching variants too.
    track_total_hits: false,
    ...(source ? { _source: [...source] } : {}),
  };
}

/**
 * The term suggester alone (docs/contracts/search.md#autocomplete), for a searched text that found few products: its corrections are
 * shown only then (domain/search-suggestion.ts pageCorrection), so the page's own request leaves it out.
 */
export function searchPageSuggestion(text: string): SearchSearchRequestBody {
  return { size: 0, track_total_hits: false, suggest: nameSuggestion(text) };
}
