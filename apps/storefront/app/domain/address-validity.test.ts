import { describe, expect, it } from 'vitest';
import { hasValidAddresses, isAddressValid, isSameAddress } from './address-validity';

const complete = {
  id: 1,
  name: 'Marie Dubois',
  street: '14 Rue du Marché',
  zip: '1000',
  city: 'Bruxelles',
  isDropoffSite: false,
};

describe('docs/product/validation.md#addresses: an address is valid as a drop-off site or with name, street, zip and city', () => {
  it.each([
    ['a complete address', complete, true],
    ['a drop-off site, even without a street', { ...complete, street: '', isDropoffSite: true }, true],
    ['a name made of spaces', { ...complete, name: '   ' }, false],
    ['an empty street', { ...complete, street: '' }, false],
    ['an empty zip', { ...complete, zip: '' }, false],
    ['a city of tabs', { ...complete, city: '\t' }, false],
    ['an anonymous partner (name only)', { ...complete, street: '', zip: '', city: '' }, false],
    ['no address at all', null, false],
  ])('%s: %s', (_name, address, valid) => {
    expect(isAddressValid(address)).toBe(valid);
  });
});

describe('docs/product/validation.md#addresses: a cart has valid addresses only when both are valid', () => {
  it.each([
    ['both complete', complete, complete, true],
    ['a delivery city of spaces', complete, { ...complete, city: '  ' }, false],
    ['an invoicing address without a name', { ...complete, name: '' }, complete, false],
    ['a drop-off site as delivery address', complete, { ...complete, street: '', isDropoffSite: true }, true],
    ['no invoicing address', null, complete, false],
    ['no delivery address', complete, undefined, false],
  ])('%s: %s', (_name, invoicing, delivery, valid) => {
    expect(hasValidAddresses(invoicing, delivery)).toBe(valid);
  });
});

describe('docs/product/validation.md#addresses: the same address for both when the ids match', () => {
  it.each([
    [{ id: 4 }, { id: 4 }, true],
    [{ id: 4 }, { id: 5 }, false],
    [{ id: null }, { id: null }, false],
    [null, { id: 4 }, false],
  ])('%j and %j: %s', (invoicing, delivery, same) => {
    expect(isSameAddress(invoicing, delivery)).toBe(same);
  });
});
