import { redirect } from 'react-router';
import { stripLocale } from '~/i18n/locales';
import type { Route } from './+types/french-prefix-redirect';

/** French pages live without a prefix; /fr/x permanently moves to /x, keeping the query. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(stripLocale(url.pathname) + url.search, 301);
}
