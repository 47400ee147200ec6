import { requestClientAddress } from '~/config/client-address.server';
import { DEFAULT_LOCALE, isLocale } from '~/i18n/locales';
import { AUTOCOMPLETE_MIN_LENGTH, normalizeAutocompleteText } from '~/domain/search-autocomplete';
import { limiter, limitKey, tooManyRequests } from '~/services/limits/rate-limiter.server';
import { autocomplete } from '~/services/search/autocomplete.server';
import { SearchUnavailableError } from '~/services/search/search-client.server';
import { logger } from '~/services/observability/logger.server';
import type { Route } from './+types/autocomplete';

/**
 * The header's autocomplete asks here (`?q=&locale=`); the query is built on this server, never in the
 * browser (docs/architecture.md#the-browser-and-the-backends). Answers depend on the text and language alone, so browsers and CDNs may keep
 * them a minute.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const text = normalizeAutocompleteText(url.searchParams.get('q') ?? '');
  const requested = url.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  if (text.length < AUTOCOMPLETE_MIN_LENGTH) {
    return Response.json(
      { message: `q must have at least ${AUTOCOMPLETE_MIN_LENGTH} characters` },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const wait = await limiter('autocomplete')?.take(limitKey(requestClientAddress(request, context)));
  if (wait) return tooManyRequests(wait, locale);
  try {
    return Response.json(await autocomplete(locale, text), {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    });
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    logger.error({ err: error }, 'autocomplete: the search engine is unavailable');
    return Response.json(
      { message: 'The search engine is not available' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
    );
  }
}
