import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { FacetConfig } from '~/domain/search-facets';
import type { SearchState } from '~/domain/search-state';
import type { FacetView } from '~/services/search/search-page-result';
import { CategoryFacet } from './category-facet';
import { useFacetTitle } from './facet-title';
import { PriceFacet } from './price-facet';
import { TermsFacet } from './terms-facet';

interface FacetPanelProps {
  views: FacetView[];
  state: SearchState;
  facets: readonly FacetConfig[];
}

/** The facets beside the results on wide screens; behind a toggle on phones (docs/product/screens.md#search-page). */
export function FacetPanel({ views, state, facets }: FacetPanelProps) {
  const intl = useIntl();
  const title = useFacetTitle(facets);
  const [open, setOpen] = useState(false);
  if (views.length === 0) return null;
  return (
    <div className="md:w-64 md:shrink-0">
      <button
        type="button"
        className="w-full rounded border border-black/20 px-3 py-2 text-left font-medium md:hidden"
        aria-expanded={open}
        aria-controls="search-facets"
        onClick={() => setOpen((value) => !value)}
      >
        {intl.formatMessage({ id: 'search.filters.title' })}
      </button>
      <aside
        id="search-facets"
        aria-label={intl.formatMessage({ id: 'search.filters.title' })}
        className={`${open ? 'block' : 'hidden'} mt-3 space-y-5 md:mt-0 md:block`}
      >
        {views.map((view) => (
          <section key={view.name} aria-labelledby={`facet-${view.name}-title`} data-facet={view.name}>
            <h2 id={`facet-${view.name}-title`} className="mb-2 font-semibold">
              {title(view.name)}
            </h2>
            {view.type === 'terms' ? <TermsFacet view={view} state={state} facets={facets} /> : null}
            {view.type === 'category' ? <CategoryFacet view={view} state={state} facets={facets} /> : null}
            {view.type === 'price' ? <PriceFacet view={view} state={state} facets={facets} /> : null}
          </section>
        ))}
      </aside>
    </div>
  );
}
