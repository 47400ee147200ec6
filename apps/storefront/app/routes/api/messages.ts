import { catalogueFile } from '~/i18n/messages.server';
import type { Route } from './+types/messages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A language's message catalogue, which pages name instead of carrying it (i18n/catalogues.ts). Its
 * address changes with its text, so the current one is kept for good.
 */
export function loader({ params }: Route.LoaderArgs) {
  const file = catalogueFile(params.file);
  if (!file) return new Response('No such catalogue', { status: 404 });
  return new Response(file.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // Shared caches (the fleet's Varnish, the page cache) keep it as browsers do.
      'Cache-Control': file.current
        ? `public, max-age=${ONE_YEAR_SECONDS}, s-maxage=${ONE_YEAR_SECONDS}, immutable`
        : 'public, max-age=60, s-maxage=60',
    },
  });
}
