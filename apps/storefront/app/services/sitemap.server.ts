import type { PageVariants } from '~/domain/sitemap';
import { LOCALES, type Locale } from '~/i18n/locales';
import { catalogCache } from './cache/data-caches.server';
import { cmsGet, isCmsConfigured } from './cms/cms-client.server';
import { categoryIndex, productIndex } from './search/catalog.server';
import { search } from './search/search-client.server';

/** Sitemaps change slowly and are read by crawlers: an hour fresh, a day stale. */
const SITEMAP_TIMING = { ttlMs: 3_600_000, staleMs: 86_400_000 };
/** The sitemaps.org limit per file. */
const MAX_URLS = 50_000;
/** Elasticsearch's result window (index.max_result_window); a larger catalogue needs search_after. */
const MAX_PRODUCTS = 10_000;

type Source = { id?: unknown; url_key?: unknown };

/** Document id → url_key in every language, so that a page's translations can be listed beside it. */
async function entityVariants(kind: 'products' | 'categories'): Promise<PageVariants[]> {
  const byId = new Map<number, PageVariants>();
  await Promise.all(
    LOCALES.map(async (locale) => {
      const index = kind === 'products' ? productIndex(locale) : categoryIndex(locale);
      const body =
        kind === 'products'
          ? { query: { term: { main: true } }, size: MAX_PRODUCTS }
          : { query: { match_all: {} }, size: 1_000 };
      const response = await search(index, body);
      for (const hit of response.hits.hits) {
        const source = hit._source as Source;
        if (typeof source.id !== 'number' || typeof source.url_key !== 'string') continue;
        const variants = byId.get(source.id) ?? {};
        variants[locale] = `/${source.url_key}`;
        byId.set(source.id, variants);
      }
    }),
  );
  return [...byId.values()];
}

/** CMS pages by document, with each language's full path. */
async function cmsVariants(): Promise<PageVariants[]> {
  if (!isCmsConfigured()) return [];
  const byDocument = new Map<string, PageVariants>();
  await Promise.all(
    LOCALES.map(async (locale: Locale) => {
      const raw = (await cmsGet('pages', locale, {
        'fields[0]': 'fullpath',
        'pagination[pageSize]': 100,
      })) as {
        data?: { documentId?: string; fullpath?: string }[];
      };
      for (const page of raw.data ?? []) {
        if (!page.documentId || !page.fullpath) continue;
        const variants = byDocument.get(page.documentId) ?? {};
        variants[locale] = page.fullpath;
        byDocument.set(page.documentId, variants);
      }
    }),
  );
  return [...byDocument.values()];
}

/** Every public page of the shop: home, blog, contact, CMS pages, categories and products. */
export function sitemapPages(): Promise<PageVariants[]> {
  return catalogCache().get(
    'sitemap',
    async (): Promise<PageVariants[]> => {
      const fixed = ['/', '/blog', '/contact'].map(
        (path) => Object.fromEntries(LOCALES.map((l) => [l, path])) as PageVariants,
      );
      const [cms, categories, products] = await Promise.all([
        cmsVariants(),
        entityVariants('categories'),
        entityVariants('products'),
      ]);
      const cmsWithoutHome = cms.filter((page) => Object.values(page).every((path) => path !== '/'));
      return [...fixed, ...cmsWithoutHome, ...categories, ...products].slice(0, MAX_URLS);
    },
    SITEMAP_TIMING,
  ) as Promise<PageVariants[]>;
}
