import { useIntl } from '~/i18n/intl';
import { isDiscounted, type Price } from '~/domain/catalog';
import { formatPrice } from '~/domain/money';
import { type NetQuantity, unitPrice } from '~/domain/unit-price';
import { useShownPrice } from './shown-price';

interface UnitPriceProps {
  /** The price beside it, on the same tax basis: the unit price follows it. */
  amount: number;
  quantity: NetQuantity;
  /** How many items `amount` is the price of (a cart line's quantity). */
  count?: number;
}

/**
 * The price per litre or kilogram under a price (domain/unit-price.ts), on a line of its own, written
 * as the page writes prices ("1 380,00 €/l") and said in words to screen readers ("per litre").
 */
export function UnitPrice({ amount, quantity, count }: UnitPriceProps) {
  const intl = useIntl();
  const values = { price: formatPrice(unitPrice(amount, quantity, count), intl.locale), unit: quantity.unit };
  return (
    <span className="block text-sm whitespace-nowrap text-black/75" data-testid="unit-price">
      <span aria-hidden="true">{intl.formatMessage({ id: 'product.unit_price' }, values)}</span>
      <span className="sr-only">{intl.formatMessage({ id: 'product.unit_price.spoken' }, values)}</span>
    </span>
  );
}

interface ProductPriceProps {
  /** The product (variant) whose price this is: a professional customer's own is asked by it. */
  id: number;
  /** The prices the page carries: the default pricelist's. */
  prices: Record<string, Price>;
  /** What the product holds, when it is sold by volume or weight: its unit price shows too. */
  netQuantity?: NetQuantity | undefined;
  size?: 'md' | 'lg';
}

/**
 * The price of the visitor's pricelist, the original one struck through when discounted, and its unit
 * price on the same basis (with or without tax) for a product sold by volume or weight. While a
 * professional customer's own price is asked, the same box stays in place, empty to the eye and saying
 * so to screen readers; every state carries `data-price`, which the head script's mark hides (app.css).
 */
export function ProductPrice({ id, prices, netQuantity, size = 'md' }: ProductPriceProps) {
  const intl = useIntl();
  const { locale } = intl;
  const shown = useShownPrice(id, prices);
  if (shown.kind === 'none') return null;
  const box = {
    className: size === 'lg' ? 'space-x-2 text-2xl' : 'space-x-2',
    'data-price': '',
    'data-testid': 'product-price',
  };
  if (shown.kind === 'pending') {
    return (
      <p {...box} aria-busy="true">
        <span className="sr-only">{intl.formatMessage({ id: 'product.price.loading' })}</span>
        {/* The same lines as a price, invisible: nothing moves when the price comes. */}
        <span className="invisible font-semibold" aria-hidden="true">
          {'\u00a0'}
        </span>
        <span className="invisible text-sm" aria-hidden="true">
          {'\u00a0'}
        </span>
        {netQuantity ? (
          <span className="invisible block text-sm" aria-hidden="true">
            {'\u00a0'}
          </span>
        ) : null}
      </p>
    );
  }
  if (shown.kind === 'unavailable') {
    return (
      <p {...box}>
        <span className="text-sm text-black/75">
          {intl.formatMessage({ id: 'product.price.unavailable' })}
        </span>
      </p>
    );
  }
  const { price } = shown;
  return (
    <p {...box}>
      <span className="font-semibold">{formatPrice(price.value, locale)}</span>
      {isDiscounted(price) ? (
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
      {netQuantity ? <UnitPrice amount={price.value} quantity={netQuantity} /> : null}
    </p>
  );
}
