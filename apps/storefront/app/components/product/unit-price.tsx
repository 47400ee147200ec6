import { useIntl } from '~/i18n/intl';
import { formatPrice } from '~/domain/money';
import { type NetQuantity, unitPrice } from '~/domain/unit-price';

interface UnitPriceProps {
  /** The price beside it, on the same tax basis: the unit price follows it. */
  amount: number;
  quantity: NetQuantity;
  /** How many items `amount` is the price of (a cart line's quantity). */
  count?: number;
}

/**
 * The price per litre or kilogram beside a price (domain/unit-price.ts), written as the page writes
 * prices ("1 380,00 €/l") and said in words to screen readers ("per litre").
 */
export function UnitPrice({ amount, quantity, count }: UnitPriceProps) {
  const intl = useIntl();
  const values = { price: formatPrice(unitPrice(amount, quantity, count), intl.locale), unit: quantity.unit };
  return (
    <span className="text-sm whitespace-nowrap text-black/75" data-testid="unit-price">
      <span aria-hidden="true">{intl.formatMessage({ id: 'product.unit_price' }, values)}</span>
      <span className="sr-only">{intl.formatMessage({ id: 'product.unit_price.spoken' }, values)}</span>
    </span>
  );
}
