import { describe, expect, it } from 'vitest';
import { erpCart } from './cart-test-kit';
import { deliveryProblem, initialCarrierChoice } from './delivery-rules';

const offer = (id: number, withDropoff = false) => ({
  id,
  code: `C${id}`,
  name: `Carrier ${id}`,
  description: null,
  with_dropoff_site: withDropoff,
  price_applied_to_cart: 5,
});

describe('screens §2.6.3: choosing a carrier for the shopper', () => {
  it.each([
    [
      'one carrier without pick-up is chosen and the step moves on',
      [offer(1)],
      null,
      { kind: 'auto', carrierId: 1 },
    ],
    ['one carrier already chosen needs nothing', [offer(1)], 1, { kind: 'none' }],
    [
      'one pick-up carrier waits for a pick-up point',
      [offer(3, true)],
      null,
      { kind: 'preselect', carrierId: 3 },
    ],
    ['several, none chosen: the first', [offer(1), offer(2)], null, { kind: 'preselect', carrierId: 1 }],
    ['several, one chosen: kept', [offer(1), offer(2)], 2, { kind: 'none' }],
    [
      'several, a carrier no longer offered: the first',
      [offer(1), offer(2)],
      9,
      { kind: 'preselect', carrierId: 1 },
    ],
    ['none offered', [], null, { kind: 'none' }],
  ] as const)('%s', (_name, offers, selected, choice) => {
    expect(initialCarrierChoice(offers, selected)).toEqual(choice);
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
