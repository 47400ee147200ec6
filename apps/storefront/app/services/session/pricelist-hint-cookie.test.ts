// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasProPricelistHint, PRICELIST_HINT_COOKIE, writePricelistHint } from './pricelist-hint-cookie';

describe('the pricelist hint cookie', () => {
  beforeEach(() => {
    document.cookie = `${PRICELIST_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    document.cookie = 'lang=en; Path=/';
  });

  it("names a professional customer's pricelist, readable by the page's scripts", () => {
    writePricelistHint('therapist');
    expect(document.cookie.split('; ')).toContain('shop_pricelist=therapist');
    expect(hasProPricelistHint(document.cookie)).toBe(true);
  });

  it('is removed for the default pricelist and for nobody signed in', () => {
    writePricelistHint('b2b');
    writePricelistHint('default');
    expect(document.cookie).not.toContain(PRICELIST_HINT_COOKIE);
    expect(hasProPricelistHint(document.cookie)).toBe(false);
  });

  it('carries any pricelist name as one value, never as cookie attributes', () => {
    writePricelistHint('a; Path=/x; b=c');
    expect(document.cookie.split('; ')).toContain('shop_pricelist=a%3B%20Path%3D%2Fx%3B%20b%3Dc');
    expect(document.cookie.split('; ')).not.toContain('b=c');
  });

  it('reads no hint from the default pricelist, an empty value or another cookie', () => {
    for (const cookies of ['shop_pricelist=default', 'shop_pricelist=', 'xshop_pricelist=b2b', 'lang=en', ''])
      expect(hasProPricelistHint(cookies), cookies).toBe(false);
  });
});
