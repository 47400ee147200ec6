import type { CmsPage } from '~/domain/cms/content';
import { blocksText } from '~/domain/cms/blocks';
import { metaDescription } from '~/domain/catalog-seo';

/** Head of a CMS page from its SEO fields (docs/product/entities.md#cms-page), with the spec's meta-description fallback. */
export function cmsHead(page: CmsPage) {
  const firstText = page.content.find((section) => 'content' in section && Array.isArray(section.content));
  return {
    title: page.seo?.metaTitle || page.title,
    description: metaDescription({
      metaDescription: page.seo?.metaDescription,
      title: page.title,
      description: firstText && 'content' in firstText ? blocksText(firstText.content as never) : undefined,
    }),
    keywords: page.seo?.keywords,
    robots: page.seo?.metaRobots,
  };
}

/**
 * Anonymous catalogue, search and CMS pages carry only the default pricelist's prices and no personal
 * data, so a CDN (and the server's page cache) may keep them a minute and serve them stale while it
 * refreshes (docs/decisions/003-caches.md). Any other answer (the catalogue unavailable, a bad request) is never kept: an
 * outage must not outlive itself in a cache.
 */
export function pageCacheHeaders(status = 200) {
  return {
    'Cache-Control':
      status === 200 ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' : 'no-store',
  };
}

/**
 * A product listing's headers: a listing in a pricelist its address names is one customer's answer
 * (search-page.server.ts loadProductSearch), kept by no cache; others are pages like any other.
 */
export function listingCacheHeaders(status: number, personal: boolean) {
  return personal ? { 'Cache-Control': 'private, no-store' } : pageCacheHeaders(status);
}

/** A route's headers: the Cache-Control its loader chose by the answer's status, else a page's. */
export function routeCacheHeaders(loaderHeaders: Headers) {
  const chosen = loaderHeaders.get('Cache-Control');
  return chosen ? { 'Cache-Control': chosen } : pageCacheHeaders();
}
