import { useIntl } from '~/i18n/intl';
import { PageLink } from '~/components/ui/page-link';
import type { FacetConfig } from '~/domain/search-facets';
import type { SearchState } from '~/domain/search-state';
import { useLocalePath } from '~/hooks/use-root-data';
import { SearchCorrection } from './search-correction';

interface SearchEmptyProps {
  state: SearchState;
  facets: readonly FacetConfig[];
  correction: string | undefined;
  topCategories: { name: string; urlKey: string }[];
}

/** Nothing matched: the suggester's correction as a new search, and the shop's top categories. */
export function SearchEmpty({ state, facets, correction, topCategories }: SearchEmptyProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <div className="space-y-4 rounded-lg border border-black/10 bg-white p-6" data-testid="search-empty">
      <p className="text-lg">
        {state.q
          ? intl.formatMessage({ id: 'search.noresults.query' }, { query: state.q })
          : intl.formatMessage({ id: 'search.noresults' })}
      </p>
      {correction ? <SearchCorrection state={state} facets={facets} correction={correction} /> : null}
      {topCategories.length ? (
        <nav aria-labelledby="search-top-categories">
          <h2 id="search-top-categories" className="mb-2 font-semibold">
            {intl.formatMessage({ id: 'search.top_categories' })}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {topCategories.map((category) => (
              <li key={category.urlKey}>
                <PageLink
                  to={localePath(`/${category.urlKey}`)}
                  className="block rounded-full border border-black/20 px-3 py-1 hover:bg-black/5"
                >
                  {category.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
