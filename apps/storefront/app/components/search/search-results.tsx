import { useIntl } from '~/i18n/intl';
import { useNavigation } from 'react-router';
import type { SearchPageView } from '~/services/search/search-page.server';
import { ProductCard } from '../product/product-card';
import { FacetPanel } from './facet-panel';
import { FilterChips } from './filter-chips';
import { PricelistSync } from './pricelist-sync';
import { SearchCorrection } from './search-correction';
import { SearchEmpty } from './search-empty';
import { SearchPagination } from './search-pagination';
import { SortForm } from './sort-form';

/** The first row of cards is what the visitor sees first: their images load at once. */
const EAGER_CARDS = 4;

/**
 * A product listing driven by its URL: the number of products, the sort, the chosen filters, the
 * facets, one card per product and the pager. The search page and the category pages render it with
 * the view their loader got from `loadProductSearch` (SearchUnavailable when the engine is down).
 */
export function SearchResults({ view }: { view: SearchPageView }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { state, facets, facetViews, products, total, pages } = view;
  const busy = navigation.state === 'loading';
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <PricelistSync state={state} facets={facets} />
      <FacetPanel views={facetViews} state={state} facets={facets} />
      <div className="min-w-0 grow space-y-4" aria-busy={busy}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="font-medium" data-testid="search-count">
            {intl.formatMessage({ id: 'search.results.count' }, { count: total })}
          </p>
          <SortForm state={state} facets={facets} />
        </div>
        <FilterChips views={facetViews} state={state} facets={facets} />
        {products.length && view.matching === 'any word' ? (
          <p data-testid="search-any-word">
            {intl.formatMessage({ id: 'search.any_word' }, { query: state.q })}
          </p>
        ) : null}
        {products.length && view.correction ? (
          <SearchCorrection state={state} facets={facets} correction={view.correction} />
        ) : null}
        {products.length ? (
          <ul
            className={`grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 lg:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
            data-testid="search-results"
          >
            {products.map((product, index) => (
              <li key={product.urlKey || product.id} className="grid">
                <ProductCard
                  product={product}
                  index={index}
                  priority={index < EAGER_CARDS}
                  headingLevel="h2"
                />
              </li>
            ))}
          </ul>
        ) : (
          <SearchEmpty
            state={state}
            facets={facets}
            correction={view.correction}
            topCategories={view.topCategories}
          />
        )}
        <SearchPagination state={state} facets={facets} pages={pages} />
      </div>
    </div>
  );
}
