import { hasValidAddresses } from './address-validity';
import type { CartAddress, ErpCart } from './cart-types';
import { deliveryProblem } from './delivery-rules';

/** The checkout's steps after signing in, in order (docs/product/screens.md#checkout). */
export const CHECKOUT_STEPS = ['address', 'delivery', 'payment'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

/**
 * The ERP's code of each step (shopinvader_api_cart_step over sale_cart_step): the step records
 * sale_cart_step creates (its data/cart_step.xml: `address`, `checkout`, `last`), since Odoo refuses a
 * code it has no record of, and a shop should not have to create any.
 */
const ERP_STEP_CODES: Record<CheckoutStepName, string> = {
  address: 'address',
  delivery: 'checkout',
  payment: 'last',
};

/** The `carts/current/update` fields that tell the ERP one step is done and the next one open. */
export function checkoutStepUpdate(done: CheckoutStepName, next: CheckoutStepName) {
  return { current_step: ERP_STEP_CODES[done], next_step: ERP_STEP_CODES[next] };
}

const checked = (address: CartAddress | null) =>
  address && {
    name: address.name ?? '',
    street: address.street ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    isDropoffSite: address.is_dropoff_site,
  };

/** The furthest step the cart's data lets the shopper open: valid addresses, then a complete delivery. */
function furthestReachable(cart: ErpCart): CheckoutStepName {
  if (!hasValidAddresses(checked(cart.invoicing.address), checked(cart.delivery.address))) return 'address';
  return deliveryProblem(cart) === undefined ? 'payment' : 'delivery';
}

/**
 * Where the checkout opens for a cart the ERP has a step for (another browser of the same customer):
 * that step, but never past one whose data is missing; the first step without a step or for a code the
 * shop does not use.
 */
export function resumedCheckoutStep(cart: ErpCart | null | undefined): CheckoutStepName {
  const wanted = CHECKOUT_STEPS.find((step) => cart?.step && ERP_STEP_CODES[step] === cart.step);
  if (!cart || !wanted) return 'address';
  const reachable = furthestReachable(cart);
  return CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(reachable) ? wanted : reachable;
}
