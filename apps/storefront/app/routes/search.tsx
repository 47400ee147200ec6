import { useEffect } from 'react';
import { useIntl } from '~/i18n/intl';
import { data } from 'react-router';
import { SearchResults } from '~/components/search/search-results';
import { SearchUnavailable } from '~/components/search/search-unavailable';
import { rememberSearch } from '~/components/search/recent-searches';
import { localeFromPathname } from '~/i18n/locales';
import { pageDescription, pageTitle } from '~/i18n/page-title';
import { loadProductSearch } from '~/services/search/search-page.server';
import { listingCacheHeaders, routeCacheHeaders } from './page-head';
import type { Route } from './+types/search';

/** `/search?q=…`: every product when there is no text (docs/product/screens.md#search-page). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const { view, status, personal } = await loadProductSearch(url, locale, request.headers.get('cookie'));
  return data(view, { status, headers: listingCacheHeaders(status, personal) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return routeCacheHeaders(loaderHeaders);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const query = loaderData?.state.q;
  return [
    ...(query ? pageTitle(matches, 'search.results.title', { query }) : pageTitle(matches, 'search.title')),
    // Result pages are endless variations of the same products: their canonical link is the search
    // page itself (every product), so search engines fold them into it instead of indexing each text.
    ...pageDescription(matches, 'search.meta_description'),
  ];
}

export default function SearchPage({ loaderData: view }: Route.ComponentProps) {
  const intl = useIntl();
  const query = view.state.q;
  useEffect(() => {
    if (query) rememberSearch(query);
  }, [query]);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold sm:text-3xl">
        {query
          ? intl.formatMessage({ id: 'search.results.title' }, { query })
          : intl.formatMessage({ id: 'search.title' })}
      </h1>
      {view.status === 'ok' ? <SearchResults view={view} /> : <SearchUnavailable />}
    </section>
  );
}
