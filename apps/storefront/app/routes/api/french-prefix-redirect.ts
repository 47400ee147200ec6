import { redirect } from 'react-router';
import { safeLocalPath } from '~/domain/safe-local-path';
import { stripLocale } from '~/i18n/locales';
import type { Route } from './+types/french-prefix-redirect';

/**
 * French pages live without a prefix; /fr/x permanently moves to /x, keeping the query. The address is
 * read as a return path, so /fr//evil.example moves to /evil.example, never to another host.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { pathname, search } = safeLocalPath(url.pathname + url.search);
  return redirect(stripLocale(pathname) + search, 301);
}

/**
 * Never shown: the loader always moves on. Being a page rather than a resource route, an address it
 * cannot read (a broken escape under /fr/) gets the shop's 400 screen, not a bare JSON error.
 */
export default function FrenchPrefixRedirect() {
  return null;
}
