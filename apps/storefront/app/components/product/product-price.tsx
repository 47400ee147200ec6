import { useIntl } from '~/i18n/intl';
import { isDiscounted, priceFor, type Price } from '~/domain/catalog';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { usePricelist } from './pricelist-context';

/** The price of the visitor's pricelist, the original one struck through when discounted. */
export function ProductPrice({ prices, size = 'md' }: { prices: Record<string, Price>; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const price = priceFor(prices, usePricelist());
  if (!price) return null;
  const discounted = isDiscounted(price);
  return (
    <p className={size === 'lg' ? 'space-x-2 text-2xl' : 'space-x-2'} data-testid="product-price">
      <span className="font-semibold">{formatPrice(price.value, locale)}</span>
      {discounted ? (
        <>
          <span className="sr-only">{intl.formatMessage({ id: 'product.price.original' })}</span>
          <s className="text-black/70">{formatPrice(price.originalValue, locale)}</s>
        </>
      ) : null}
      <span className="text-sm text-black/75">
        {intl.formatMessage({
          id: price.taxIncluded ? 'product.price.tax_included' : 'product.price.tax_excluded',
        })}
      </span>
    </p>
  );
}
