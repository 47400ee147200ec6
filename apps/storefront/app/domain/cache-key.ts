// The production server imports this file with Node itself: relative paths only, no packages.
import type { FacetConfig } from './search-facets.ts';

/**
 * The address a shared page is rendered and kept under: the query parameters its route reads, in a
 * stable order, and nothing else. Tracking parameters (`utm_*`, `gclid`, `fbclid`) and junk would
 * otherwise each render and keep a copy of the same page, so that every ad click misses and anyone can
 * flush a cache. The page never reads what is dropped, so it is the same page (its canonical link is
 * its path alone). deploy/varnish/storefront.vcl applies the same rule in front of the nodes.
 */

/** The parameters of a product listing (domain/search-state.ts): text, paging, sort, pricelist, facets. */
function listingParameters(facets: readonly FacetConfig[]): string[] {
  return [
    'q',
    'page',
    'sort',
    'pricelist',
    ...facets.flatMap((facet) =>
      facet.type === 'price' ? [`${facet.name}_min`, `${facet.name}_max`] : [facet.name],
    ),
  ];
}

/**
 * Paths whose requests keep every parameter: private pages and answers (a customer's own prices),
 * actions and redirects (a signed preview address among them), never shared, and React Router's route
 * discovery (`/__manifest?p=…&version=…`), which answers for the parameters it has.
 */
const UNTOUCHED =
  /^\/(?:(?:nl|en|de)\/)?(?:account|checkout|cart|newsletter\/unsubscribe)(?:[/.]|$)|^\/(?:shopinvader\/|_revalidate|_preview|set-locale|newsletter|__manifest|api\/prices$|fr(?:[/.]|$))/;
const LOCALE_PREFIX = /^\/(?:nl|en|de)(?=[/.]|$)/;
/** React Router's data requests of client navigations: `/path.data?_routes=…`, the home's `/_root.data`. */
const DATA_SUFFIX = '.data';

/**
 * The parameters the route of `pathname` reads, or undefined for a path whose parameters are all kept
 * (its answers are never shared).
 */
export function keptParameters(pathname: string, facets: readonly FacetConfig[]): string[] | undefined {
  if (UNTOUCHED.test(pathname)) return undefined;
  if (pathname === '/api/autocomplete') return ['q', 'locale'];
  if (pathname === '/api/cart-products') return ['locale', 'ids'];
  const isData = pathname.endsWith(DATA_SUFFIX);
  const page = (isData ? pathname.slice(0, -DATA_SUFFIX.length) : pathname).replace(LOCALE_PREFIX, '') || '/';
  const dataParameters = isData ? ['_routes'] : [];
  if (page === '/' || page === '/_root' || page === '/contact' || page.startsWith('/blog/'))
    return dataParameters;
  if (page === '/blog') return ['page', ...dataParameters];
  if (page === '/search') return [...listingParameters(facets), ...dataParameters];
  if (/^\/(?:robots\.txt|sitemap[\w-]*\.xml|_build|api\/)/.test(page)) return [];
  // The catch-all: a product (its variant, `sku`), a category (a listing) or a CMS page.
  return ['sku', ...listingParameters(facets), ...dataParameters];
}

/**
 * `pathname` + `search` with only the parameters the route reads, sorted by name (values of one name
 * keep their order); unchanged for paths that keep everything.
 */
export function normalizedAddress(pathname: string, search: string, facets: readonly FacetConfig[]): string {
  const kept = keptParameters(pathname, facets);
  if (!kept || search === '' || search === '?') return kept ? pathname : pathname + search;
  const params = new URLSearchParams(search);
  const keep = new Set(kept);
  for (const name of new Set(params.keys())) if (!keep.has(name)) params.delete(name);
  params.sort();
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
