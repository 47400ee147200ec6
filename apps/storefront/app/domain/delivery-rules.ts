import { amountOn, chargedCarrierId, type TaxBasis } from './cart-amounts';
import type { Carrier, ErpCart } from './cart-types';
import { roundCents } from './money';

/** A carrier the cart can use, with what it costs for this cart (docs/contracts/erp.md#carriers). */
export interface CarrierOffer extends Carrier {
  /** Untaxed, as Odoo rates a shipment; null when the ERP gives no price. */
  price_applied_to_cart: number | null;
  /** Tax included, from ERPs that send it (an Odoo extension; upstream does not); else null. */
  price_applied_to_cart_tax_incl: number | null;
  /**
   * The order total (tax included, after discounts, without delivery) from which the ERP ships with
   * this carrier for nothing, Odoo's free_over amount; sent by the shop's Odoo extension only, else null.
   */
  free_over: number | null;
}

/** How far the cart is from free delivery, when a carrier offers it. */
type FreeDelivery = { kind: 'missing'; amount: number } | { kind: 'reached'; carriers: string[] };

/**
 * Free delivery as the ERP grants it (Odoo's rate_shipment: the order total with tax, after discounts
 * and without delivery, at or above the carrier's free_over amount): the carriers it is reached for,
 * else what is missing to the lowest amount. Held to the ERP's own prices by
 * services/cart/amounts-agree.property.test.ts. Null when no carrier offers it.
 */
export function freeDelivery(
  cart: Pick<ErpCart, 'amount'>,
  offers: readonly CarrierOffer[],
): FreeDelivery | null {
  const total = cart.amount.total_without_shipping;
  const withRule = offers.filter((offer) => offer.free_over !== null);
  if (withRule.length === 0) return null;
  const reached = withRule.filter((offer) => total >= offer.free_over!);
  if (reached.length > 0) return { kind: 'reached', carriers: reached.map((offer) => offer.name) };
  const lowest = Math.min(...withRule.map((offer) => offer.free_over!));
  return { kind: 'missing', amount: roundCents(lowest - total) };
}

/** A carrier's price as the delivery step shows it, and the tax basis it is on. */
export interface OfferPrice {
  amount: number;
  basis: TaxBasis;
}

/**
 * What a carrier costs on the page's basis. The chosen carrier costs what the cart charges for it. Any
 * other is quoted with the ERP's taxed figure when the page is tax included and the ERP gives one;
 * otherwise with the untaxed figure, which the page must then say excludes VAT: a tax rate is never
 * guessed to add it.
 */
export function carrierOfferPrice(
  offer: CarrierOffer,
  basis: TaxBasis,
  cart: ErpCart | null,
): OfferPrice | null {
  if (cart && chargedCarrierId(cart) === offer.id) {
    return { amount: amountOn(cart.delivery.amount, basis), basis };
  }
  if (basis === 'included' && offer.price_applied_to_cart_tax_incl !== null) {
    return { amount: offer.price_applied_to_cart_tax_incl, basis: 'included' };
  }
  if (offer.price_applied_to_cart !== null) return { amount: offer.price_applied_to_cart, basis: 'excluded' };
  return null;
}

type CarrierChoice =
  /** Exactly one carrier without pick-up point: chosen for the shopper, the step moves on. */
  | { kind: 'auto'; carrierId: number }
  /** Several and none chosen yet: the first is chosen, the shopper may change it. */
  | { kind: 'preselect'; carrierId: number }
  /** The chosen carrier is no longer charged (the quantities changed): it is set again. */
  | { kind: 'again'; carrierId: number }
  | { kind: 'none' };

/** docs/product/screens.md#delivery-step: what to choose for the shopper when the carriers arrive. */
export function initialCarrierChoice(offers: readonly CarrierOffer[], cart: ErpCart | null): CarrierChoice {
  const selectedId = cart?.delivery.selected_carrier?.id;
  const [only] = offers;
  const offered = offers.some((offer) => offer.id === selectedId);
  if (offered && selectedId !== undefined && chargedCarrierId(cart) === null) {
    return { kind: 'again', carrierId: selectedId };
  }
  if (offers.length === 1 && only && !only.with_dropoff_site) {
    return only.id === selectedId ? { kind: 'none' } : { kind: 'auto', carrierId: only.id };
  }
  if (offers.length > 0 && !offered) {
    return { kind: 'preselect', carrierId: offers[0]!.id };
  }
  return { kind: 'none' };
}

type DeliveryProblem = 'no-method' | 'no-dropoff' | undefined;

/** A carrier is chosen, and a carrier with pick-up points has one set as the delivery address. */
export function deliveryProblem(cart: ErpCart | null): DeliveryProblem {
  const carrier = cart?.delivery.selected_carrier;
  if (!carrier) return 'no-method';
  if (carrier.with_dropoff_site && !cart.delivery.address?.is_dropoff_site) return 'no-dropoff';
  return undefined;
}
