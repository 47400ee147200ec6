/** Square image sizes Odoo's Shopinvader app creates, in pixels. */
export const IMAGE_SIZES = { small: 60, medium: 300, large: 600, xlarge: 1000 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export type ImageOwner = 'products' | 'categories';

/**
 * Templates shown in several pictures, and how many: the first is the whole product, the others close
 * views of it (product-image.ts VIEWS), as a shop photographs a bottle from near. The others have one.
 */
export const PICTURE_COUNTS: ReadonlyMap<number, number> = new Map([
  [1, 4],
  [2, 3],
  [24, 3],
  [63, 2],
]);

/** Public path of a generated image; served by src/search/media/media-routes.ts. View 1 is the whole product. */
function imagePath(owner: ImageOwner, id: number, size: ImageSize, view = 1): string {
  return `/media/catalogue/${owner}/${id}/${size}${view > 1 ? `-${view}` : ''}.svg`;
}

export interface ImageEntry {
  sequence: number;
  src: string;
  alt: string;
  tag: string;
}

/** One image set as in a Shopinvader document: size key → {sequence, src, alt, tag}. */
export function imageSet(
  baseUrl: string,
  owner: ImageOwner,
  id: number,
  alt: string,
  view = 1,
): Record<ImageSize, ImageEntry> {
  const entries = (Object.keys(IMAGE_SIZES) as ImageSize[]).map(
    (size) =>
      [size, { sequence: view - 1, src: baseUrl + imagePath(owner, id, size, view), alt, tag: '' }] as const,
  );
  return Object.fromEntries(entries) as Record<ImageSize, ImageEntry>;
}

/** A product's image sets, one per picture, as Shopinvader's image exporter lists them. */
export function productImageSets(baseUrl: string, templateId: number, alt: string) {
  const count = PICTURE_COUNTS.get(templateId) ?? 1;
  return Array.from({ length: count }, (_, index) =>
    imageSet(baseUrl, 'products', templateId, alt, index + 1),
  );
}
