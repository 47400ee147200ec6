import { describe, expect, it } from 'vitest';
import { afterLoginPath, isProtectedPath, loginPath, registrationRedirect } from './account-guards';
import { toUser } from './user-from-erp';

describe('protected routes (docs/product/screens.md#layouts-and-guards, docs/product/roles.md#signed-in-pages)', () => {
  it.each([
    '/account',
    '/account/addresses',
    '/account/profile',
    '/account/sales',
    '/nl/account/sales/12',
    '/de/account/',
  ])('%s needs a signed-in user', (path) => expect(isProtectedPath(path)).toBe(true));

  it.each([
    '/account/login',
    '/en/account/register',
    '/account/password-reset',
    '/de/account/set-new-password',
    '/account/signup-validation',
    '/cart',
    '/accounting',
  ])('%s does not', (path) => expect(isProtectedPath(path)).toBe(false));
});

describe('login redirect with a return path', () => {
  it('sends to the localised login page with the wanted page', () => {
    expect(loginPath('fr', '/account/sales?page=2')).toBe(
      '/account/login?redirect=%2Faccount%2Fsales%3Fpage%3D2',
    );
    expect(loginPath('nl', '/nl/account')).toBe('/nl/account/login?redirect=%2Fnl%2Faccount');
    expect(loginPath('en')).toBe('/en/account/login');
  });

  it('never remembers a path that leaves the site', () => {
    expect(loginPath('fr', '//evil.example/x')).toBe('/account/login');
    expect(loginPath('fr', 'https://evil.example')).toBe('/account/login');
  });

  it('goes back to the remembered page, else to the account', () => {
    expect(afterLoginPath('fr', '/account/sales?page=2')).toBe('/account/sales?page=2');
    expect(afterLoginPath('de', null)).toBe('/de/account');
    expect(afterLoginPath('fr', '//evil.example')).toBe('/');
    expect(afterLoginPath('fr', '/\\evil.example')).toBe('/');
  });
});

describe('registration guard (docs/product/screens.md#layouts-and-guards)', () => {
  const incomplete = toUser({ login: 'jan@demo.shop', customerType: '' });
  const complete = toUser({ login: 'marie@demo.shop', customerType: 'individual' });
  // shopinvader_api_customer's answer: no customer type at all.
  const stock = toUser({
    email: 'jan@demo.shop',
    name: 'Jan',
    phone: null,
    mobile: null,
    opt_in: false,
    pricelist_id: 1,
    lang_id: 2,
  });

  it('with the extension, sends a user without customer type to the localised registration page', () => {
    expect(registrationRedirect(incomplete, '/account', 'fr', true)).toBe('/account/register');
    expect(registrationRedirect(incomplete, '/nl/cart', 'nl', true)).toBe('/nl/account/register');
    expect(registrationRedirect(stock, '/de/account', 'de', true)).toBe('/de/account/register');
  });

  it('lets them stay on the registration page, and everybody else anywhere', () => {
    expect(registrationRedirect(incomplete, '/en/account/register', 'en', true)).toBeUndefined();
    expect(registrationRedirect(incomplete, '/account/signup-validation', 'fr', true)).toBeUndefined();
    expect(registrationRedirect(incomplete, '/de/account/signup-validation/', 'de', true)).toBeUndefined();
    expect(registrationRedirect(complete, '/account', 'fr', true)).toBeUndefined();
    expect(registrationRedirect(null, '/account', 'fr', true)).toBeUndefined();
  });

  it('on stock Shopinvader, which has no customer type, holds nobody', () => {
    expect(registrationRedirect(stock, '/account', 'fr', false)).toBeUndefined();
    expect(registrationRedirect(incomplete, '/nl/cart', 'nl', false)).toBeUndefined();
    expect(registrationRedirect(complete, '/account', 'fr', false)).toBeUndefined();
  });
});
