import { useIntl } from 'react-intl';
import { redirect } from 'react-router';
import { useRootData } from '~/hooks/use-root-data';
import { homeRedirectLocale, localizePath } from '~/i18n/locales';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/home';

/** Caches must keep one copy of `/` per language cookie and browser language. */
const VARY = 'Cookie, Accept-Language';

/**
 * On the unprefixed home only, a visitor whose stored language or browser asks for another of the
 * shop's languages is sent to that language's home (SPEC §2). Client-side navigations to `/` (data
 * requests) are not redirected: someone browsing the French site who clicks the logo stays there.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const isDocumentRequest = !url.pathname.endsWith('.data');
  if (url.pathname === '/' && isDocumentRequest) {
    const target = homeRedirectLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
    if (target)
      throw redirect(localizePath('/', target) + url.search, { status: 302, headers: { Vary: VARY } });
  }
  return null;
}

export function headers() {
  return { Vary: VARY };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'navbar.home');
}

export default function HomePage() {
  const intl = useIntl();
  const { shopName } = useRootData();
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-semibold">
        {intl.formatMessage({ id: 'home.welcome' }, { shop: shopName })}
      </h1>
      <p className="text-lg">{intl.formatMessage({ id: 'home.intro' })}</p>
    </section>
  );
}
