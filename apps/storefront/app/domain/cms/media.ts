/** A CMS picture (docs/product/entities.md#media-image) with absolute URLs. */
interface MediaFormat {
  url: string;
  width: number;
  height: number;
}

export type MediaFormatName = 'thumbnail' | 'small' | 'medium' | 'large' | 'xlarge';

export interface MediaImage {
  url: string;
  alternativeText: string;
  caption: string | undefined;
  width: number | undefined;
  height: number | undefined;
  formats: Partial<Record<MediaFormatName, MediaFormat>>;
  // Strapi's file fields (docs/product/entities.md#media-image), read from the CMS: no page shows them, and a page's data goes
  // without them (withShownMedia).
  name?: string;
  hash?: string;
  ext?: string;
  mime?: string;
  path?: string;
  size?: number;
  previewUrl?: string;
  provider?: string;
  providerMetadata?: unknown;
}

/** What a page shows of a picture: its addresses, sizes and texts. */
export function shownMedia({
  url,
  alternativeText,
  caption,
  width,
  height,
  formats,
}: MediaImage): MediaImage {
  return { url, alternativeText, caption, width, height, formats };
}

function isMediaImage(value: object): value is MediaImage {
  return (
    'formats' in value && 'alternativeText' in value && typeof (value as { url?: unknown }).url === 'string'
  );
}

const shown = new WeakMap<object, unknown>();

/**
 * CMS content as a page's data carries it: each picture in it, at any depth, as shown (shownMedia);
 * Strapi's file fields were about a quarter of a home page's pictures in its HTML and hydration data.
 * Once per content object: the data caches keep the same objects while the content is.
 */
export function withShownMedia<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const known = shown.get(value);
  if (known !== undefined) return known as T;
  const result = Array.isArray(value)
    ? value.map(withShownMedia)
    : isMediaImage(value)
      ? shownMedia(value)
      : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withShownMedia(inner)]));
  shown.set(value, result);
  return result as T;
}

const srcSets = new WeakMap<MediaImage, string>();

/**
 * A responsive srcset over the picture's formats and its original, narrowest first; once per picture
 * object, which a page's data keeps while its content is (withShownMedia).
 */
export function srcSet(image: MediaImage): string {
  let set = srcSets.get(image);
  if (set !== undefined) return set;
  const candidates = Object.values(image.formats).filter((format): format is MediaFormat => Boolean(format));
  if (image.width) candidates.push({ url: image.url, width: image.width, height: image.height ?? 0 });
  set = [...new Map(candidates.map((c) => [c.width, c])).values()]
    .sort((a, b) => a.width - b.width)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
  srcSets.set(image, set);
  return set;
}
