import { describe, expect, it } from 'vitest';
import type { CartAddress } from './cart-types';
import {
  isChosenPickup,
  pickupAddressParams,
  pickupMapUrl,
  type PickupPoint,
  pickupQueryFrom,
} from './pickup-points';

const COUNTRIES = [
  { id: 21, name: 'Belgique', code: 'BE' },
  { id: 76, name: 'France', code: 'FR' },
];

const home: CartAddress = {
  id: 501,
  name: 'Test Shopper',
  street: '12 Rue Royale',
  street2: null,
  zip: '1000',
  city: 'Bruxelles',
  country_id: 21,
  country: { id: 21, code: 'BE', name: 'Belgique' },
  phone: null,
  email: null,
  is_dropoff_site: false,
  shipping_note: null,
};

const point = (extra: Partial<PickupPoint> = {}): PickupPoint => ({
  id: null,
  code: 'BE-001',
  name: 'Point Relais Louise',
  partner_id: null,
  carrier_id: 3,
  street: '210 Avenue Louise',
  street2: null,
  zip: '1050',
  city: 'Bruxelles',
  phone: null,
  state_code: null,
  country_code: null,
  lat: null,
  lng: null,
  openingHours: [],
  ...extra,
});

const siteAddress: CartAddress = {
  ...home,
  id: 900,
  name: 'Point Relais Louise',
  street: '210 Avenue Louise',
  zip: '1050',
  is_dropoff_site: true,
};

describe('searching pick-up points near an address (current generation)', () => {
  it('starts from the delivery address', () => {
    expect(pickupQueryFrom(home, COUNTRIES)).toEqual({
      street: '12 Rue Royale',
      zip: '1000',
      city: 'Bruxelles',
      countryId: 21,
    });
  });

  it('starts empty, in the first country, without an address or with a country the ERP does not list', () => {
    expect(pickupQueryFrom(null, COUNTRIES)).toEqual({ street: '', zip: '', city: '', countryId: 21 });
    const elsewhere = { ...home, country_id: 999, country: { id: 999, code: 'XX', name: 'X' } };
    expect(pickupQueryFrom(elsewhere, COUNTRIES).countryId).toBe(21);
  });

  it('asks with the country by name and all four fields, trimmed', () => {
    expect(
      pickupAddressParams(
        { street: ' 3 Rue Serpenoise ', zip: '57000', city: 'Metz', countryId: 76 },
        COUNTRIES,
      ),
    ).toEqual({ country: 'France', zip: '57000', city: 'Metz', street: '3 Rue Serpenoise' });
  });

  it('asks nothing while a field is empty: the ERP requires all four', () => {
    const full = { street: '12 Rue Royale', zip: '1000', city: 'Bruxelles', countryId: 21 };
    for (const missing of [
      { street: ' ' },
      { zip: '' },
      { city: '' },
      { countryId: null },
      { countryId: 5 },
    ]) {
      expect(pickupAddressParams({ ...full, ...missing }, COUNTRIES)).toBeUndefined();
    }
  });
});

describe('the chosen pick-up point', () => {
  it('classic: is the one whose partner is the delivery address', () => {
    expect(isChosenPickup(point({ id: 3, partner_id: 900 }), siteAddress)).toBe(true);
    expect(isChosenPickup(point({ id: 4, partner_id: 901 }), siteAddress)).toBe(false);
  });

  it('current: is the one whose name and address are the delivery address, the points having no partner', () => {
    expect(isChosenPickup(point(), siteAddress)).toBe(true);
    expect(isChosenPickup(point({ name: 'POINT RELAIS LOUISE ' }), siteAddress)).toBe(true);
    expect(
      isChosenPickup(point({ code: 'BE-002', name: 'Afhaalpunt Meir', street: 'Meir 78' }), siteAddress),
    ).toBe(false);
  });

  it('is none while the cart ships to a home address', () => {
    expect(isChosenPickup(point(), { ...siteAddress, is_dropoff_site: false })).toBe(false);
    expect(isChosenPickup(point(), null)).toBe(false);
  });
});

describe("a pick-up point's map link", () => {
  it('points at its coordinates when the ERP gives them', () => {
    expect(pickupMapUrl(point({ lat: 50.83, lng: 4.36 }))).toBe(
      'https://www.openstreetmap.org/?mlat=50.83&mlon=4.36#map=17/50.83/4.36',
    );
  });

  it('searches its address otherwise', () => {
    expect(pickupMapUrl(point({ country_code: 'BE' }))).toBe(
      'https://www.openstreetmap.org/search?query=210%20Avenue%20Louise%2C%201050%2C%20Bruxelles%2C%20BE',
    );
  });
});
