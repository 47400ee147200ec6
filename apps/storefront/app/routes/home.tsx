import { useIntl } from '~/i18n/intl';
import { data, redirect } from 'react-router';
import { CmsPageView } from '~/components/cms/cms-page-view';
import { cmsPageData } from '~/components/cms/section-markup.server';
import { JsonLd } from '~/components/layout/json-ld';
import { ProductCard } from '~/components/product/product-card';
import { useRootData } from '~/hooks/use-root-data';
import { homeRedirectLocale, localeFromPathname, localizePath } from '~/i18n/locales';
import { withShownMedia } from '~/domain/cms/media';
import { getHomePage } from '~/services/cms/cms.server';
import { loadSectionData } from '~/services/cms/section-data.server';
import { getAllProducts } from '~/services/search/catalog.server';
import { isDataRequest } from '~/services/navigation/data-request';
import { cmsHead, pageCacheHeaders } from './page-head';
import { logger } from '~/services/observability/logger.server';
import type { Route } from './+types/home';

/** Caches must keep one copy of `/` per language cookie and browser language. */
const VARY = 'Cookie, Accept-Language';
/** Without a CMS home page, the home shows the catalogue's first products (docs/product/screens.md#home). */
const FALLBACK_PRODUCTS = 20;

/**
 * On the unprefixed home only, a visitor whose stored language or browser asks for another of the
 * shop's languages is sent to that language's home (docs/product/screens.md#language-detection). Client-side navigations to `/` (data
 * requests) are not redirected: someone browsing the French site who clicks the logo stays there.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  if (url.pathname === '/' && !isDataRequest(request)) {
    const target = homeRedirectLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
    if (target)
      throw redirect(localizePath('/', target) + url.search, { status: 302, headers: { Vary: VARY } });
  }
  // Only `/` answers by cookie and browser language; a language's own home is the same for everyone.
  const init = url.pathname === '/' ? { headers: { Vary: VARY } } : undefined;
  const locale = localeFromPathname(url.pathname);
  const page = await getHomePage(locale).catch((error: unknown) => {
    logger.error({ err: error }, 'home: the CMS home page could not be read');
    return undefined;
  });
  if (page) {
    return data(
      {
        page: cmsPageData(withShownMedia(page), locale, !isDataRequest(request)),
        sections: await loadSectionData(page.content, locale, `the home page (${locale})`),
        head: cmsHead(page),
        products: [],
      },
      init,
    );
  }
  return data(
    {
      page: undefined,
      sections: undefined,
      head: undefined,
      products: await getAllProducts(locale, FALLBACK_PRODUCTS),
    },
    init,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const vary = loaderHeaders.get('Vary');
  return { ...(vary ? { Vary: vary } : {}), ...pageCacheHeaders() };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { shopName?: string } | undefined;
  const head = loaderData?.head;
  return [
    { title: head?.title ?? root?.shopName ?? '' },
    head?.description ? { name: 'description', content: head.description } : undefined,
    head?.keywords ? { name: 'keywords', content: head.keywords } : undefined,
    head?.robots ? { name: 'robots', content: head.robots } : undefined,
  ].filter((tag) => tag !== undefined);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { shopName } = useRootData();
  if (loaderData.page && loaderData.sections) {
    return (
      <>
        <CmsPageView page={loaderData.page} data={loaderData.sections} />
        {loaderData.page.seo?.structuredData ? <JsonLd text={loaderData.page.seo.structuredData} /> : null}
      </>
    );
  }
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-semibold">
        {intl.formatMessage({ id: 'home.welcome' }, { shop: shopName })}
      </h1>
      <p className="text-lg">{intl.formatMessage({ id: 'home.intro' })}</p>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-5">
        {loaderData.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} index={index} priority={index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
