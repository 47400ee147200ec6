import { stripTags, type Product } from './catalog';

/** What search engines and link previews show of a catalogue page (docs/product/entities.md#product). */

/** Meta descriptions are at most 255 characters (docs/product/entities.md#product, docs/product/constants.md#defaults). */
export const META_DESCRIPTION_MAX = 255;

/** The page title of a product: its SEO title, else its name (docs/product/entities.md#product). */
export function productSeoTitle(product: Pick<Product, 'seoTitle' | 'name'>): string {
  return product.seoTitle || product.name;
}

/**
 * The meta description (docs/product/entities.md#product): the one given, else the title, short description and description
 * with tags stripped, in at most 255 characters.
 */
export function metaDescription(entity: {
  metaDescription?: string;
  title: string;
  shortDescription?: string;
  description?: string;
}): string {
  const text = entity.metaDescription?.trim()
    ? stripTags(entity.metaDescription)
    : [entity.title, stripTags(entity.shortDescription), stripTags(entity.description)]
        .filter(Boolean)
        .join(' ');
  return text.length <= META_DESCRIPTION_MAX ? text : text.slice(0, META_DESCRIPTION_MAX);
}
