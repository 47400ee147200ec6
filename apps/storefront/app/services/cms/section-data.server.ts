import { cardCategory, type Category, type ProductCardData } from '~/domain/catalog';
import { articleSummary, type BlogArticle, type Section } from '~/domain/cms/content';
import type { Locale } from '~/i18n/locales';
import { getCategoriesByUrlKeys, getProductCardsBySkus } from '../search/catalog.server';
import { getArticles } from './cms.server';
import { logger } from '../observability/logger.server';

/** What sections show besides their own fields: catalogue products and categories, latest articles. */
export interface SectionData {
  products: Record<number, ProductCardData[]>;
  categories: Record<number, Category[]>;
  articles: Record<number, BlogArticle[]>;
}

/**
 * Fetches, in parallel, the data every section of a page needs, keyed by the section's position. A
 * section whose data cannot be read shows nothing rather than breaking the page; the failure is logged.
 * It runs at each render: an unknown section was logged when the page was read (cms-sections.ts toSection).
 */
export async function loadSectionData(
  sections: readonly Section[],
  locale: Locale,
  where: string,
): Promise<SectionData> {
  const data: SectionData = { products: {}, categories: {}, articles: {} };
  const jobs = sections.map(async (section, index) => {
    try {
      if (section.kind === 'products')
        data.products[index] = await getProductCardsBySkus(locale, section.skus);
      if (section.kind === 'categories-list')
        data.categories[index] = (await getCategoriesByUrlKeys(locale, section.urlKeys)).map(cardCategory);
      if (section.kind === 'blog-list')
        data.articles[index] = (await getArticles(locale, 1, section.count)).articles.map(articleSummary);
    } catch (error) {
      logger.error(
        { err: error, section: section.kind, where },
        'cms: the data of a section could not be read',
      );
    }
  });
  await Promise.all(jobs);
  return data;
}
