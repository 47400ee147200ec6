import { useEffect, useState } from 'react';
import type { ErpCart } from '~/domain/cart-types';
import type { CarrierOffer } from '~/domain/delivery-rules';
import { useCart } from './cart-context';

/**
 * The carriers the ERP offers this cart, asked once per cart and destination. Only hints hang on them
 * (free delivery, the delivery estimate): without them the cart says nothing of delivery.
 */
export function useCarrierOffers(cart: ErpCart): CarrierOffer[] {
  const { services } = useCart();
  const [offers, setOffers] = useState<CarrierOffer[]>([]);
  const destination = `${cart.id}:${cart.delivery.address?.id ?? ''}`;

  useEffect(() => {
    if (!services) return;
    let current = true;
    services.cartApi.carriers().then(
      (found) => current && setOffers(found),
      (error: unknown) => console.error('cart: the carriers could not be read;', error),
    );
    return () => {
      current = false;
    };
  }, [services, destination]);
  return offers;
}
