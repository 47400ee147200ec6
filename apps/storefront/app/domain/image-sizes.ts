// The server configuration imports this file with Node itself: no path aliases, no packages.
import { parseJsonObject } from './json-object.ts';

/**
 * The picture sizes the storefront shows: a thumbnail (cart lines, autocomplete), a card, a product
 * page's picture and its zoom. The index names its sizes as the shop configured them in Odoo
 * (`se.thumbnail.size` keys: 16.0's demo has small, medium and large; 18.0's wizard adds xlarge).
 */
export const IMAGE_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
type ImageSize = (typeof IMAGE_SIZES)[number];

/** For each size the storefront shows, the key of the index's image object that holds it. */
export type ImageSizeKeys = Readonly<Record<ImageSize, string>>;

export const DEFAULT_IMAGE_SIZE_KEYS: ImageSizeKeys = {
  small: 'small',
  medium: 'medium',
  large: 'large',
  xlarge: 'xlarge',
};

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * SHOP_SEARCH_IMAGE_SIZES: a JSON object naming the index's key for some sizes, e.g.
 * `{"small":"thumb","medium":"card","large":"detail","xlarge":"detail"}`; the others keep their name.
 */
export function parseImageSizeKeys(json: string | undefined): ImageSizeKeys {
  if (!json?.trim()) return DEFAULT_IMAGE_SIZE_KEYS;
  const raw = parseJsonObject(json);
  const keys: Record<string, string> = { ...DEFAULT_IMAGE_SIZE_KEYS };
  for (const [size, key] of Object.entries(raw)) {
    if (!(IMAGE_SIZES as readonly string[]).includes(size))
      throw new Error(`"${size}" is not one of ${IMAGE_SIZES.join(', ')}`);
    if (typeof key !== 'string' || !KEY.test(key))
      throw new Error(`the key of "${size}" must be a size name such as "medium"`);
    keys[size] = key;
  }
  return keys as ImageSizeKeys;
}
