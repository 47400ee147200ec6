import { data, redirect } from 'react-router';
import { CategoryView } from '~/components/category/category-view';
import { CmsPageView } from '~/components/cms/cms-page-view';
import { JsonLd } from '~/components/layout/json-ld';
import { ProductView } from '~/components/product/product-view';
import { publicOrigin } from '~/config/request-origin.server';
import { cardProduct, metaDescription, type Product } from '~/domain/catalog';
import { fullPathOf, pageNotFound, serviceUnavailable } from '~/domain/route-errors';
import { isLocale, localeFromPathname, localizePath, stripLocale } from '~/i18n/locales';
import { getPageByPath, requireContent } from '~/services/cms/cms.server';
import { loadSectionData } from '~/services/cms/section-data.server';
import { catalogAlternates, getProductsByIds, resolveCatalogPath } from '~/services/search/catalog.server';
import { categoryProductsQuery } from '~/services/search/queries';
import { loadProductSearch } from '~/services/search/search-page.server';
import { productHead, productStructuredData } from '~/services/search/product-seo';
import { SearchUnavailableError } from '~/services/search/search-client.server';
import { cmsHead, pageCacheHeaders } from './page-head';
import type { Route } from './+types/catch-all';

function selectedVariant(product: Product, sku: string | null): Product {
  return product.variants.find((variant) => variant.sku === sku) ?? product;
}

/**
 * Any other address of a locale (SPEC §2, cms-contract §3): a product or category of the index (an old
 * url_key answers 301 to the current one, keeping the language), else a CMS page, else 404.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const path = stripLocale(url.pathname);
  const sku = url.searchParams.get('sku');
  const absolute = (p: string) => new URL(localizePath(p, locale), publicOrigin(request)).href;

  let entity;
  try {
    entity = await resolveCatalogPath(locale, path, sku ?? undefined);
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error('catalogue unavailable:', error.message);
    throw serviceUnavailable('The catalogue is unavailable, please try again in a moment.');
  }
  if (entity) {
    if (`/${entity.canonicalPath}` !== path) {
      throw redirect(localizePath(`/${entity.canonicalPath}`, locale) + url.search, 301);
    }
    const alternates = await catalogAlternates(entity);
    if (entity.kind === 'product') {
      const { product } = entity;
      const [crossSelling, upSelling] = await Promise.all([
        getProductsByIds(locale, product.crossSellingIds).then((products) => products.map(cardProduct)),
        getProductsByIds(locale, product.upSellingIds).then((products) => products.map(cardProduct)),
      ]);
      const pageUrl = absolute(`/${product.urlKey}`);
      return {
        kind: 'product' as const,
        product,
        selectedSku: sku,
        crossSelling,
        upSelling,
        alternates,
        head: productHead(selectedVariant(product, sku)),
        structuredData: productStructuredData(product, pageUrl, absolute),
      };
    }
    const { category } = entity;
    // The category's products with the search page's facets, sort and paging, all in the URL.
    const { view: listing, status } = await loadProductSearch(url, locale, {
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
      },
      { status },
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
    page,
    sections: await loadSectionData(page.content, locale, `page ${page.fullpath} (${locale})`),
    alternates,
    head: cmsHead(page),
  };
}

export function headers() {
  return pageCacheHeaders();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { shopName?: string } | undefined;
  const { head } = loaderData;
  const title = head.title.includes(root?.shopName ?? '\u0000')
    ? head.title
    : `${head.title} | ${root?.shopName ?? ''}`;
  return [
    { title },
    head.description ? { name: 'description', content: head.description } : undefined,
    head.keywords ? { name: 'keywords', content: head.keywords } : undefined,
    'robots' in head && head.robots ? { name: 'robots', content: head.robots } : undefined,
  ].filter((tag) => tag !== undefined);
}

export default function CatchAllPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'product': {
      const selected = selectedVariant(loaderData.product, loaderData.selectedSku);
      return (
        <>
          <ProductView
            product={loaderData.product}
            selected={selected}
            crossSelling={loaderData.crossSelling}
            upSelling={loaderData.upSelling}
          />
          {loaderData.structuredData.map((entry, index) => (
            <JsonLd key={index} data={entry} />
          ))}
        </>
      );
    }
    case 'category':
      return <CategoryView category={loaderData.category} listing={loaderData.listing} />;
    case 'cms':
      return (
        <>
          <CmsPageView page={loaderData.page} data={loaderData.sections} />
          {loaderData.page.seo?.structuredData ? <JsonLd data={loaderData.page.seo.structuredData} /> : null}
        </>
      );
  }
}
