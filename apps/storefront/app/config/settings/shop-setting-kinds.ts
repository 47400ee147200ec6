// The production server imports this file before the build, with Node itself: relative paths only.
import { isValidTagManagerId } from '../../domain/tag-manager-id.ts';
import { refuse, setting } from './setting-kinds.ts';

/** The storefront's own kinds of settings, beside the generic ones of setting-kinds.ts. */

/** An Odoo record id, kept as the text that keys it in the index's JSON. */
export function pricelistId() {
  return setting((raw) => {
    const value = raw?.trim();
    if (!value) return undefined;
    if (!/^[1-9]\d*$/.test(value))
      refuse(`{name} must be an Odoo pricelist id (a whole number), got '${value}'.`);
    return value;
  }).meta({ fallback: 'none' });
}

export function redisUrl() {
  return setting((raw) => {
    const value = raw?.trim();
    if (!value) return undefined;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      // Refused below.
    }
    if (url?.protocol === 'redis:' || url?.protocol === 'rediss:') return url;
    return refuse(`{name} must be a redis:// or rediss:// URL, got '${value}'.`);
  }).meta({ fallback: 'none' });
}

/**
 * An invalid tag-manager id is refused with a logged error (server/main.ts logs `ignored`); the shop runs
 * without it (docs/product/validation.md#tag-manager-id).
 */
export function tagManagerId() {
  return setting((raw): { id?: string; ignored?: string } => {
    const id = raw?.trim();
    if (!id) return {};
    if (isValidTagManagerId(id)) return { id };
    return {
      ignored: `SHOP_TAG_MANAGER_ID '${id}' is refused: it must be GTM- or G- followed by upper-case letters or digits.`,
    };
  }).meta({ fallback: 'none' });
}
