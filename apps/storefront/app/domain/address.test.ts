import { describe, expect, it } from 'vitest';
import {
  addressBody,
  canDeleteAddress,
  isShippingNoteTooLong,
  newAddressCountryId,
  searchAddresses,
  SHIPPING_NOTE_MAX_LENGTH,
  sortAddresses,
  takesShippingNote,
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

const form = {
  name: 'A',
  street: 'B',
  street2: '',
  zip: '1000',
  city: 'C',
  countryId: 21,
  titleId: null,
  phone: '',
  mobile: '',
};

describe('address rules', () => {
  it('never deletes the main address', () => {
    expect(canDeleteAddress(trier)).toBe(false);
    expect(canDeleteAddress(liege)).toBe(true);
  });
  it('lists the main address first', () => {
    expect(sortAddresses([liege, trier]).map((a) => a.id)).toEqual([3, 7]);
  });
  it('sends trimmed fields and leaves the state alone', () => {
    expect(addressBody({ ...form, name: ' A ', street2: ' ' })).toEqual({
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

describe('delivery instructions (shopinvader_api_address_shipping_note)', () => {
  it('reads them from a delivery address, none when the ERP sends none', () => {
    expect(toAddress({ id: 1, shipping_note: 'Code 1234' }, 'delivery', countries).shippingNote).toBe(
      'Code 1234',
    );
    expect(liege.shippingNote).toBe('');
  });

  it('sends them trimmed, null when emptied, and nothing where the form has none', () => {
    expect(addressBody({ ...form, shippingNote: ' Back door ' })).toMatchObject({
      shipping_note: 'Back door',
    });
    expect(addressBody({ ...form, shippingNote: '  ' })).toMatchObject({ shipping_note: null });
    expect(addressBody(form)).not.toHaveProperty('shipping_note');
  });

  it('are taken by delivery and new addresses where the ERP has the module, never by the invoicing one', () => {
    expect(takesShippingNote(null, true)).toBe(true);
    expect(takesShippingNote({ type: 'delivery' }, true)).toBe(true);
    expect(takesShippingNote({ type: 'invoicing' }, true)).toBe(false);
    expect(takesShippingNote({ type: 'delivery' }, false)).toBe(false);
    expect(takesShippingNote(null, false)).toBe(false);
  });

  it('are refused beyond the limit, counted in characters as seen, spaces around left out', () => {
    const limit = 'é'.repeat(SHIPPING_NOTE_MAX_LENGTH);
    expect(isShippingNoteTooLong(limit)).toBe(false);
    expect(isShippingNoteTooLong(` ${limit} `)).toBe(false);
    expect(isShippingNoteTooLong('😀'.repeat(SHIPPING_NOTE_MAX_LENGTH))).toBe(false);
    expect(isShippingNoteTooLong(`${limit}x`)).toBe(true);
    expect(isShippingNoteTooLong(undefined)).toBe(false);
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
