import { describe, expect, it } from 'vitest';
import { erpCart } from './cart-test-kit';
import type { CartAddress, ErpCart } from './cart-types';
import { checkoutStepUpdate, resumedCheckoutStep } from './checkout-steps';

const home: CartAddress = {
  id: 5,
  name: 'Ann Peeters',
  street: 'Rue Haute 1',
  street2: null,
  zip: '1000',
  city: 'Bruxelles',
  country_id: 21,
  country: null,
  phone: null,
  email: null,
  is_dropoff_site: false,
  shipping_note: null,
};
const homeCarrier = { id: 1, code: 'STD', name: 'Standard', description: null, with_dropoff_site: false };
const pickupCarrier = { ...homeCarrier, id: 3, code: 'PICKUP', with_dropoff_site: true };

function cartAt(
  step: string | null,
  changes: { address?: CartAddress | null; carrier?: typeof homeCarrier } = {},
) {
  const cart = erpCart('c', []);
  const address = changes.address === undefined ? home : changes.address;
  return {
    ...cart,
    step,
    delivery: { ...cart.delivery, address, selected_carrier: changes.carrier ?? null },
    invoicing: { address },
  } satisfies ErpCart;
}

describe('the checkout steps the ERP keeps (shopinvader_api_cart_step)', () => {
  it("sends the step done and the next one as sale_cart_step's own step codes", () => {
    expect(checkoutStepUpdate('address', 'delivery')).toEqual({
      current_step: 'address',
      next_step: 'checkout',
    });
    expect(checkoutStepUpdate('delivery', 'payment')).toEqual({
      current_step: 'checkout',
      next_step: 'last',
    });
  });

  it('opens at the step the ERP says when the cart has what the steps before it need', () => {
    expect(resumedCheckoutStep(cartAt('checkout'))).toBe('delivery');
    expect(resumedCheckoutStep(cartAt('last', { carrier: homeCarrier }))).toBe('payment');
    expect(resumedCheckoutStep(cartAt('address', { carrier: homeCarrier }))).toBe('address');
  });

  it('never past a step whose data is missing', () => {
    // No carrier yet: the delivery step, not the payment.
    expect(resumedCheckoutStep(cartAt('last'))).toBe('delivery');
    // A pick-up carrier without its point: the same.
    expect(resumedCheckoutStep(cartAt('last', { carrier: pickupCarrier }))).toBe('delivery');
    // An address without its street, or none: the addresses.
    expect(
      resumedCheckoutStep(cartAt('last', { address: { ...home, street: ' ' }, carrier: homeCarrier })),
    ).toBe('address');
    expect(resumedCheckoutStep(cartAt('checkout', { address: null }))).toBe('address');
  });

  it('opens at the first step without a step, for a code the shop does not use, or without a cart', () => {
    expect(resumedCheckoutStep(cartAt(null, { carrier: homeCarrier }))).toBe('address');
    expect(resumedCheckoutStep(cartAt('gift-wrap', { carrier: homeCarrier }))).toBe('address');
    expect(resumedCheckoutStep({ ...cartAt(null), step: undefined })).toBe('address');
    expect(resumedCheckoutStep(null)).toBe('address');
  });
});
