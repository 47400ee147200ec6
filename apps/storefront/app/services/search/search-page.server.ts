import type { QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';
import { getServerConfig } from '~/config/server-config.server';
import { type Category, DEFAULT_ROLE, type ProductCardData } from '~/domain/catalog';
import { fullPathOf, invalidRouteParams } from '~/domain/route-errors';
import { type CategoryNode, pathTo, visibleCategories } from '~/domain/search-category-facet';
import type { FacetConfig } from '~/domain/search-facets';
import { pageCount, parseSearchState, type SearchState } from '~/domain/search-state';
import { FEW_RESULTS, pageCorrection, type SuggestEntry } from '~/domain/search-suggestion';
import type { Locale } from '~/i18n/locales';
import { productTag, tagPage } from '../cache/cache-tags.server';
import { searchCache } from '../cache/data-caches.server';
import { customerPricelist } from '../erp/customer-pricelist.server';
import { ErpError } from '../erp/erp-error';
import {
  cardFromHit,
  defaultPricePath,
  getNavCategories,
  pricePath,
  productCardSource,
  productIndex,
} from './catalog.server';
import type { TextMatching } from './text-queries';
import { type FacetView, facetViews, productTotal, suggestEntries } from './search-page-result';
import { search, type SearchResponse, SearchUnavailableError } from './search-client.server';
import { searchPageSuggestion } from './search-page-query';
import { searchPageResponse } from './text-search';
import { logger } from '../observability/logger.server';

/** A product listing page, as the search and category pages render it. */
export interface SearchPageView {
  status: 'ok';
  state: SearchState;
  /** The configured facets, for the links and forms that change the state. */
  facets: readonly FacetConfig[];
  facetViews: FacetView[];
  /** The page's products as their cards show them (cardProduct). */
  products: ProductCardData[];
  /** Products (distinct url_key), not variants. */
  total: number;
  pages: number;
  /** How the text's words matched: all of them, or any (no product had them all). */
  matching: TextMatching;
  /** When the text found few products: the suggester's correction ("Did you mean"). */
  correction: string | undefined;
  /** When nothing matched the text: the shop's top categories. */
  topCategories: { name: string; urlKey: string }[];
}

/** The search engine could not answer: the page says so, with a 503. */
export interface SearchUnavailableView {
  status: 'unavailable';
  state: SearchState;
}

interface ProductSearchOptions {
  /** The category page's products (queries.ts categoryProductsQuery); the text query otherwise. */
  baseQuery?: QueryDslQueryContainer;
  /** The category facet shows this category's subtree instead of the whole tree. */
  categoryRootId?: number;
}

/** Listings are cached briefly like every catalogue read: a shared or reloaded URL costs nothing. */
const LISTING_TIMING = { ttlMs: 30_000, staleMs: 120_000 };

/**
 * What a listing keeps of the engine's answer: its hits as cards, read and checked once when the answer
 * arrives rather than at each render, and the aggregations its facets and total read.
 */
interface ListingAnswer extends Pick<SearchResponse, 'aggregations'> {
  cards: ProductCardData[];
}

async function listingAnswer(answer: Promise<SearchResponse>): Promise<ListingAnswer> {
  const response = await answer;
  return {
    aggregations: response.aggregations,
    // Each hit carries the card's fields, its variants no document (COLLAPSE_FOR_CARDS): a card is its
    // hit alone, its pictures in the sizes the shop configured.
    cards: response.hits.hits.map(cardFromHit),
  };
}

/**
 * The suggester's words for a text that found few products, the only time the page shows a correction
 * (pageCorrection): asked apart, so that the many texts that find enough do not pay for it.
 */
function fewResultsSuggestions(index: string, text: string, total: number): Promise<SuggestEntry[]> {
  if (total >= FEW_RESULTS) return Promise.resolve([]);
  return searchCache().get(
    `suggest:${index}:${text}`,
    async () => suggestEntries(await search(index, searchPageSuggestion(text))),
    LISTING_TIMING,
  ) as Promise<SuggestEntry[]>;
}

function toNode(category: Category): CategoryNode {
  return { id: category.id, name: category.name, children: category.children.map(toNode) };
}

async function categoryRoots(
  locale: Locale,
  facets: readonly FacetConfig[],
  rootId: number | undefined,
): Promise<{ roots: CategoryNode[]; top: Category[] }> {
  const top = await getNavCategories(locale);
  if (!facets.some((facet) => facet.type === 'category')) return { roots: [], top };
  const tree = top.map(toNode);
  if (rootId === undefined) return { roots: tree, top };
  return { roots: pathTo(tree, rootId).at(-1)?.children ?? [], top };
}

/** One page of products for the state, with its facets (docs/contracts/search.md#listing-request, docs/contracts/search.md#facets). */
export async function searchProducts(
  locale: Locale,
  state: SearchState,
  options: ProductSearchOptions = {},
): Promise<SearchPageView> {
  const { searchFacets: facets } = getServerConfig();
  const index = productIndex(locale);
  const { roots, top } = await categoryRoots(locale, facets, options.categoryRootId);
  const category = facets.find((facet) => facet.type === 'category');
  const chosen = category ? state.selections[category.name] : undefined;
  const categoryIds = visibleCategories(roots, chosen?.type === 'category' ? chosen.id : undefined).map(
    ({ node }) => node.id,
  );
  const { response, matching } = await searchPageResponse(
    (target, body) =>
      searchCache().get(
        `listing:${target}:${JSON.stringify(body)}`,
        () => listingAnswer(search(target, body)),
        LISTING_TIMING,
      ) as Promise<ListingAnswer>,
    index,
    {
      state,
      facets,
      baseQuery: options.baseQuery,
      categoryIds,
      source: productCardSource(),
      pricePath: pricePath(state.pricelist) ?? defaultPricePath(),
    },
  );
  const products = response.cards;
  tagPage(...products.map((product) => productTag(product.id)));
  const total = productTotal(response.aggregations);
  const searched = Boolean(state.q) && !options.baseQuery;
  const nothing = searched && total === 0;
  const suggestions = searched ? await fewResultsSuggestions(index, state.q, total) : [];
  return {
    status: 'ok',
    state,
    facets,
    facetViews: facetViews(facets, response.aggregations, state, roots),
    products,
    total,
    pages: pageCount(total),
    matching,
    correction: searched ? pageCorrection(state.q, total, suggestions) : undefined,
    topCategories: nothing ? top.map(({ name, urlKey }) => ({ name, urlKey })) : [],
  };
}

/**
 * The pricelist whose prices a listing's price facet, filter and sort use: the one its address names
 * (`?pricelist=`, written once the browser knows a professional customer) only when the ERP says it is
 * the pricelist of the customer behind the request's cookies; the default one for anyone else, and
 * while the ERP cannot say.
 */
async function verifiedPricelist(named: string, cookie: string | null): Promise<string> {
  if (named === DEFAULT_ROLE) return DEFAULT_ROLE;
  try {
    return (await customerPricelist(cookie)) === named ? named : DEFAULT_ROLE;
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    logger.error({ err: error, pricelist: named }, 'search: the pricelist could not be checked');
    return DEFAULT_ROLE;
  }
}

export interface ProductSearchAnswer {
  view: SearchPageView | SearchUnavailableView;
  status: number;
  /**
   * The address names a pricelist other than the default: the answer is this visitor's alone, and no
   * cache may keep it. (Kept by address, an anonymous answer to it would be served before routing to
   * the customer whose pricelist it names, and the other way round.)
   */
  personal: boolean;
}

/**
 * The loader of a product listing, given the page's address (the loader's `url`, not `request.url`,
 * which ends in .data on client navigations) and the request's cookies: the state from the URL (an
 * unreadable page is a 404, docs/product/errors.md#not-found) in the pricelist the ERP confirms, the page of products, a page
 * past the last one a 404 too, and an engine that is down a 503 view.
 */
export async function loadProductSearch(
  url: URL,
  locale: Locale,
  cookie: string | null,
  options: ProductSearchOptions = {},
): Promise<ProductSearchAnswer> {
  const named = parseSearchState(url.searchParams, getServerConfig().searchFacets);
  if (!named) throw invalidRouteParams(fullPathOf(url));
  const personal = named.pricelist !== DEFAULT_ROLE;
  const state = { ...named, pricelist: await verifiedPricelist(named.pricelist, cookie) };
  try {
    const found = await searchProducts(locale, state, options);
    if (state.page > 1 && state.page > found.pages) throw invalidRouteParams(fullPathOf(url));
    return { view: found, status: 200, personal };
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    logger.error({ err: error, path: url.pathname }, 'search: the search engine is unavailable');
    return { view: { status: 'unavailable', state }, status: 503, personal };
  }
}
