import { z } from 'zod';
import type { BlogArticle, CmsPage, Header, NavigationEntry } from '~/domain/cms/content';
import { sortNavigation } from '~/domain/cms/content';
import { NO_NAVIGATION } from '~/domain/cms/navigation';
import { type LegalPageHandles, type LegalPages, legalPagesFrom } from '~/domain/cms/legal-pages';
import { serviceUnavailable } from '~/domain/route-errors';
import type { PreviewType } from '~/domain/cms/preview-grant.server';
import type { Locale } from '~/i18n/locales';
import { articleTag, BLOG_TAG, cmsPageTag, NAVIGATION_TAG, tagPage } from '../cache/cache-tags.server';
import { cmsCache } from '../cache/data-caches.server';
import { CmsUnavailableError, cmsGet, cmsOrigin, isCmsConfigured } from './cms-client.server';
import { toArticle, toHeader, toNavigation, toPage } from './cms-mappers';
import { listSchema } from './cms-schemas';
import { currentPreview, previewCovers } from './preview.server';
import { logger } from '../observability/logger.server';

/**
 * CMS reads are cached per locale (a minute fresh, five more stale); a publish webhook clears them.
 * While the CMS is down, the last content read answers, however old. An editor's preview reads
 * everything afresh and keeps nothing (preview.server.ts).
 */
const cached = <T>(key: string, load: () => Promise<T>): Promise<T> =>
  currentPreview() ? load() : (cmsCache().get(key, load) as Promise<T>);

/**
 * In a preview of an entry of this type and language, the draft this read finds when it is that very
 * entry; otherwise (another entry, no preview) the published one.
 */
async function draftOr<T extends { documentId: string | undefined } | undefined>(
  type: PreviewType,
  locale: Locale,
  key: string,
  read: (draft: boolean) => Promise<T>,
): Promise<T> {
  const grant = currentPreview();
  if (grant?.type === type && grant.locale === locale) {
    const draft = await read(true);
    if (previewCovers(type, locale, draft?.documentId)) return draft;
  }
  return cached(key, () => read(false));
}

/** Tags the page being rendered with what it read (cache-tags.server.ts), and passes the value on. */
const tagged =
  <T>(tags: (value: T) => (string | undefined)[]) =>
  (value: T): T => {
    tagPage(...tags(value));
    return value;
  };
const pageTags = (page: CmsPage | undefined) => [page?.documentId && cmsPageTag(page.documentId)];
const navigationTags = () => [NAVIGATION_TAG];

const anyList = listSchema(z.unknown());

function list(raw: unknown) {
  const parsed = anyList.safeParse(raw);
  if (!parsed.success)
    throw new Error(`The CMS answered a list of an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

/** A page by its full path (leading slash, no language prefix), or undefined. */
export function getPageByPath(locale: Locale, fullpath: string): Promise<CmsPage | undefined> {
  if (!isCmsConfigured()) return Promise.resolve(undefined);
  return draftOr('page', locale, `page:${locale}:${fullpath}`, async (draft) => {
    const raw = await cmsGet(
      'pages',
      locale,
      { 'filters[fullpath][$eq]': fullpath, 'pagination[pageSize]': 1, populate: 'deep' },
      { draft },
    );
    const [first] = list(raw).data;
    return first === undefined ? undefined : toPage(first, cmsOrigin());
  }).then(tagged(pageTags));
}

export function getHomePage(locale: Locale): Promise<CmsPage | undefined> {
  if (!isCmsConfigured()) return Promise.resolve(undefined);
  return draftOr('page', locale, `home:${locale}`, async (draft) => {
    const raw = await cmsGet(
      'pages',
      locale,
      { 'filters[handle][$eq]': 'home', 'pagination[pageSize]': 1, populate: 'deep' },
      { draft },
    );
    const [first] = list(raw).data;
    return first === undefined ? undefined : toPage(first, cmsOrigin());
  }).then(tagged(pageTags));
}

export function getHeader(locale: Locale): Promise<Header | undefined> {
  if (!isCmsConfigured()) return Promise.resolve(undefined);
  return draftOr('header', locale, `header:${locale}`, async (draft) => {
    const raw = await cmsGet('header', locale, { populate: 'deep' }, { draft });
    const data = z.object({ data: z.unknown().nullable() }).parse(raw).data;
    return data ? toHeader(data) : undefined;
  }).then(tagged(navigationTags));
}

export function getNavigation(locale: Locale, menu: 'main' | 'footer'): Promise<NavigationEntry[]> {
  if (!isCmsConfigured()) return Promise.resolve(NO_NAVIGATION);
  const read = async (draft: boolean) => {
    const raw = await cmsGet(
      'navigation-items',
      locale,
      {
        'filters[menu][$eq]': menu,
        'sort[0]': 'order:asc',
        'pagination[pageSize]': 100,
        'populate[page][fields][0]': 'fullpath',
        'populate[parent][fields][0]': 'documentId',
      },
      { draft },
    );
    return list(raw).data;
  };
  const grant = currentPreview();
  if (grant?.type === 'navigation-item' && grant.locale === locale) {
    return previewedMenu(grant.documentId, read).then(tagged(navigationTags));
  }
  return cached(`nav:${locale}:${menu}`, async () => sortNavigation(toNavigation(await read(false)))).then(
    tagged(navigationTags),
  );
}

const documentIdOf = (item: unknown) => z.object({ documentId: z.string() }).safeParse(item).data?.documentId;

/** The published menu with the previewed item as its draft says (added, moved or changed). */
async function previewedMenu(
  documentId: string,
  read: (draft: boolean) => Promise<unknown[]>,
): Promise<NavigationEntry[]> {
  const [published, drafts] = await Promise.all([read(false), read(true)]);
  const others = published.filter((item) => documentIdOf(item) !== documentId);
  const previewed = drafts.filter((item) => documentIdOf(item) === documentId);
  return sortNavigation(toNavigation([...others, ...previewed]));
}

/** What a legal page's link needs; an entry without them is not a page to link to. */
const legalPageSchema = z.object({
  documentId: z.string().nullish(),
  handle: z.string(),
  fullpath: z.string().startsWith('/'),
  title: z.string(),
});

/**
 * The terms, privacy, data-protection and shipping pages of this language, found by their handles. A
 * kind without a published page has no link, and the log says where the shop looked, so that an editor
 * or integrator can give a page that handle (or set SHOP_LEGAL_PAGES).
 */
export function getLegalPages(locale: Locale, handles: LegalPageHandles): Promise<LegalPages> {
  if (!isCmsConfigured()) return Promise.resolve({});
  const wanted = [...new Set(Object.values(handles))];
  return cached(`legal:${locale}:${wanted.join(',')}`, async () => {
    const query: Record<string, string | number> = {
      'pagination[pageSize]': wanted.length,
      'fields[0]': 'handle',
      'fields[1]': 'fullpath',
      'fields[2]': 'title',
    };
    wanted.forEach((handle, index) => (query[`filters[handle][$in][${index}]`] = handle));
    const found = list(await cmsGet('pages', locale, query)).data.flatMap((raw) => {
      const page = legalPageSchema.safeParse(raw);
      return page.success
        ? [
            {
              handle: page.data.handle,
              path: page.data.fullpath,
              title: page.data.title,
              documentId: page.data.documentId ?? undefined,
            },
          ]
        : [];
    });
    const { pages, missing } = legalPagesFrom(found, handles);
    for (const kind of missing) {
      logger.warn(
        `legal pages: no published CMS page with handle "${handles[kind]}" in "${locale}", so the ${kind} link is left out; give that page this handle in the CMS, or name its handle in SHOP_LEGAL_PAGES.`,
      );
    }
    // Every page links them: a publish of one of them changes every page.
    const tags = found.flatMap((page) => (page.documentId ? [cmsPageTag(page.documentId)] : []));
    return { pages, tags };
  }).then(({ pages, tags }) => {
    tagPage(...tags);
    return pages;
  });
}

interface ArticlePage {
  articles: BlogArticle[];
  page: number;
  pageCount: number;
  total: number;
}

/** The latest articles, newest first, a page at a time. */
export function getArticles(locale: Locale, page: number, pageSize: number): Promise<ArticlePage> {
  if (!isCmsConfigured()) return Promise.resolve({ articles: [], page: 1, pageCount: 0, total: 0 });
  return cached(`articles:${locale}:${page}:${pageSize}`, async () => {
    const raw = await cmsGet('articles', locale, {
      'sort[0]': 'date:desc',
      'pagination[page]': page,
      'pagination[pageSize]': pageSize,
      'fields[0]': 'title',
      'fields[1]': 'slug',
      'fields[2]': 'description',
      'fields[3]': 'date',
      'populate[image]': 'true',
    });
    const parsed = list(raw);
    const pagination = parsed.meta?.pagination;
    return {
      articles: parsed.data.map((article) => toArticle(article, cmsOrigin())),
      page: pagination?.page ?? page,
      pageCount: pagination?.pageCount ?? 1,
      total: pagination?.total ?? parsed.data.length,
    };
  }).then(tagged(() => [BLOG_TAG]));
}

export function getArticleBySlug(locale: Locale, slug: string): Promise<BlogArticle | undefined> {
  if (!isCmsConfigured()) return Promise.resolve(undefined);
  return draftOr('article', locale, `article:${locale}:${slug}`, async (draft) => {
    const raw = await cmsGet(
      'articles',
      locale,
      {
        'filters[slug][$eq]': slug,
        'pagination[pageSize]': 1,
        'populate[image]': 'true',
        'populate[seo]': 'true',
        'populate[localizations][fields][0]': 'slug',
        'populate[localizations][fields][1]': 'locale',
      },
      { draft },
    );
    const [first] = list(raw).data;
    return first === undefined ? undefined : toArticle(first, cmsOrigin());
  }).then(tagged((article) => [article?.documentId && articleTag(article.documentId)]));
}

/**
 * A read a page cannot do without: a CMS that is down or too slow, with nothing cached, makes the page
 * a 503 saying so instead of a raw 500.
 */
export async function requireContent<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    logger.error({ err: error }, 'content unavailable');
    throw serviceUnavailable('error.503.content');
  }
}
