import { useIntl } from '~/i18n/intl';
import { Form, useLocation, useNavigate } from 'react-router';
import type { FacetConfig } from '~/domain/search-facets';
import { parseSearchState, type SearchState } from '~/domain/search-state';
import type { FacetView } from '~/services/search/search-page-result';
import { StateInputs, useListingHref } from './listing-links';
import { buttonClass } from '~/components/ui/button-class';

interface PriceFacetProps {
  view: Extract<FacetView, { type: 'price' }>;
  state: SearchState;
  facets: readonly FacetConfig[];
}

/**
 * A price range in the visitor's pricelist: two number fields in a GET form rather than a slider, so it
 * works with the keyboard, a screen reader and without JavaScript. The bounds are those of the
 * products the other filters leave.
 */
export function PriceFacet({ view, state, facets }: PriceFacetProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = useListingHref(facets);
  const field = (bound: 'min' | 'max') => {
    const id = `facet-${view.name}-${bound}`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm">
          {bound === 'min'
            ? intl.formatMessage({ id: 'search.price.min' })
            : intl.formatMessage({ id: 'search.price.max' })}
        </label>
        <input
          id={id}
          name={`${view.name}_${bound}`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          defaultValue={view.selected?.[bound] ?? ''}
          placeholder={intl.formatNumber(bound === 'min' ? view.min : view.max)}
          className="w-24 rounded border border-black/30 px-2 py-1"
        />
      </div>
    );
  };
  return (
    <Form
      method="get"
      action={pathname}
      preventScrollReset
      // With JavaScript the URL is written the usual way, without the empty fields a form sends.
      onSubmit={(event) => {
        event.preventDefault();
        const sent = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget))
          if (typeof value === 'string' && value.trim()) sent.append(name, value);
        const next = parseSearchState(sent, facets);
        if (next) void navigate(href(next), { preventScrollReset: true });
      }}
      className="flex flex-wrap items-end gap-2"
      // A new range from the server (another filter changed) replaces what was typed.
      key={`${view.selected?.min}-${view.selected?.max}`}
    >
      <StateInputs state={state} facets={facets} omit={[`${view.name}_min`, `${view.name}_max`]} />
      {field('min')}
      {field('max')}
      <button type="submit" className={buttonClass('primary', 'sm')}>
        {intl.formatMessage({ id: 'search.price.apply' })}
      </button>
    </Form>
  );
}
