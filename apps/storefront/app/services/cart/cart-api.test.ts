import { describe, expect, it } from 'vitest';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { cartApi } from './cart-api';

const answering = (answer: unknown) =>
  ({ get: async () => answer, post: async () => answer }) as unknown as ErpBrowserClient;

describe('carriers at the edge (docs/contracts/erp.md#carriers)', () => {
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
          free_over: 49,
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
        free_over: null,
      },
      {
        id: 2,
        code: 'EXP',
        name: 'Express',
        description: null,
        with_dropoff_site: true,
        price_applied_to_cart: 9.9,
        price_applied_to_cart_tax_incl: 11.98,
        free_over: 49,
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
        free_over: '49',
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
        free_over: null,
      },
    ]);
    expect(await carriers(undefined)).toEqual([]);
  });
});

describe('pick-up points at the edge (docs/contracts/erp.md#pick-up-points)', () => {
  it('one site without a code is left out, the others are offered', async () => {
    const sites = await cartApi(
      answering([
        { id: 7, code: 'R1', name: 'Relay Foo', street: '2 Rue X', zip: '75002', city: 'Paris' },
        { id: 8, name: 'No code' },
        { code: 'R3', name: 5 },
      ]),
    ).pickups(3, { kind: 'name', name: '' });
    expect(sites.map((site) => [site.id, site.code, site.name])).toEqual([
      [7, 'R1', 'Relay Foo'],
      [null, 'R3', ''],
    ]);
  });

  it("reads the opening hours from Odoo's attendances; an odd one costs only itself", async () => {
    const attendance = (dayofweek: unknown, hour_from: unknown, hour_to: unknown) => ({
      id: 1,
      name: 'Morning',
      dayofweek,
      hour_from,
      hour_to,
      calendar_id: 1,
      day_period: 'morning',
    });
    const [withHours, without] = await cartApi(
      answering([
        {
          code: 'R1',
          name: 'Relay',
          attendance_ids: [attendance('0', 9, 12.5), attendance('9', 9, 12), 'odd', attendance('5', 10, 16)],
        },
        { code: 'R2', name: 'Relay 2', attendance_ids: null },
      ]),
    ).pickups(3, { kind: 'name', name: '' });
    expect(withHours?.openingHours).toEqual([
      { day: 0, from: 9, to: 12.5 },
      { day: 5, from: 10, to: 16 },
    ]);
    expect(without?.openingHours).toEqual([]);
    expect(withHours).not.toHaveProperty('attendance_ids');
  });
});

describe('the two generations of carrier and pick-up point calls (domain/erp-api.ts)', () => {
  /** A client that records what is asked and answers `answer` to reads, 204 to changes. */
  function recording(answer: unknown) {
    const calls: { method: string; path: string; data: unknown }[] = [];
    const client = {
      get: async (path: string, query: unknown) => {
        calls.push({ method: 'GET', path, data: query });
        return answer;
      },
      post: async (path: string, body: unknown) => {
        calls.push({ method: 'POST', path, data: body });
        return undefined;
      },
    } as unknown as ErpBrowserClient;
    return { client, calls };
  }
  const CURRENT_SITES = [
    {
      carrier_id: 3,
      code: 'BE-001',
      name: 'Point Relais Louise',
      zip: '1050',
      country_id: 21,
      lat: 50.8,
      lng: 4.3,
    },
    { carrier_id: 9, code: 'X-1', name: 'Another carrier', zip: '1000', country_id: 21 },
  ];

  it('classic: set_carrier, pick-up points by name, set by id', async () => {
    const { client, calls } = recording([{ id: 7, code: 'R1', name: 'Relay', partner_id: 70 }]);
    const api = cartApi(client, 'classic');
    await api.setCarrier(3);
    const [site] = await api.pickups(3, { kind: 'name', name: ' lou ' });
    await api.setPickup(site!, 3);
    expect(calls).toEqual([
      { method: 'POST', path: 'carts/current/set_carrier', data: { carrier_id: 3 } },
      { method: 'GET', path: 'delivery_pickups', data: { carrier_id: 3, name: 'lou' } },
      { method: 'POST', path: 'carts/current/set_pickup', data: { pickup_site_id: 7 } },
    ]);
  });

  it('current: carrier, pick-up points near an address and of this carrier only, set by carrier and code', async () => {
    const { client, calls } = recording(CURRENT_SITES);
    const api = cartApi(client, 'current');
    await api.setCarrier(3);
    const sites = await api.pickups(3, {
      kind: 'address',
      country: 'Belgique',
      zip: '1000',
      city: 'Bruxelles',
      street: '12 Rue Royale',
    });
    expect(sites.map((site) => [site.id, site.partner_id, site.carrier_id, site.code, site.lat])).toEqual([
      [null, null, 3, 'BE-001', 50.8],
    ]);
    await api.setPickup(sites[0]!, 3);
    expect(calls).toEqual([
      { method: 'POST', path: 'carts/current/carrier', data: { carrier_id: 3 } },
      {
        method: 'GET',
        path: 'delivery_pickups',
        data: { carrier_id: 3, country: 'Belgique', zip: '1000', city: 'Bruxelles', street: '12 Rue Royale' },
      },
      // Strict body: nothing but the two keys the ERP takes.
      { method: 'POST', path: 'carts/current/set_pickup', data: { carrier_id: 3, code: 'BE-001' } },
    ]);
  });
});
