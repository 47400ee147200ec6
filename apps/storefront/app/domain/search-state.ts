import { DEFAULT_ROLE, isPricelistName } from './catalog';
import type { FacetConfig } from './search-facets';

/**
 * Everything a product listing shows lives in its URL (docs/product/screens.md#search-page): the text, the chosen filters, the
 * sort, the page and the pricelist whose prices the price facet and sort use. Links, forms and the
 * loader all go through this one reading and writing of the URL, so a shared or restored address
 * always shows the same page.
 */
export const SEARCH_PAGE_SIZE = 30;
/** Elasticsearch refuses from + size beyond 10,000: the last page that can be asked for. */
export const MAX_SEARCH_PAGE = Math.floor(10_000 / SEARCH_PAGE_SIZE);
const MAX_QUERY_LENGTH = 200;

export const SORT_OPTIONS = ['relevance', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface PriceRange {
  min?: number;
  max?: number;
}

export type Selection =
  | { type: 'terms'; values: string[] }
  | { type: 'category'; id: number }
  | { type: 'price'; range: PriceRange };

export interface SearchState {
  q: string;
  page: number;
  sort: SortOption;
  /** Chosen values per facet name; a facet without a choice is absent. */
  selections: Record<string, Selection>;
  /** The visitor's pricelist (role); only written to the URL when it is not the default one. */
  pricelist: string;
}

const MAX_TERMS_VALUES = 50;

function priceValue(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function selectionOf(params: URLSearchParams, facet: FacetConfig): Selection | undefined {
  if (facet.type === 'terms') {
    const values = [...new Set(params.getAll(facet.name).filter((value) => value.trim()))];
    return values.length ? { type: 'terms', values: values.slice(0, MAX_TERMS_VALUES) } : undefined;
  }
  if (facet.type === 'category') {
    const id = Number(params.get(facet.name));
    return Number.isSafeInteger(id) && id > 0 ? { type: 'category', id } : undefined;
  }
  let min = priceValue(params.get(`${facet.name}_min`));
  let max = priceValue(params.get(`${facet.name}_max`));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min === undefined && max === undefined) return undefined;
  return {
    type: 'price',
    range: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) },
  };
}

/**
 * The state of a listing URL. An unreadable page number is refused (the route answers 404, docs/product/errors.md#not-found);
 * anything else unknown or malformed falls back to its default.
 */
export function parseSearchState(
  params: URLSearchParams,
  facets: readonly FacetConfig[],
): SearchState | undefined {
  const rawPage = params.get('page');
  const page = rawPage === null ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1 || page > MAX_SEARCH_PAGE) return undefined;
  const sort = params.get('sort');
  const pricelist = params.get('pricelist');
  const selections: Record<string, Selection> = {};
  for (const facet of facets) {
    const selection = selectionOf(params, facet);
    if (selection) selections[facet.name] = selection;
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page,
    sort: SORT_OPTIONS.includes(sort as SortOption) ? (sort as SortOption) : 'relevance',
    selections,
    pricelist: isPricelistName(pricelist) ? pricelist : DEFAULT_ROLE,
  };
}

/** The URL parameters of a state, in a stable order, defaults left out. */
export function searchParamsOf(state: SearchState, facets: readonly FacetConfig[]): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const facet of facets) {
    const selection = state.selections[facet.name];
    if (selection?.type === 'terms') for (const value of selection.values) params.append(facet.name, value);
    if (selection?.type === 'category') params.set(facet.name, String(selection.id));
    if (selection?.type === 'price') {
      if (selection.range.min !== undefined) params.set(`${facet.name}_min`, String(selection.range.min));
      if (selection.range.max !== undefined) params.set(`${facet.name}_max`, String(selection.range.max));
    }
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pricelist !== DEFAULT_ROLE) params.set('pricelist', state.pricelist);
  return params;
}

/** `?…` for a link, or '' when the state is the default one. */
export function searchQueryString(state: SearchState, facets: readonly FacetConfig[]): string {
  const text = searchParamsOf(state, facets).toString();
  return text ? `?${text}` : '';
}

/** A change of filter or sort starts again from the first page (docs/product/screens.md#search-page). */
function refiltered(state: SearchState, selections: Record<string, Selection>): SearchState {
  return { ...state, selections, page: 1 };
}

export function withSelection(
  state: SearchState,
  name: string,
  selection: Selection | undefined,
): SearchState {
  const { [name]: _dropped, ...others } = state.selections;
  return refiltered(state, selection ? { ...others, [name]: selection } : others);
}

/** Adds the value to a terms facet's choice, or takes it out when it is there. */
export function toggleTerm(state: SearchState, name: string, value: string): SearchState {
  const current = state.selections[name];
  const values = current?.type === 'terms' ? current.values : [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return withSelection(state, name, next.length ? { type: 'terms', values: next } : undefined);
}

export function withoutFilters(state: SearchState): SearchState {
  return refiltered(state, {});
}

export function withSort(state: SearchState, sort: SortOption): SearchState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

export function pageCount(total: number): number {
  return Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGE);
}

/** The pages a pager links to: up to two either side of the current one (docs/product/screens.md#search-page). */
export function pagerPages(current: number, pages: number): number[] {
  const first = Math.max(1, current - 2);
  const last = Math.min(pages, current + 2);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
