import { describe, expect, it } from 'vitest';
import { afterLoginPath, isProtectedPath, loginPath, registrationRedirect } from './account-guards';
import { toUser } from './user';

describe('protected routes (SPEC §2, §6)', () => {
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

describe('registration guard (SPEC §2)', () => {
  const incomplete = toUser({ login: 'jan@demo.shop', customerType: '' });
  const complete = toUser({ login: 'marie@demo.shop', customerType: 'individual' });

  it('sends a user without customer type to the localised registration page', () => {
    expect(registrationRedirect(incomplete, '/account', 'fr')).toBe('/account/register');
    expect(registrationRedirect(incomplete, '/nl/cart', 'nl')).toBe('/nl/account/register');
  });

  it('lets them stay on the registration page, and everybody else anywhere', () => {
    expect(registrationRedirect(incomplete, '/en/account/register', 'en')).toBeUndefined();
    expect(registrationRedirect(complete, '/account', 'fr')).toBeUndefined();
    expect(registrationRedirect(null, '/account', 'fr')).toBeUndefined();
  });
});
