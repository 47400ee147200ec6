import type { CmsPage } from '~/domain/cms/content';
import { blocksText } from '~/domain/cms/blocks';
import { metaDescription } from '~/domain/catalog';

/** Head of a CMS page from its SEO fields (SPEC §3), with the spec's meta-description fallback. */
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
 * Anonymous catalogue and CMS pages carry only the default pricelist's prices and no personal data,
 * so a CDN may keep them a minute and serve them stale while it refreshes (DESIGN.md).
 */
export function pageCacheHeaders() {
  return { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' };
}
