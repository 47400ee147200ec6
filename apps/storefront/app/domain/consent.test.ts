import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_MAX_AGE_MS,
  CONSENT_VALUE,
  consentCookieValues,
  consentFromCookies,
  COOKIE_ENTRIES,
  decideConsent,
  isEnabled,
  withdrawnEntries,
} from './consent';

describe('cookie consent (docs/product/entities.md#cookie-consent-entry, docs/product/states.md#consent, docs/product/constants.md#cookies-and-storage)', () => {
  it('has the necessary entry sh, targeting both consent cookies, and the optional gtm entry', () => {
    expect(COOKIE_ENTRIES).toEqual([
      { id: 'sh', necessary: true, targetCookieIds: ['ncc_c', 'ncc_e'] },
      { id: 'gtm', necessary: false, targetCookieIds: ['gtm'] },
    ]);
    expect(CONSENT_COOKIE_MAX_AGE_MS).toBe(31536000000);
  });

  it('is given only when the stored value is the concatenation of every id', () => {
    expect(CONSENT_VALUE).toBe('shgtm');
    expect(consentFromCookies('shgtm', 'sh|gtm')).toEqual({ given: true, enabled: ['sh', 'gtm'] });
    expect(consentFromCookies('sh', 'sh|gtm').given).toBe(false);
    expect(consentFromCookies('gtmsh', 'sh|gtm').given).toBe(false);
    expect(consentFromCookies(undefined, 'sh|gtm').given).toBe(false);
  });

  it('reads the pipe-separated enabled list, ignoring unknown ids and keeping the necessary ones', () => {
    expect(consentFromCookies('shgtm', 'gtm|evil')).toEqual({ given: true, enabled: ['sh', 'gtm'] });
    expect(consentFromCookies('shgtm', '')).toEqual({ given: true, enabled: ['sh'] });
  });

  it('accept all enables everything; decline all and necessary only keep the necessary ones', () => {
    expect(decideConsent({ kind: 'accept-all' }).enabled).toEqual(['sh', 'gtm']);
    expect(decideConsent({ kind: 'decline-all' }).enabled).toEqual(['sh']);
    expect(decideConsent({ kind: 'accept-necessary' }).enabled).toEqual(['sh']);
  });

  it('save keeps the chosen optional entries and cannot drop the necessary ones', () => {
    expect(decideConsent({ kind: 'save', optional: ['gtm'] }).enabled).toEqual(['sh', 'gtm']);
    expect(decideConsent({ kind: 'save', optional: [] }).enabled).toEqual(['sh']);
    expect(decideConsent({ kind: 'save', optional: ['unknown'] }).enabled).toEqual(['sh']);
  });

  it('stores the consent marker and the pipe-separated enabled ids, which read back the same', () => {
    fc.assert(
      fc.property(fc.subarray(['gtm', 'x']), (optional) => {
        const state = decideConsent({ kind: 'save', optional });
        const cookies = consentCookieValues(state);
        expect(cookies.ncc_c).toBe('shgtm');
        expect(consentFromCookies(cookies.ncc_c, cookies.ncc_e)).toEqual(state);
      }),
    );
  });

  it('names what a withdrawal removes', () => {
    const all = decideConsent({ kind: 'accept-all' });
    const necessary = decideConsent({ kind: 'accept-necessary' });
    expect(withdrawnEntries(all, necessary).map((entry) => entry.id)).toEqual(['gtm']);
    expect(withdrawnEntries(necessary, all)).toEqual([]);
  });

  it('nothing optional is enabled before consent is given', () => {
    expect(isEnabled({ given: false, enabled: ['gtm'] }, 'gtm')).toBe(false);
    expect(isEnabled(decideConsent({ kind: 'accept-all' }), 'gtm')).toBe(true);
  });
});
