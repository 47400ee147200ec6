import { redirect } from 'react-router';
import { loginPath } from '~/domain/account-guards';
import { serviceUnavailable } from '~/domain/route-errors';
import type { User } from '~/domain/user';
import { localeFromPathname } from '~/i18n/locales';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { sessionStore } from './session';

/**
 * The guard of the account pages' client loaders (docs/product/screens.md#layouts-and-guards, docs/product/roles.md#signed-in-pages): waits for the session, then gives the
 * user and an ERP client in the page's language, or sends a signed-out visitor to the login page with
 * the page they wanted. While the ERP cannot say who is signed in, the page is a 503 (the account
 * layout says so and offers to try again), the session kept.
 */
export async function requireUser(request: Request): Promise<{ user: User; erp: ErpBrowserClient }> {
  await sessionStore.ready();
  // The ERP did not answer when the session was restored: ask again before sending anyone away.
  await sessionStore.restoreAgain();
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  const { user, erpUnavailable } = sessionStore.getState();
  if (erpUnavailable) throw serviceUnavailable('error.503.account');
  if (!user) throw redirect(loginPath(locale, `${url.pathname}${url.search}`));
  return { user, erp: sessionStore.erp(locale) };
}
