import { useLocation } from 'react-router';
import type { FacetConfig } from '~/domain/search-facets';
import { type SearchState, searchParamsOf, searchQueryString } from '~/domain/search-state';

/**
 * Links of a product listing stay on the page they are on (the search page or a category page) and
 * carry the whole state, so that every filter, sort and page is a plain link that works without
 * JavaScript and can be shared.
 */
export function useListingHref(facets: readonly FacetConfig[]): (state: SearchState) => string {
  const { pathname } = useLocation();
  return (state) => pathname + searchQueryString(state, facets);
}

/** The state as hidden fields, for a GET form that changes one part of it (sort, price range). */
export function StateInputs({
  state,
  facets,
  omit,
}: {
  state: SearchState;
  facets: readonly FacetConfig[];
  omit: readonly string[];
}) {
  const entries = [...searchParamsOf({ ...state, page: 1 }, facets)].filter(([name]) => !omit.includes(name));
  return entries.map(([name, value], index) => (
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ));
}
