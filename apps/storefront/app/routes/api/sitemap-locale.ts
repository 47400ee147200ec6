import { publicOrigin } from '~/config/request-origin.server';
import { localeSitemap } from '~/domain/sitemap';
import { isLocale } from '~/i18n/locales';
import { sitemapPages } from '~/services/sitemap.server';
import type { Route } from './+types/sitemap-locale';

/** `/sitemap-{locale}.xml`, one per language (issue: sitemap index plus one per locale). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = /^\/sitemap-(\w+)\.xml$/.exec(url.pathname)?.[1];
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return new Response(localeSitemap(publicOrigin(request), locale, await sitemapPages()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
