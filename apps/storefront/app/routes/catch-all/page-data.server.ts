import { data, redirect } from 'react-router';
import { cmsPageData } from '~/components/cms/section-markup.server';
import { publicOrigin } from '~/config/request-origin.server';
import { pageProduct, selectedVariant } from '~/domain/catalog';
import { metaDescription } from '~/domain/catalog-seo';
import { withShownMedia } from '~/domain/cms/media';
import { loadDeliveryEstimates } from '~/services/erp/delivery-estimates.server';
import { fullPathOf, pageNotFound, serviceUnavailable } from '~/domain/route-errors';
import { jsonLdText } from '~/domain/seo';
import { isLocale, localeFromPathname, localizePath, stripLocale } from '~/i18n/locales';
import { getPageByPath, requireContent } from '~/services/cms/cms.server';
import { loadSectionData } from '~/services/cms/section-data.server';
import { isDataRequest } from '~/services/navigation/data-request';
import { logger } from '~/services/observability/logger.server';
import { pageViewAssets } from '~/services/page-view-assets.server';
import { catalogAlternates, getProductCardLists, resolveCatalogPath } from '~/services/search/catalog.server';
import { productHead, productStructuredData } from '~/services/search/product-seo';
import { categoryProductsQuery } from '~/services/search/queries';
import { SearchUnavailableError } from '~/services/search/search-client.server';
import { loadProductSearch } from '~/services/search/search-page.server';
import { cmsHead, listingCacheHeaders } from '../page-head';

/**
 * Any other address of a locale (docs/product/screens.md#routes, docs/contracts/cms.md#resolving-a-catch-all-address): a product or category of the index (an old
 * url_key answers 301 to the current one, keeping the language), else a CMS page, else 404.
 */
export async function catchAllPageData(request: Request, url: URL) {
  const locale = localeFromPathname(url.pathname);
  const path = stripLocale(url.pathname);
  const sku = url.searchParams.get('sku');
  const absolute = (p: string) => new URL(localizePath(p, locale), publicOrigin(request)).href;

  let entity;
  try {
    entity = await resolveCatalogPath(locale, path, sku ?? undefined);
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    logger.error({ err: error }, 'catalogue unavailable');
    throw serviceUnavailable('error.503.catalogue');
  }
  if (entity) {
    if (`/${entity.canonicalPath}` !== path) {
      throw redirect(localizePath(`/${entity.canonicalPath}`, locale) + url.search, 301);
    }
    if (entity.kind === 'product') {
      const { product } = entity;
      const [alternates, [crossSelling = [], upSelling = []], deliveryEstimates] = await Promise.all([
        catalogAlternates(entity),
        getProductCardLists(locale, [product.crossSellingIds, product.upSellingIds]),
        loadDeliveryEstimates(locale, request.headers.get('cookie')),
      ]);
      const pageUrl = absolute(`/${product.urlKey}`);
      return {
        kind: 'product' as const,
        product: pageProduct(product, sku),
        selectedSku: sku,
        crossSelling,
        upSelling,
        deliveryEstimates,
        alternates,
        head: productHead(selectedVariant(product, sku)),
        structuredData: productStructuredData(product, pageUrl, absolute).map(jsonLdText),
        viewAssets: pageViewAssets('product'),
      };
    }
    const { category } = entity;
    const alternates = await catalogAlternates(entity);
    // The category's products with the search page's facets, sort and paging, all in the URL.
    const {
      view: listing,
      status,
      personal,
    } = await loadProductSearch(url, locale, request.headers.get('cookie'), {
      baseQuery: categoryProductsQuery(category.id),
      categoryRootId: category.id,
    });
    return data(
      {
        kind: 'category' as const,
        category,
        listing,
        alternates,
        head: {
          title: category.seoTitle || category.name,
          description: metaDescription({
            metaDescription: category.metaDescription,
            title: category.name,
            shortDescription: category.shortDescription,
            description: category.description,
          }),
          keywords: category.metaKeywords,
        },
        viewAssets: pageViewAssets('category'),
      },
      { status, headers: listingCacheHeaders(status, personal) },
    );
  }

  const page = await requireContent(getPageByPath(locale, path));
  if (!page) throw pageNotFound(fullPathOf(url));
  const alternates = Object.fromEntries([
    [locale, page.fullpath],
    ...page.localizations.filter((l) => isLocale(l.locale)).map((l) => [l.locale, l.fullpath]),
  ]);
  return {
    kind: 'cms' as const,
    page: cmsPageData(withShownMedia(page), locale, !isDataRequest(request)),
    sections: await loadSectionData(page.content, locale, `page ${page.fullpath} (${locale})`),
    alternates,
    head: cmsHead(page),
    viewAssets: pageViewAssets('cms'),
  };
}
