import { describe, expect, it } from 'vitest';
import { hasValidAddresses, isAddressValid, isSameAddress } from './address-validity';

const complete = { id: 1, name: 'Marie Dubois', street: '14 Rue du Marché', zip: '1000', city: 'Bruxelles' };

describe('SPEC §5: address validity', () => {
  it.each([
    ['a complete address', complete, true],
    ['a drop-off site, even without a street', { id: 9, name: 'Relay', is_dropoff_site: true }, true],
    ['a name made of spaces', { ...complete, name: '   ' }, false],
    ['no street', { ...complete, street: null }, false],
    ['an empty zip', { ...complete, zip: '' }, false],
    ['a city of tabs', { ...complete, city: '\t' }, false],
    ['no address at all', null, false],
    ['an anonymous partner (name only)', { id: 3, name: 'Anonymous (1a2b3c4d)' }, false],
  ])('%s is %s', (_name, address, valid) => {
    expect(isAddressValid(address)).toBe(valid);
  });

  it('needs both invoicing and delivery valid', () => {
    expect(hasValidAddresses(complete, complete)).toBe(true);
    expect(hasValidAddresses(complete, { ...complete, city: ' ' })).toBe(false);
    expect(hasValidAddresses(null, complete)).toBe(false);
  });

  it('treats them as the same address when the ids match', () => {
    expect(isSameAddress(complete, { ...complete })).toBe(true);
    expect(isSameAddress(complete, { ...complete, id: 2 })).toBe(false);
    expect(isSameAddress({ name: 'x' }, { name: 'x' })).toBe(false);
  });
});
