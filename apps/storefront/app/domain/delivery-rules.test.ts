import { describe, expect, it } from 'vitest';
import { erpCart, erpLine } from './cart-test-kit';
import type { ErpCart } from './cart-types';
import {
  carrierOfferPrice,
  type CarrierOffer,
  deliveryProblem,
  freeDelivery,
  initialCarrierChoice,
} from './delivery-rules';

const offer = (
  id: number,
  withDropoff = false,
  taxIncluded: number | null = null,
  freeOver: number | null = null,
): CarrierOffer => ({
  id,
  code: `C${id}`,
  name: `Carrier ${id}`,
  description: null,
  with_dropoff_site: withDropoff,
  price_applied_to_cart: 5.9,
  price_applied_to_cart_tax_incl: taxIncluded,
  free_over: freeOver,
});

/** A cart with carrier `carrierId` chosen, charged with a delivery line unless `charged` is false. */
function withCarrier(carrierId: number | null, charged = true): ErpCart {
  const delivery = erpLine(900, 1, {
    kind: 'delivery',
    amount: {
      price: 5.9,
      untaxed: 5.9,
      tax: 1.24,
      total: 7.14,
      discount_total: 0,
      total_without_discount: 7.14,
    },
  });
  const cart = erpCart('c', [erpLine(1, 1), ...(charged && carrierId !== null ? [delivery] : [])]);
  return {
    ...cart,
    delivery: {
      ...cart.delivery,
      amount: charged && carrierId !== null ? { untaxed: 5.9, tax: 1.24, total: 7.14 } : cart.delivery.amount,
      selected_carrier:
        carrierId === null
          ? null
          : {
              id: carrierId,
              code: 'X',
              name: `Carrier ${carrierId}`,
              description: null,
              with_dropoff_site: false,
            },
    },
  };
}

describe('docs/product/screens.md#delivery-step: choosing a carrier for the shopper', () => {
  it.each([
    [
      'one carrier without pick-up is chosen and the step moves on',
      [offer(1)],
      withCarrier(null),
      { kind: 'auto', carrierId: 1 },
    ],
    ['one carrier already chosen needs nothing', [offer(1)], withCarrier(1), { kind: 'none' }],
    [
      'one pick-up carrier waits for a pick-up point',
      [offer(3, true)],
      withCarrier(null),
      { kind: 'preselect', carrierId: 3 },
    ],
    [
      'several, none chosen: the first',
      [offer(1), offer(2)],
      withCarrier(null),
      { kind: 'preselect', carrierId: 1 },
    ],
    ['several, one chosen: kept', [offer(1), offer(2)], withCarrier(2), { kind: 'none' }],
    [
      'several, a carrier no longer offered: the first',
      [offer(1), offer(2)],
      withCarrier(9),
      { kind: 'preselect', carrierId: 1 },
    ],
    [
      'a chosen carrier whose delivery line went with a change of quantities is set again',
      [offer(1), offer(2)],
      withCarrier(2, false),
      { kind: 'again', carrierId: 2 },
    ],
    ['none offered', [], withCarrier(null), { kind: 'none' }],
    ['no cart', [offer(1), offer(2)], null, { kind: 'preselect', carrierId: 1 }],
  ] as const)('%s', (_name, offers, cart, choice) => {
    expect(initialCarrierChoice(offers, cart)).toEqual(choice);
  });
});

describe("a carrier's price, on the page's tax basis", () => {
  it("with tax: the ERP's taxed figure when it sends one", () => {
    expect(carrierOfferPrice(offer(1, false, 7.14), 'included', withCarrier(null))).toEqual({
      amount: 7.14,
      basis: 'included',
    });
  });

  it('with tax and no taxed figure: the untaxed one, said to be without tax, never a guessed rate', () => {
    expect(carrierOfferPrice(offer(1), 'included', withCarrier(null))).toEqual({
      amount: 5.9,
      basis: 'excluded',
    });
  });

  it('without tax: the untaxed figure, even when a taxed one is sent', () => {
    expect(carrierOfferPrice(offer(1, false, 7.14), 'excluded', withCarrier(null))).toEqual({
      amount: 5.9,
      basis: 'excluded',
    });
  });

  it.each([
    ['included', 7.14],
    ['excluded', 5.9],
  ] as const)('the chosen carrier (%s): what the cart charges for it', (basis, amount) => {
    expect(carrierOfferPrice(offer(1), basis, withCarrier(1))).toEqual({ amount, basis });
    expect(carrierOfferPrice(offer(2), basis, withCarrier(1))?.amount).toBe(5.9);
  });

  it('a chosen carrier not charged yet is quoted like the others', () => {
    expect(carrierOfferPrice(offer(1), 'included', withCarrier(1, false))).toEqual({
      amount: 5.9,
      basis: 'excluded',
    });
  });

  it('no price from the ERP: none shown', () => {
    expect(carrierOfferPrice({ ...offer(1), price_applied_to_cart: null }, 'included', null)).toBeNull();
  });
});

describe('a delivery is complete with a carrier, and a pick-up point when the carrier needs one', () => {
  const cart = erpCart('c', []);
  const carrier = { id: 3, code: 'PICKUP', name: 'Pick-up', description: null, with_dropoff_site: true };
  const site = {
    id: 9,
    name: 'Relay',
    street: null,
    street2: null,
    zip: null,
    city: null,
    country_id: null,
    country: null,
    phone: null,
    email: null,
    is_dropoff_site: true,
    shipping_note: null,
  };

  it.each([
    ['no carrier', cart, 'no-method'],
    [
      'a pick-up carrier without a site',
      { ...cart, delivery: { ...cart.delivery, selected_carrier: carrier } },
      'no-dropoff',
    ],
    [
      'a pick-up carrier with a site',
      { ...cart, delivery: { ...cart.delivery, selected_carrier: carrier, address: site } },
      undefined,
    ],
    [
      'a home carrier',
      { ...cart, delivery: { ...cart.delivery, selected_carrier: { ...carrier, with_dropoff_site: false } } },
      undefined,
    ],
    ['no cart', null, 'no-method'],
  ] as const)('%s', (_name, value, problem) => {
    expect(deliveryProblem(value)).toBe(problem);
  });
});

describe('free delivery, as the ERP grants it', () => {
  const withTotal = (total: number) => ({
    amount: { ...erpCart('u', []).amount, total_without_shipping: total },
  });
  const offers = [offer(1, false, null, 49), offer(2, true, null, 60), offer(3)];

  it('says what is missing to the lowest amount, to the cent', () => {
    expect(freeDelivery(withTotal(46.8), offers)).toEqual({ kind: 'missing', amount: 2.2 });
    expect(freeDelivery(withTotal(48.99), offers)).toEqual({ kind: 'missing', amount: 0.01 });
  });

  it('is reached at the amount itself, for the carriers whose amount the order reaches', () => {
    expect(freeDelivery(withTotal(49), offers)).toEqual({ kind: 'reached', carriers: ['Carrier 1'] });
    expect(freeDelivery(withTotal(75), offers)).toEqual({
      kind: 'reached',
      carriers: ['Carrier 1', 'Carrier 2'],
    });
  });

  it('says nothing when no carrier offers it', () => {
    expect(freeDelivery(withTotal(100), [offer(3)])).toBeNull();
    expect(freeDelivery(withTotal(100), [])).toBeNull();
  });
});
