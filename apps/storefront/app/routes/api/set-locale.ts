import { redirect } from 'react-router';
import { isLocale, localeCookieHeader, localizePath } from '~/i18n/locales';
import { hasSecureOrigin } from '~/config/request-origin.server';
import { getServerConfig } from '~/config/server-config.server';
import { portableSearch } from '~/domain/locale-switch';
import { safeLocalPath } from '~/domain/safe-local-path';
import { readForm } from '../read-form.server';
import type { Route } from './+types/set-locale';

/**
 * The language switcher posts here: the choice is stored in the language cookie (docs/product/states.md#language) and the
 * visitor is sent to the same page in that language. Works without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = form.get('locale');
  if (!isLocale(locale)) {
    return Response.json({ detail: 'Unknown language' }, { status: 400 });
  }
  // A page with its own address in each language sent it, and keeps what its query means there (the
  // chosen variant, a listing's sort and page); any other page keeps its path and query.
  const alternate = form.get(`alternate-${locale}`);
  const from = safeLocalPath(form.get('path'));
  const target = alternate
    ? localizePath(safeLocalPath(alternate).pathname, locale) +
      portableSearch(from.search, getServerConfig().searchFacets)
    : localizePath(from.pathname, locale) + from.search;
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': localeCookieHeader(locale, hasSecureOrigin(request)) },
  });
}

export function loader() {
  return redirect('/');
}
