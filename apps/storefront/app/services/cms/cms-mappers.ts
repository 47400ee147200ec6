import { blocksText } from '~/domain/cms/blocks';
import { jsonLdText } from '~/domain/seo';
import type {
  BlogArticle,
  Card,
  CmsPage,
  Cta,
  Header,
  ImageBanner,
  NavigationEntry,
  Section,
  Seo,
} from '~/domain/cms/content';
import type { MediaFormatName, MediaImage } from '~/domain/cms/media';
import type { z } from 'zod';
import {
  articleSchema,
  type bannerSchema,
  type cardSchema,
  type ctaSchema,
  headerSchema,
  type MediaJson,
  navigationItemSchema,
  pageSchema,
  sectionSchemas,
  type seoSchema,
} from './cms-schemas';
import { logger } from '../observability/logger.server';

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

/** Media URLs of a local Strapi provider are relative to the CMS's origin. */
function absolute(url: string, cmsOrigin: string): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, cmsOrigin).href;
}

function toMedia(json: MediaJson | null | undefined, cmsOrigin: string): MediaImage | undefined {
  if (!json) return undefined;
  const formats: MediaImage['formats'] = {};
  for (const [name, format] of Object.entries(json.formats ?? {})) {
    formats[name as MediaFormatName] = { ...format, url: absolute(format.url, cmsOrigin) };
  }
  return {
    url: absolute(json.url, cmsOrigin),
    alternativeText: json.alternativeText ?? '',
    caption: json.caption ?? undefined,
    width: json.width ?? undefined,
    height: json.height ?? undefined,
    name: json.name,
    hash: json.hash,
    ext: json.ext,
    mime: json.mime,
    path: json.path ?? undefined,
    size: json.size,
    formats,
    previewUrl: json.previewUrl ?? undefined,
    provider: json.provider,
    providerMetadata: json.provider_metadata,
  };
}

const toCta = (cta: z.output<typeof ctaSchema> | null | undefined): Cta | undefined =>
  cta ? { label: cta.label, link: cta.link, theme: cta.theme, target: cta.target ?? undefined } : undefined;

function toBanner(banner: z.output<typeof bannerSchema>, origin: string): ImageBanner {
  return {
    title: banner.title ?? undefined,
    content: banner.content,
    link: banner.link ?? undefined,
    defaultImage: toMedia(banner.defaultImage, origin),
    mobileImage: toMedia(banner.mobileImage, origin),
  };
}

const toCard = (card: z.output<typeof cardSchema>, origin: string): Card => ({
  title: card.title,
  content: card.content,
  image: toMedia(card.image, origin),
  cta: toCta(card.cta),
  style: card.style,
});

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

/**
 * A section of a page's dynamic zone; an unknown or malformed one becomes a generic block, and the logs
 * say so (docs/product/screens.md#cms-sections) here, once each time the page is read from the CMS, not at each of its renders.
 */
export function toSection(
  raw: { __component: string } & Record<string, unknown>,
  origin: string,
  where?: string,
): Section {
  const schema = sectionSchemas[raw.__component as keyof typeof sectionSchemas];
  const parsed = schema?.safeParse(raw);
  if (!parsed?.success) {
    // A known type that does not parse is a content-model drift worth seeing in the logs.
    if (parsed)
      logger.warn(
        { component: raw.__component, problem: parsed.error.message, where },
        'cms: a section does not match its model',
      );
    else
      logger.warn(
        { component: raw.__component, where },
        'cms: unknown section type, shown as a generic block',
      );
    const title = typeof raw.title === 'string' ? raw.title : undefined;
    const text =
      typeof raw.caption === 'string'
        ? raw.caption
        : Array.isArray(raw.content)
          ? blocksText(raw.content as never)
          : undefined;
    return { kind: 'unknown', component: raw.__component, title, text };
  }
  const s = parsed.data;
  switch (s.__component) {
    case 'section.hero':
      return {
        kind: 'hero',
        title: s.title,
        content: s.content,
        image: toMedia(s.image, origin),
        cta: toCta(s.cta),
      };
    case 'section.image-banner':
      return { kind: 'image-banner', ...toBanner(s, origin) };
    case 'section.text-and-image':
      return {
        kind: 'text-and-image',
        title: s.title,
        content: s.content,
        image: s.image ? toBanner(s.image, origin) : undefined,
        cta: toCta(s.cta),
        reverse: Boolean(s.reverse),
      };
    case 'section.cards':
      return { kind: 'cards', title: s.title, cards: s.cards.map((card) => toCard(card, origin)) };
    case 'section.multiple-cards':
      return {
        kind: 'multiple-cards',
        title: s.title,
        intro: s.intro,
        columns: s.columns ?? 3,
        cards: s.cards.map((card) => toCard(card, origin)),
      };
    case 'section.cta-button':
      return {
        kind: 'cta-button',
        label: s.label,
        link: s.link,
        theme: s.theme,
        target: s.target ?? '_self',
        alignment: s.alignment,
      };
    case 'section.products':
      return { kind: 'products', title: s.title, skus: s.products.map((p) => p.SKU) };
    case 'section.carousel':
      return {
        kind: 'carousel',
        slides: s.slide.map((slide) => toBanner(slide, origin)),
        autoplay: Boolean(s.autoplay),
        interval: s.interval ?? 6000,
      };
    case 'section.text':
      return { kind: 'text', title: s.title ?? '', content: s.content, alignment: s.alignment };
    case 'section.features':
      return {
        kind: 'features',
        title: s.title,
        features: s.features.map((f) => ({
          icon: toMedia(f.icon, origin),
          title: f.title,
          description: f.description,
          link: f.link ?? undefined,
        })),
      };
    case 'section.categories-list':
      return { kind: 'categories-list', title: s.title, urlKeys: s.categories.map((c) => c.urlKey) };
    case 'section.blog-list':
      return { kind: 'blog-list', title: s.title, count: s.count };
    case 'section.testimonials':
      return {
        kind: 'testimonials',
        title: s.title,
        testimonials: s.testimonials.map((t) => ({
          quote: t.quote,
          author: t.author,
          role: t.role,
          rating: t.rating,
          avatar: toMedia(t.avatar, origin),
        })),
      };
    case 'section.resellers-map':
      return {
        kind: 'resellers-map',
        title: s.title,
        intro: s.intro,
        showTherapists: s.showTherapists ?? true,
        showB2B: s.showB2B ?? true,
        latitude: s.latitude ?? undefined,
        longitude: s.longitude ?? undefined,
        zoom: s.zoom ?? undefined,
      };
  }
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
