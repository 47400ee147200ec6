import { publicOrigin } from '~/config/request-origin.server';
import { sitemapIndex } from '~/domain/sitemap';
import type { Route } from './+types/sitemap-index';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapIndex(publicOrigin(request)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
