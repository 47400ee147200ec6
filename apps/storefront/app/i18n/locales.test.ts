import { describe, expect, it } from 'vitest';
import {
  homeRedirectLocale,
  localeCookieHeader,
  localeFromAcceptLanguage,
  localeFromPathname,
  localizePath,
  readCookie,
  stripLocale,
} from './locales';

describe('locale from the URL prefix (docs/product/screens.md#language-detection)', () => {
  it.each([
    ['/', 'fr'],
    ['/cart', 'fr'],
    ['/nl', 'nl'],
    ['/nl/cart', 'nl'],
    ['/en/account/sales/3', 'en'],
    ['/de/', 'de'],
    ['/fr/cart', 'fr'],
    ['/english/x', 'fr'],
    ['/nlx', 'fr'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPathname(path)).toBe(locale);
  });
});

describe('localised paths', () => {
  it('strips any locale prefix', () => {
    expect(stripLocale('/nl/blog/a')).toBe('/blog/a');
    expect(stripLocale('/de')).toBe('/');
    expect(stripLocale('/fr/x')).toBe('/x');
    expect(stripLocale('/shoes')).toBe('/shoes');
  });

  it('gives the same page in another locale, French without prefix', () => {
    expect(localizePath('/en/cart', 'de')).toBe('/de/cart');
    expect(localizePath('/nl', 'fr')).toBe('/');
    expect(localizePath('/', 'nl')).toBe('/nl');
    expect(localizePath('/contact', 'en')).toBe('/en/contact');
  });
});

describe('browser language', () => {
  it('takes the best q-value among the shop languages', () => {
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('es-ES,es;q=0.9,nl;q=0.5,en;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.2, NL-be')).toBe('nl');
  });

  it('ignores languages the shop does not have, q=0 and garbage', () => {
    expect(localeFromAcceptLanguage('es, it;q=0.8')).toBeUndefined();
    expect(localeFromAcceptLanguage('de;q=0')).toBeUndefined();
    expect(localeFromAcceptLanguage(';;;,q=abc')).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
});

describe('home redirect: cookie first, then browser language (docs/product/screens.md#language-detection)', () => {
  it('prefers the stored cookie over the browser', () => {
    expect(homeRedirectLocale('a=1; lang=nl', 'de')).toBe('nl');
  });
  it('stays French when the cookie says French, whatever the browser says', () => {
    expect(homeRedirectLocale('lang=fr', 'de')).toBeUndefined();
  });
  it('uses the browser language when the cookie is missing or invalid', () => {
    expect(homeRedirectLocale(null, 'en-GB')).toBe('en');
    expect(homeRedirectLocale('lang=xx', 'de')).toBe('de');
  });
  it('stays French when nothing asks for another language', () => {
    expect(homeRedirectLocale(null, null)).toBeUndefined();
    expect(homeRedirectLocale(null, 'fr-BE')).toBeUndefined();
  });
});

describe('language cookie (docs/product/constants.md#languages)', () => {
  it('lasts 365 days on path / with SameSite=Lax', () => {
    expect(localeCookieHeader('de', false)).toBe('lang=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('is Secure when the shop is served over https', () => {
    expect(localeCookieHeader('nl', true)).toBe('lang=nl; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
  it('is read back from a Cookie header', () => {
    expect(readCookie('x=1; lang=en; y=2', 'lang')).toBe('en');
    expect(readCookie('x=1', 'lang')).toBeUndefined();
    expect(readCookie('lang=%E0%A4%A; y=2', 'lang')).toBe('%E0%A4%A');
  });
});
