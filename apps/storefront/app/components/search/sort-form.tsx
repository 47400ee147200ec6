import { useIntl } from '~/i18n/intl';
import { useHydrated } from '~/hooks/use-hydrated';
import { Form, useLocation, useNavigate } from 'react-router';
import type { FacetConfig } from '~/domain/search-facets';
import { type SearchState, SORT_OPTIONS, type SortOption, withSort } from '~/domain/search-state';
import { StateInputs, useListingHref } from './listing-links';
import { buttonClass } from '~/components/ui/button-class';

const SORT_MESSAGES: Record<SortOption, string> = {
  relevance: 'search.sort.relevance',
  name_asc: 'search.sort.name_asc',
  name_desc: 'search.sort.name_desc',
  price_asc: 'search.sort.price_asc',
  price_desc: 'search.sort.price_desc',
};

/**
 * The sort as a GET form: without JavaScript its button sends it; once the page is interactive a new
 * choice applies at once and the button goes away. A new sort starts again from page 1.
 */
export function SortForm({ state, facets }: { state: SearchState; facets: readonly FacetConfig[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const href = useListingHref(facets);
  // False in the server's HTML, true once hydrated: the no-JavaScript button only exists without it.
  const interactive = useHydrated();
  return (
    <Form method="get" action={pathname} preventScrollReset className="flex items-center gap-2">
      <StateInputs state={state} facets={facets} omit={['sort']} />
      <label htmlFor="search-sort" className="text-sm">
        {intl.formatMessage({ id: 'search.sort.label' })}
      </label>
      <select
        id="search-sort"
        name="sort"
        value={state.sort}
        onChange={(event) =>
          navigate(href(withSort(state, event.currentTarget.value as SortOption)), {
            preventScrollReset: true,
          })
        }
        className="rounded border border-black/30 bg-white px-2 py-1"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: SORT_MESSAGES[option] })}
          </option>
        ))}
      </select>
      {interactive ? null : (
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          {intl.formatMessage({ id: 'search.sort.apply' })}
        </button>
      )}
    </Form>
  );
}
