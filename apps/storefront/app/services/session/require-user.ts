import { redirect } from 'react-router';
import { loginPath } from '~/domain/account-guards';
import type { User } from '~/domain/user';
import { localeFromPathname } from '~/i18n/locales';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { sessionStore } from './session';

/**
 * The guard of the account pages' client loaders (SPEC §2, §6): waits for the session, then gives the
 * user and an ERP client in the page's language, or sends a signed-out visitor to the login page with
 * the page they wanted.
 */
export async function requireUser(request: Request): Promise<{ user: User; erp: ErpBrowserClient }> {
  await sessionStore.ready();
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  const { user } = sessionStore.getState();
  if (!user) throw redirect(loginPath(locale, `${url.pathname}${url.search}`));
  return { user, erp: sessionStore.erp(locale) };
}
