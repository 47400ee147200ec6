import type { Block } from './blocks';
import type { ImageBanner, Section } from './content';

const has = (text: string | undefined) => Boolean(text?.trim());
const hasBlocks = (blocks: readonly Block[]) => blocks.length > 0;
const bannerHasContent = (banner: ImageBanner) =>
  banner.defaultImage !== undefined || has(banner.title) || hasBlocks(banner.content);

/**
 * Whether a section has anything to show. An editor's half-filled section (a gallery without pictures,
 * a carousel without slides, a list without entries) renders nothing rather than an empty frame.
 * Sections filled from the catalogue or the blog also hide when their reads come back empty.
 */
export function sectionHasContent(section: Section): boolean {
  switch (section.kind) {
    case 'hero':
      return has(section.title) || hasBlocks(section.content) || section.image !== undefined;
    case 'image-banner':
      return bannerHasContent(section);
    case 'text-and-image':
      return has(section.title) || hasBlocks(section.content) || section.image !== undefined;
    case 'cards':
    case 'multiple-cards':
      return section.cards.length > 0;
    case 'cta-button':
      return has(section.label) && has(section.link);
    case 'products':
      return section.skus.length > 0;
    case 'carousel':
      return section.slides.some(bannerHasContent);
    case 'text':
      return has(section.title) || hasBlocks(section.content);
    case 'features':
      return section.features.length > 0;
    case 'categories-list':
      return section.urlKeys.length > 0;
    case 'blog-list':
      return section.count > 0;
    case 'testimonials':
      return section.testimonials.length > 0;
    case 'resellers-map':
      return true;
    case 'unknown':
      return has(section.title) || has(section.text);
  }
}
