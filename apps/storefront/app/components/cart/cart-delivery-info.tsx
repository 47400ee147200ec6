import type { TaxBasis } from '~/domain/cart-amounts';
import type { ErpCart } from '~/domain/cart-types';
import { deliveryEstimates } from '~/domain/delivery-estimate';
import { carrierOfferPrice } from '~/domain/delivery-rules';
import { DeliveryEstimates } from '../delivery/delivery-estimates';
import { CarrierPrice } from './carrier-price';
import { FreeDeliveryNote } from './free-delivery-note';
import { useCarrierOffers } from './use-carrier-offers';

/**
 * What the ERP says of delivery for this cart: how far free delivery is, and each described carrier with
 * its price for the cart and its own description (issue 44), from one read of the cart's carriers.
 */
export function CartDeliveryInfo({ cart, basis }: { cart: ErpCart; basis: TaxBasis }) {
  const offers = useCarrierOffers(cart);
  return (
    <>
      <FreeDeliveryNote cart={cart} basis={basis} offers={offers} />
      <DeliveryEstimates
        estimates={deliveryEstimates(offers)}
        priceOf={(carrierId) => {
          const offer = offers.find(({ id }) => id === carrierId);
          const price = offer && carrierOfferPrice(offer, basis, cart);
          return price ? <CarrierPrice price={price} /> : null;
        }}
      />
    </>
  );
}
