import { useIntl } from '~/i18n/intl';
import { PageLink } from '~/components/ui/page-link';
import type { FacetConfig } from '~/domain/search-facets';
import { type SearchState, toggleTerm, withoutFilters, withSelection } from '~/domain/search-state';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import type { FacetView } from '~/services/search/search-page-result';
import { CloseIcon } from '../ui/icons';
import { useFacetTitle } from './facet-title';
import { useListingHref } from './listing-links';

interface FilterChipsProps {
  views: FacetView[];
  state: SearchState;
  facets: readonly FacetConfig[];
}

/** The chosen filters above the results, each a link that removes it (docs/product/screens.md#search-page). */
export function FilterChips({ views, state, facets }: FilterChipsProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const href = useListingHref(facets);
  const title = useFacetTitle(facets);
  const chips = facets.flatMap((facet) => {
    const selection = state.selections[facet.name];
    if (!selection) return [];
    if (selection.type === 'terms')
      return selection.values.map((value) => ({
        facet,
        label: value,
        to: href(toggleTerm(state, facet.name, value)),
      }));
    const to = href(withSelection(state, facet.name, undefined));
    if (selection.type === 'price') {
      const { min, max } = selection.range;
      const label = intl.formatMessage(
        { id: 'search.price.range' },
        { min: formatPrice(min ?? 0, locale), max: max === undefined ? '∞' : formatPrice(max, locale) },
      );
      return [{ facet, label, to }];
    }
    const view = views.find((candidate) => candidate.name === facet.name);
    const entry = view?.type === 'category' ? view.entries.find((e) => e.id === selection.id) : undefined;
    return [{ facet, label: entry?.name ?? String(selection.id), to }];
  });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{intl.formatMessage({ id: 'search.chips.label' })}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const filter = `${title(chip.facet.name)}: ${chip.label}`;
          return (
            <li key={`${chip.facet.name}-${chip.label}`}>
              <PageLink
                to={chip.to}
                preventScrollReset
                aria-label={intl.formatMessage({ id: 'search.chips.remove' }, { filter })}
                className="flex items-center gap-1 rounded-full border border-brand-dark/40 bg-brand/10 px-3 py-1 text-sm hover:bg-brand/20"
                data-testid="filter-chip"
              >
                {filter}
                <CloseIcon className="size-4" />
              </PageLink>
            </li>
          );
        })}
      </ul>
      <PageLink
        to={href(withoutFilters(state))}
        preventScrollReset
        className="text-sm text-brand-dark underline"
      >
        {intl.formatMessage({ id: 'search.filters.clear_all' })}
      </PageLink>
    </div>
  );
}
