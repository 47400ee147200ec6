import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_PAGE_HANDLES, legalPagesFrom, parseLegalPageHandles } from './legal-pages';

describe('legal pages: found in the CMS by handle, never by a written address', () => {
  it('takes the default handles without a setting, and overrides only the kinds given', () => {
    expect(parseLegalPageHandles(undefined)).toEqual(DEFAULT_LEGAL_PAGE_HANDLES);
    expect(parseLegalPageHandles('{"terms":"cgv","dataProtection":"rgpd"}')).toEqual({
      ...DEFAULT_LEGAL_PAGE_HANDLES,
      terms: 'cgv',
      dataProtection: 'rgpd',
    });
  });

  it('refuses a setting that is not an object of known kinds and page handles', () => {
    expect(() => parseLegalPageHandles('terms')).toThrow('not JSON');
    expect(() => parseLegalPageHandles('["terms"]')).toThrow('JSON object');
    expect(() => parseLegalPageHandles('{"imprint":"x"}')).toThrow('"imprint" is not one of');
    expect(() => parseLegalPageHandles('{"terms":"/legals/terms"}')).toThrow('page handle');
  });

  it("links each kind to its translation's own path, and names the kinds with no page", () => {
    const found = [
      { handle: 'terms', path: '/terms-and-conditions', title: 'Terms and conditions of sale' },
      { handle: 'privacy', path: '/privacy-policy', title: 'Privacy policy' },
    ];
    expect(legalPagesFrom(found, DEFAULT_LEGAL_PAGE_HANDLES)).toEqual({
      pages: {
        terms: { path: '/terms-and-conditions', title: 'Terms and conditions of sale' },
        privacy: { path: '/privacy-policy', title: 'Privacy policy' },
        dataProtection: { path: '/privacy-policy', title: 'Privacy policy' },
      },
      missing: ['shipping'],
    });
  });
});
