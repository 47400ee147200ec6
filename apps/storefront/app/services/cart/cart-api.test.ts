import { describe, expect, it } from 'vitest';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { cartApi } from './cart-api';

const answering = (answer: unknown) =>
  ({ get: async () => answer, post: async () => answer }) as unknown as ErpBrowserClient;

describe('carriers at the edge (erp-contract §6.1)', () => {
  const carriers = (raw: unknown) => cartApi(answering(raw)).carriers();

  it('reads the untaxed price and, from ERPs that send it, the taxed one', async () => {
    expect(
      await carriers([
        { id: 1, code: 'STD', name: 'Standard', description: null, price_applied_to_cart: 5.9 },
        {
          id: 2,
          code: 'EXP',
          name: 'Express',
          with_dropoff_site: true,
          price_applied_to_cart: 9.9,
          price_applied_to_cart_tax_incl: 11.98,
        },
      ]),
    ).toEqual([
      {
        id: 1,
        code: 'STD',
        name: 'Standard',
        description: null,
        with_dropoff_site: false,
        price_applied_to_cart: 5.9,
        price_applied_to_cart_tax_incl: null,
      },
      {
        id: 2,
        code: 'EXP',
        name: 'Express',
        description: null,
        with_dropoff_site: true,
        price_applied_to_cart: 9.9,
        price_applied_to_cart_tax_incl: 11.98,
      },
    ]);
  });

  it('one odd carrier costs that carrier, an odd price that price', async () => {
    const found = await carriers([
      { name: 'no id', price_applied_to_cart: 1 },
      {
        id: 3,
        name: 'Relay',
        price_applied_to_cart: 'free',
        price_applied_to_cart_tax_incl: false,
        description: 4,
      },
    ]);
    expect(found).toEqual([
      {
        id: 3,
        code: '',
        name: 'Relay',
        description: null,
        with_dropoff_site: false,
        price_applied_to_cart: null,
        price_applied_to_cart_tax_incl: null,
      },
    ]);
    expect(await carriers(undefined)).toEqual([]);
  });
});

describe('pick-up points at the edge (erp-contract §6.2)', () => {
  it('one site without a code is left out, the others are offered', async () => {
    const sites = await cartApi(
      answering([
        { id: 7, code: 'R1', name: 'Relay Foo', street: '2 Rue X', zip: '75002', city: 'Paris' },
        { id: 8, name: 'No code' },
        { code: 'R3', name: 5 },
      ]),
    ).pickups(3, '');
    expect(sites.map((site) => [site.id, site.code, site.name])).toEqual([
      [7, 'R1', 'Relay Foo'],
      [null, 'R3', ''],
    ]);
  });
});
