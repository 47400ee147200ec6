import type { Carrier, ErpCart } from './cart-types';

/** A carrier the cart can use, with what it costs for this cart (erp-contract §6.1). */
export interface CarrierOffer extends Carrier {
  price_applied_to_cart: number | null;
}

export type CarrierChoice =
  /** Exactly one carrier without pick-up point: chosen for the shopper, the step moves on. */
  | { kind: 'auto'; carrierId: number }
  /** Several and none chosen yet: the first is chosen, the shopper may change it. */
  | { kind: 'preselect'; carrierId: number }
  | { kind: 'none' };

/** screens §2.6.3: what to choose for the shopper when the carriers arrive. */
export function initialCarrierChoice(
  offers: readonly CarrierOffer[],
  selectedId: number | null | undefined,
): CarrierChoice {
  const [only] = offers;
  if (offers.length === 1 && only && !only.with_dropoff_site) {
    return only.id === selectedId ? { kind: 'none' } : { kind: 'auto', carrierId: only.id };
  }
  if (offers.length > 0 && !offers.some((offer) => offer.id === selectedId)) {
    return { kind: 'preselect', carrierId: offers[0]!.id };
  }
  return { kind: 'none' };
}

export type DeliveryProblem = 'no-method' | 'no-dropoff' | undefined;

/** A carrier is chosen, and a carrier with pick-up points has one set as the delivery address. */
export function deliveryProblem(cart: ErpCart | null): DeliveryProblem {
  const carrier = cart?.delivery.selected_carrier;
  if (!carrier) return 'no-method';
  if (carrier.with_dropoff_site && !cart.delivery.address?.is_dropoff_site) return 'no-dropoff';
  return undefined;
}
