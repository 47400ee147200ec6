import { localizePath, stripLocale, type Locale } from '~/i18n/locales';
import { safeLocalPath } from './safe-local-path';
import { needsRegistration, type User } from './user';

/** Query parameter of the login page that holds where to go back after signing in. */
export const RETURN_PARAM = 'redirect';

const PROTECTED_PREFIX = '/account';
/** Account pages anybody may open (docs/product/screens.md#layouts-and-guards, docs/product/roles.md#signed-in-pages). */
const PUBLIC_ACCOUNT_PAGES = [
  '/account/login',
  '/account/register',
  '/account/password-reset',
  '/account/set-new-password',
  '/account/signup-validation',
];

/** Whether a page needs a signed-in user: the account area except its sign-in pages. */
export function isProtectedPath(pathname: string): boolean {
  const bare = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (PUBLIC_ACCOUNT_PAGES.includes(bare)) return false;
  return bare === PROTECTED_PREFIX || bare.startsWith(`${PROTECTED_PREFIX}/`);
}

/** The login page of `locale`, remembering the page the visitor wanted (a path of this site only). */
export function loginPath(locale: Locale, returnTo?: string): string {
  const login = localizePath('/account/login', locale);
  if (!returnTo) return login;
  const { pathname, search } = safeLocalPath(returnTo);
  if (pathname === '/') return login;
  return `${login}?${new URLSearchParams({ [RETURN_PARAM]: `${pathname}${search}` })}`;
}

/** Where to go after signing in: the remembered path (a path of this site only), else the account. */
export function afterLoginPath(locale: Locale, returnTo: string | null | undefined): string {
  if (!returnTo) return localizePath('/account', locale);
  const { pathname, search } = safeLocalPath(returnTo);
  return `${pathname}${search}`;
}

/**
 * The global guard (docs/product/screens.md#layouts-and-guards): on an ERP with the extension (docs/deploying.md), a signed-in user without
 * a customer type is sent to the registration page of the current language; undefined when the user
 * may stay, which on stock Shopinvader is always.
 */
export function registrationRedirect(
  user: User | null,
  pathname: string,
  locale: Locale,
  extension: boolean,
): string | undefined {
  if (!needsRegistration(user, extension)) return undefined;
  const register = localizePath('/account/register', locale);
  const here = pathname.replace(/\/+$/, '');
  // The e-mail validation link works once: sent away, the customer would never see it confirmed.
  return here === register || here === localizePath('/account/signup-validation', locale)
    ? undefined
    : register;
}
