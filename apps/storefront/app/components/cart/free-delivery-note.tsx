import type { TaxBasis } from '~/domain/cart-amounts';
import type { ErpCart } from '~/domain/cart-types';
import { type CarrierOffer, freeDelivery } from '~/domain/delivery-rules';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';

/**
 * How far the cart is from free delivery, or for which carriers it is reached, from the carriers' own
 * amounts (the ERP's free_over, which the shop's Odoo extension sends) and the cart's total: the same
 * figures the ERP prices the delivery from (useCarrierOffers); the distance follows every change of the
 * cart. Says nothing when no carrier is ever free.
 */
export function FreeDeliveryNote({
  cart,
  basis,
  offers,
}: {
  cart: ErpCart;
  basis: TaxBasis;
  offers: readonly CarrierOffer[];
}) {
  const intl = useIntl();
  const { locale } = useRootData();
  const free = freeDelivery(cart, offers);
  if (!free) return null;
  const text =
    free.kind === 'reached'
      ? intl.formatMessage(
          { id: 'cart.free_delivery.reached' },
          { carriers: new Intl.ListFormat(locale, { type: 'disjunction' }).format(free.carriers) },
        )
      : intl.formatMessage(
          // The amount is held to the total with tax: said so beside untaxed prices.
          { id: basis === 'included' ? 'cart.free_delivery.missing' : 'cart.free_delivery.missing_with_tax' },
          { amount: formatPrice(free.amount, locale) },
        );
  return (
    <p role="status" data-testid="free-delivery" className="rounded bg-brand/10 p-3 text-sm">
      {text}
    </p>
  );
}
