import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import type { Product } from '~/domain/catalog';
import { variantChoices } from '~/domain/variant-choices';
import { useLocalePath } from '~/hooks/use-root-data';

/**
 * One row of choices per variant axis (docs/product/entities.md#product); choosing a value opens the variant,
 * whose sku goes in the URL so the choice can be shared. Unavailable values stay visible, marked.
 */
export function VariantSelector({ product, selected }: { product: Product; selected: Product }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  // A row built from an attribute key is named by the message of the facet of that key, as listings
  // name it (facet-title.ts), else by the key. Read here, not through useFacetTitle, whose own chunk
  // would add to the product page's first load, which is at its budget.
  const facetTitle = (key: string) => {
    const id = `search.facets.${key}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : key;
  };
  const axes = variantChoices(product, selected);
  if (axes.length === 0 || product.variants.length < 2) return null;
  return (
    <div className="space-y-3" data-testid="variant-selector">
      {axes.map((axis) => (
        <fieldset key={axis.name} className="space-y-2">
          <legend className="font-medium">{axis.axis ? facetTitle(axis.axis) : axis.name}</legend>
          <ul className="flex flex-wrap gap-2">
            {axis.values.map((value) => (
              <li key={value.sku}>
                <Link
                  to={localePath(`/${product.urlKey}?sku=${encodeURIComponent(value.sku)}`)}
                  replace
                  preventScrollReset
                  aria-current={value.selected ? 'true' : undefined}
                  className={`inline-block rounded border px-3 py-1 ${
                    value.selected
                      ? 'border-brand-dark bg-brand-dark text-white'
                      : 'border-black/30 hover:border-brand-dark'
                  } ${value.available ? '' : 'text-black/60 line-through'}`}
                >
                  {value.name}
                  {value.available ? null : (
                    <span className="sr-only">{` (${intl.formatMessage({ id: 'product.stock.not_available' })})`}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
