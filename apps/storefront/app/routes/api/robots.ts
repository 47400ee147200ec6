import { publicOrigin } from '~/config/request-origin.server';
import { LOCALES, localePrefix } from '~/i18n/locales';
import type { Route } from './+types/robots';

/**
 * Private areas (account, checkout) stay out of search engines in every language; the sitemap index is
 * announced. The cart page is public: its HTML holds no one's cart.
 */
export function loader({ request }: Route.LoaderArgs) {
  const privatePaths = LOCALES.flatMap((locale) =>
    ['/account', '/checkout'].map((path) => `${localePrefix(locale)}${path}`),
  );
  const lines = [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Disallow: /shopinvader/',
    '',
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
