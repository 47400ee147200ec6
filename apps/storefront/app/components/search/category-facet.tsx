import { useIntl } from '~/i18n/intl';
import { PageLink } from '~/components/ui/page-link';
import type { FacetConfig } from '~/domain/search-facets';
import { type SearchState, withSelection } from '~/domain/search-state';
import type { FacetView } from '~/services/search/search-page-result';
import { useListingHref } from './listing-links';

interface CategoryFacetProps {
  view: Extract<FacetView, { type: 'category' }>;
  state: SearchState;
  facets: readonly FacetConfig[];
}

/** The category tree, opened along the chosen category; one category at a time (docs/product/screens.md#search-page). */
export function CategoryFacet({ view, state, facets }: CategoryFacetProps) {
  const intl = useIntl();
  const href = useListingHref(facets);
  const chosen = view.entries.some((entry) => entry.selected);
  return (
    <ul className="space-y-0.5">
      {chosen ? (
        <li>
          <PageLink
            to={href(withSelection(state, view.name, undefined))}
            preventScrollReset
            className="block rounded px-1 py-1 text-brand-dark underline hover:bg-black/5"
          >
            {intl.formatMessage({ id: 'search.category.all' })}
          </PageLink>
        </li>
      ) : null}
      {view.entries.map((entry) => (
        <li key={entry.id} style={{ paddingInlineStart: `${entry.depth * 0.75}rem` }}>
          <PageLink
            to={href(withSelection(state, view.name, { type: 'category', id: entry.id }))}
            preventScrollReset
            aria-current={entry.selected ? 'true' : undefined}
            className="flex items-center gap-2 rounded px-1 py-1 hover:bg-black/5 aria-[current=true]:font-semibold aria-[current=true]:text-brand-dark"
          >
            <span className="grow">{entry.name}</span>
            <span className="text-sm text-black/70">{intl.formatNumber(entry.count)}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
