import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { DEFAULT_ROLE } from '~/domain/catalog';
import type { FacetConfig } from '~/domain/search-facets';
import type { SearchState } from '~/domain/search-state';
import { shopperNavigationPending } from '~/services/navigation/shopper-navigation';
import { useSession } from '~/services/session/use-session';
import { usePricelistState } from '../product/pricelist-context';
import { useListingHref } from './listing-links';

/**
 * The server renders a listing in the default pricelist (it does not know the visitor, docs/architecture.md#prices-in-shared-pages); once
 * the browser knows the signed-in customer's pricelist, the listing is asked again with it in its
 * address, so that the price facet and the price sort use the prices this customer pays. The server
 * honours it only for the customer the ERP says it belongs to; an address that already names it is not
 * asked again, whatever the server answered. While the shopper is going somewhere (a card tapped before
 * the customer was known), the listing is not asked again: that would replace the shopper's navigation.
 * A tap in the very moment the customer arrives is not yet in `useNavigation()` (React Router shows it
 * in a transition, after the session's urgent update): shopperNavigationPending knows it already.
 */
export function PricelistSync({ state, facets }: { state: SearchState; facets: readonly FacetConfig[] }) {
  const { pricelist } = usePricelistState();
  const { loading } = useSession();
  const named = new URLSearchParams(useLocation().search).get('pricelist') ?? DEFAULT_ROLE;
  const navigate = useNavigate();
  const href = useListingHref(facets);
  const going = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!loading && !going && !shopperNavigationPending() && pricelist !== named)
      void navigate(href({ ...state, pricelist }), { replace: true, preventScrollReset: true });
  }, [loading, going, pricelist, named, state, navigate, href]);
  return null;
}
