import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS, PRIORITY_COUNTRY_IDS, sortCountries } from './settings';

describe('settings (docs/product/entities.md#settings)', () => {
  it('lists are empty by default', () => {
    expect(EMPTY_SETTINGS.countries).toEqual([]);
    expect(EMPTY_SETTINGS.leadSubjects).toEqual([]);
    expect(EMPTY_SETTINGS.recaptchaPublicKey).toBeNull();
  });

  it('puts countries 134, 21, 76, 58 first, in that order, and keeps the others in order', () => {
    const countries = [1, 58, 2, 21, 3, 134, 76].map((id) => ({ id }));
    expect(sortCountries(countries).map((c) => c.id)).toEqual([134, 21, 76, 58, 1, 2, 3]);
    expect(PRIORITY_COUNTRY_IDS).toEqual([134, 21, 76, 58]);
  });

  it('never loses nor invents a country', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 300 })), (ids) => {
        const sorted = sortCountries(ids.map((id) => ({ id }))).map((c) => c.id);
        expect([...sorted].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      }),
    );
  });
});
