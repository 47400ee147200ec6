import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { FacetConfig } from '~/domain/search-facets';
import type { SearchState } from '~/domain/search-state';
import { usePricelist } from '../product/pricelist-context';
import { useListingHref } from './listing-links';

/**
 * The server renders a listing in the default pricelist (it does not know the visitor, DESIGN.md); once
 * the browser knows the signed-in customer's pricelist, the listing is asked again in it, so that the
 * price facet and the price sort use the prices this customer pays.
 */
export function PricelistSync({ state, facets }: { state: SearchState; facets: readonly FacetConfig[] }) {
  const pricelist = usePricelist();
  const navigate = useNavigate();
  const href = useListingHref(facets);
  useEffect(() => {
    if (pricelist !== state.pricelist)
      void navigate(href({ ...state, pricelist }), { replace: true, preventScrollReset: true });
  }, [pricelist, state, navigate, href]);
  return null;
}
