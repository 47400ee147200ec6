import { useIntl } from '~/i18n/intl';
import { PageLink } from '~/components/ui/page-link';
import type { FacetConfig } from '~/domain/search-facets';
import { pagerPages, type SearchState, withPage } from '~/domain/search-state';
import { useListingHref } from './listing-links';

const linkClass =
  'grid min-w-10 place-items-center rounded border border-black/20 px-3 py-2 hover:bg-black/5';

/**
 * First, previous, up to two pages either side of the current one, next (docs/product/screens.md#search-page): plain links,
 * so paging works without JavaScript; a new page starts at the top.
 */
export function SearchPagination({
  state,
  facets,
  pages,
}: {
  state: SearchState;
  facets: readonly FacetConfig[];
  pages: number;
}) {
  const intl = useIntl();
  const href = useListingHref(facets);
  if (pages <= 1) return null;
  const current = state.page;
  const step = (page: number, messageId: string, symbol: string) => (
    <li>
      <PageLink
        to={href(withPage(state, page))}
        className={linkClass}
        aria-label={intl.formatMessage({ id: messageId })}
      >
        <span aria-hidden="true">{symbol}</span>
      </PageLink>
    </li>
  );
  return (
    <nav aria-label={intl.formatMessage({ id: 'search.pagination.label' })} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? step(1, 'search.pagination.first', '«') : null}
        {current > 1 ? step(current - 1, 'search.pagination.previous', '‹') : null}
        {pagerPages(current, pages).map((page) => (
          <li key={page}>
            <PageLink
              to={href(withPage(state, page))}
              aria-current={page === current ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'search.pagination.page' }, { page })}
              className={`${linkClass} aria-[current=page]:border-brand-dark aria-[current=page]:bg-brand-dark aria-[current=page]:text-white`}
            >
              {page}
            </PageLink>
          </li>
        ))}
        {current < pages ? step(current + 1, 'search.pagination.next', '›') : null}
      </ul>
    </nav>
  );
}
