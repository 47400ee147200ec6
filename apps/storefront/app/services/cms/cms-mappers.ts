import { jsonLdText } from '~/domain/seo';
import type { BlogArticle, CmsPage, Header, NavigationEntry, Seo } from '~/domain/cms/content';
import type { z } from 'zod';
import { articleSchema, headerSchema, navigationItemSchema, pageSchema, type seoSchema } from './cms-schemas';
import { toMedia } from './cms-media';
import { toSection } from './cms-sections';

/** Thrown when the CMS answers something that is not the content model; says what and where. */
class InvalidCmsContentError extends Error {
  override name = 'InvalidCmsContentError';
}

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new InvalidCmsContentError(`${what} does not match the CMS content model: ${parsed.error.message}`);
  return parsed.data;
}

export function toSeo(seo: z.output<typeof seoSchema> | null | undefined): Seo | undefined {
  if (!seo) return undefined;
  return {
    metaTitle: seo.metaTitle ?? undefined,
    metaDescription: seo.metaDescription ?? undefined,
    keywords: seo.keywords ?? undefined,
    metaRobots: seo.metaRobots ?? undefined,
    structuredData: seo.structuredData == null ? undefined : jsonLdText(seo.structuredData),
    metaViewport: seo.metaViewport ?? undefined,
  };
}

export function toPage(raw: unknown, origin: string): CmsPage {
  const page = parse(pageSchema, raw, 'A page');
  return {
    id: page.id,
    documentId: page.documentId ?? undefined,
    fullpath: page.fullpath,
    handle: page.handle ?? '',
    locale: page.locale,
    rank: page.rank ?? 0,
    title: page.title,
    content: (page.content ?? []).map((section) =>
      toSection(section as never, origin, `page ${page.fullpath} (${page.locale})`),
    ),
    seo: toSeo(page.seo),
    template: page.template ?? undefined,
    backgroundImg: toMedia(page.backgroundImg, origin),
    localizations: (page.localizations ?? []).map((l) => ({ locale: l.locale, fullpath: l.fullpath })),
  };
}

export function toHeader(raw: unknown): Header {
  const header = parse(headerSchema, raw, 'The header');
  return {
    documentId: header.documentId ?? undefined,
    message: header.message ?? undefined,
    preheader: (header.preheader ?? []).map((a) => ({
      id: a.id,
      message: a.message,
      startDate: a.startDate ?? undefined,
      endDate: a.endDate ?? undefined,
    })),
  };
}

/** Navigation items as a tree: a page link uses the page's full path, a category link its url_key. */
export function toNavigation(raw: readonly unknown[]): NavigationEntry[] {
  const items = raw.map((item) => parse(navigationItemSchema, item, 'A navigation item'));
  const entries = new Map<string, NavigationEntry & { parentId: string | undefined }>();
  for (const item of items) {
    const url = item.page?.fullpath ?? (item.categoryUrlKey ? `/${item.categoryUrlKey}` : (item.url ?? '/'));
    entries.set(item.documentId, {
      id: item.documentId,
      title: item.title,
      url,
      target: item.target,
      order: item.order ?? 0,
      theme: item.theme ?? 'default',
      children: [],
      parentId: item.parent?.documentId,
    });
  }
  const roots: NavigationEntry[] = [];
  for (const entry of entries.values()) {
    const parent = entry.parentId ? entries.get(entry.parentId) : undefined;
    (parent ? parent.children : roots).push(entry);
  }
  const strip = ({
    parentId: _parentId,
    children,
    ...entry
  }: NavigationEntry & { parentId?: string }): NavigationEntry => ({
    ...entry,
    children: children.map(strip),
  });
  return roots.map(strip);
}

export function toArticle(raw: unknown, origin: string): BlogArticle {
  const article = parse(articleSchema, raw, 'A blog article');
  return {
    id: article.id,
    documentId: article.documentId ?? undefined,
    title: article.title,
    description: article.description ?? '',
    intro: article.intro ?? '',
    content: article.content,
    slug: article.slug,
    date: article.date,
    image: toMedia(article.image, origin),
    seo: toSeo(article.seo),
    localizations: (article.localizations ?? []).map((l) => ({ locale: l.locale, slug: l.slug })),
  };
}
