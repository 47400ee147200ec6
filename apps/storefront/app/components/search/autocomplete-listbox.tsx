import { useIntl } from '~/i18n/intl';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { useShownPrice } from '../product/shown-price';
import type { AutocompleteOption, OptionGroup } from './autocomplete-options';

const GROUP_ORDER: OptionGroup[] = ['suggestions', 'recent', 'categories', 'products', 'all'];

interface AutocompleteListboxProps {
  id: string;
  options: AutocompleteOption[];
  active: number;
  onChoose: (option: AutocompleteOption) => void;
}

/** A product's price in its option: the visitor's, its place kept while a professional customer's is asked. */
function OptionPrice({ product }: { product: NonNullable<AutocompleteOption['product']> }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const shown = useShownPrice(product.id, product.prices);
  if (shown.kind === 'none') return null;
  if (shown.kind === 'pending')
    return (
      <span className="invisible text-sm" data-price="" aria-hidden="true">
        {'\u00a0'}
      </span>
    );
  return (
    <span className="text-sm whitespace-nowrap" data-price="">
      {shown.kind === 'price'
        ? formatPrice(shown.price.value, locale)
        : intl.formatMessage({ id: 'product.price.unavailable' })}
    </span>
  );
}

/**
 * The autocomplete's choices as a grouped listbox (WAI-ARIA APG): focus stays in the text field, which
 * points at the active option with aria-activedescendant.
 */
export function AutocompleteListbox({ id, options, active, onChoose }: AutocompleteListboxProps) {
  const intl = useIntl();
  const groupTitle: Record<OptionGroup, string> = {
    suggestions: intl.formatMessage({ id: 'search.autocomplete.suggestions' }),
    recent: intl.formatMessage({ id: 'search.autocomplete.queries' }),
    categories: intl.formatMessage({ id: 'search.autocomplete.category' }),
    products: intl.formatMessage({ id: 'search.autocomplete.product' }),
    all: intl.formatMessage({ id: 'search.autocomplete.more' }),
  };
  const optionLabel = (option: AutocompleteOption) => {
    if (option.group === 'all')
      return intl.formatMessage({ id: 'search.autocomplete.seeall' }, { query: option.label });
    return (
      <>
        {option.product ? (
          <img
            src={option.product.image}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded bg-black/5"
          />
        ) : null}
        <span className="grow">{option.label}</span>
        {option.product ? <OptionPrice product={option.product} /> : null}
      </>
    );
  };
  return (
    <div role="listbox" id={id} aria-label={intl.formatMessage({ id: 'search.autocomplete.listbox' })}>
      {GROUP_ORDER.map((group) => {
        const members = options.filter((option) => option.group === group);
        if (members.length === 0) return null;
        const titleId = `${id}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={titleId} className="py-1">
            <div
              role="presentation"
              id={titleId}
              className={
                group === 'all' ? 'sr-only' : 'px-3 py-1 text-xs font-semibold uppercase text-black/70'
              }
            >
              {groupTitle[group]}
            </div>
            {members.map((option) => {
              const selected = options.indexOf(option) === active;
              return (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={selected}
                  className="flex cursor-pointer items-center gap-3 px-3 py-2 aria-selected:bg-brand/15 hover:bg-black/5"
                  // Keeps the focus in the text field, so that the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
                >
                  {optionLabel(option)}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
