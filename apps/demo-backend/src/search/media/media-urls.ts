/** Square image sizes Odoo's Shopinvader app creates, in pixels. */
export const IMAGE_SIZES = { small: 60, medium: 300, large: 600, xlarge: 1000 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export type ImageOwner = 'products' | 'categories';

/** Public path of a generated image; served by src/search/media/media-routes.ts. */
export function imagePath(owner: ImageOwner, id: number, size: ImageSize): string {
  return `/media/catalogue/${owner}/${id}/${size}.svg`;
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
): Record<ImageSize, ImageEntry> {
  const entries = (Object.keys(IMAGE_SIZES) as ImageSize[]).map(
    (size) => [size, { sequence: 0, src: baseUrl + imagePath(owner, id, size), alt, tag: '' }] as const,
  );
  return Object.fromEntries(entries) as Record<ImageSize, ImageEntry>;
}
