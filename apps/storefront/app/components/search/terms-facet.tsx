import { useIntl } from '~/i18n/intl';
import { PageLink } from '~/components/ui/page-link';
import type { FacetConfig } from '~/domain/search-facets';
import { type SearchState, toggleTerm } from '~/domain/search-state';
import type { FacetView } from '~/services/search/search-page-result';
import { useListingHref } from './listing-links';

function toggleOnSpace(event: React.KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/** The first values show at once; the rest open on request, without JavaScript (a details element). */
const SHOWN_AT_FIRST = 8;

interface TermsFacetProps {
  view: Extract<FacetView, { type: 'terms' }>;
  state: SearchState;
  facets: readonly FacetConfig[];
}

/**
 * A facet's values as links that add or remove the value (docs/contracts/search.md#facets): each count already
 * takes every other chosen filter into account. They look and act as checkboxes, so assistive
 * technology is told they are checkboxes and whether each is checked; Space toggles them as it would
 * a checkbox, Enter follows them as a link.
 */
export function TermsFacet({ view, state, facets }: TermsFacetProps) {
  const intl = useIntl();
  const href = useListingHref(facets);
  const item = (entry: TermsFacetProps['view']['values'][number]) => (
    <li key={entry.value}>
      <PageLink
        to={href(toggleTerm(state, view.name, entry.value))}
        preventScrollReset
        role="checkbox"
        aria-checked={entry.selected}
        onKeyDown={toggleOnSpace}
        className="group flex items-center gap-2 rounded px-1 py-1 hover:bg-black/5"
        data-selected={entry.selected || undefined}
      >
        <span
          aria-hidden="true"
          className="grid size-4 shrink-0 place-items-center rounded-sm border border-black/50 group-data-selected:border-brand-dark group-data-selected:bg-brand-dark"
        >
          {entry.selected ? <span className="size-2 rounded-[1px] bg-white" /> : null}
        </span>
        <span className="grow">{entry.value}</span>
        <span className="text-sm text-black/70">{intl.formatNumber(entry.count)}</span>
      </PageLink>
    </li>
  );
  const first = view.values.slice(0, SHOWN_AT_FIRST);
  const rest = view.values.slice(SHOWN_AT_FIRST);
  return (
    <>
      <ul className="space-y-0.5">{first.map(item)}</ul>
      {rest.length ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm text-brand-dark underline">
            {intl.formatMessage({ id: 'search.filters.all' }, { count: view.values.length })}
          </summary>
          <ul className="mt-1 space-y-0.5">{rest.map(item)}</ul>
        </details>
      ) : null}
    </>
  );
}
