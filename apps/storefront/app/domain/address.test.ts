import { describe, expect, it } from 'vitest';
import {
  addressBody,
  canDeleteAddress,
  newAddressCountryId,
  searchAddresses,
  sortAddresses,
  toAddress,
} from './address';

const countries = [
  { id: 21, code: 'BE', name: 'Belgique' },
  { id: 58, code: 'DE', name: 'Allemagne' },
];

const liege = toAddress(
  {
    id: 7,
    name: 'Cabinet Lefèvre',
    street: 'Rue de l’Église 4',
    street2: 'Bâtiment B',
    zip: '4000',
    city: 'Liège',
    country_id: 21,
  },
  'delivery',
  countries,
);
const trier = toAddress(
  { id: 3, name: 'Anna Weber', street: 'Hauptstraße 1', zip: '54290', city: 'Trier', country_id: 58 },
  'invoicing',
  countries,
);

describe('address from the ERP', () => {
  it('resolves the country by id and marks the invoicing address as main', () => {
    expect(liege.countryName).toBe('Belgique');
    expect(trier.main).toBe(true);
    expect(liege.main).toBe(false);
  });
});

describe('address search (docs/product/validation.md#searching-lists)', () => {
  const all = [liege, trier];
  it.each([
    ['liege', [7]],
    ['LIÈGE', [7]],
    ['eglise', [7]],
    ['batiment', [7]],
    ['54290', [3]],
    ['allemagne', [3]],
    ['weber', [3]],
    ['e', [7, 3]],
    ['', [7, 3]],
    ['zzz', []],
  ])('%s finds %j', (query, ids) => {
    expect(searchAddresses(all, query).map((a) => a.id)).toEqual(ids);
  });
});

describe('address rules', () => {
  it('never deletes the main address', () => {
    expect(canDeleteAddress(trier)).toBe(false);
    expect(canDeleteAddress(liege)).toBe(true);
  });
  it('lists the main address first', () => {
    expect(sortAddresses([liege, trier]).map((a) => a.id)).toEqual([3, 7]);
  });
  it('sends trimmed fields and leaves the state alone', () => {
    expect(
      addressBody({
        name: ' A ',
        street: 'B',
        street2: ' ',
        zip: '1000',
        city: 'C',
        countryId: 21,
        titleId: null,
        phone: '',
        mobile: '',
      }),
    ).toEqual({
      name: 'A',
      street: 'B',
      street2: null,
      zip: '1000',
      city: 'C',
      phone: null,
      mobile: null,
      country_id: 21,
    });
  });
});

describe("a new address's country", () => {
  const countries = [
    { id: 10, code: 'LU', name: 'Luxembourg' },
    { id: 20, code: 'BE', name: 'Belgique' },
    { id: 30, code: 'DE', name: 'Deutschland' },
    { id: 40, code: 'NL', name: 'Nederland' },
  ];

  it("is the one the shopper's other addresses use most, the earliest on a tie", () => {
    const others = [{ countryId: 40 }, { countryId: 30 }, { countryId: 30 }, { countryId: null }];
    expect(newAddressCountryId(countries, others, 'fr')).toBe(30);
    expect(newAddressCountryId(countries, [{ countryId: 40 }, { countryId: 30 }], 'fr')).toBe(40);
  });

  it("else the region of the shop's language, never the first of the list", () => {
    expect(newAddressCountryId(countries, [], 'fr')).toBe(20);
    expect(newAddressCountryId(countries, [], 'nl')).toBe(20);
    expect(newAddressCountryId(countries, [], 'de')).toBe(30);
    // A country the list does not offer is not used.
    expect(newAddressCountryId(countries, [{ countryId: 99 }], 'de')).toBe(30);
  });

  it('else none: the shopper chooses', () => {
    // English is spoken as en_us: no country of the shop's list.
    expect(newAddressCountryId(countries, [], 'en')).toBeNull();
    expect(newAddressCountryId([], [{ countryId: 20 }], 'fr')).toBeNull();
  });
});
