import { blocksText } from '~/domain/cms/blocks';
import type { Section } from '~/domain/cms/content';
import { sectionSchemas } from './cms-schemas';
import { toBanner, toCard, toCta, toMedia } from './cms-media';
import { logger } from '../observability/logger.server';

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
