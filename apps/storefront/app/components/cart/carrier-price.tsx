import type { OfferPrice } from '~/domain/delivery-rules';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';

/** A carrier's price as the ERP gives it (carrierOfferPrice): free, with tax, or said to be without. */
export function CarrierPrice({ price }: { price: OfferPrice }) {
  const intl = useIntl();
  const { locale } = useRootData();
  return (
    <span className="text-right font-medium" data-testid="carrier-price" data-basis={price.basis}>
      {price.amount === 0
        ? intl.formatMessage({ id: 'cart.delivery.free' })
        : price.basis === 'included'
          ? formatPrice(price.amount, locale)
          : intl.formatMessage(
              { id: 'checkout.delivery.price_untaxed' },
              { price: formatPrice(price.amount, locale) },
            )}
    </span>
  );
}
