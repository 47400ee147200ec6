import { inDefaultWishlist } from '~/domain/wishlists';
import type { Locale } from '~/i18n/locales';
import { parseErpWishlists } from '~/services/erp/erp-wishlist-schema';
import { sessionStore } from '~/services/session/session';

/**
 * Whether the signed-in customer's default list holds the product (`GET wishlists`, its first list):
 * loaded by the product page's heart once the page has hydrated, never with the page.
 */
export async function isInDefaultWishlist(locale: Locale, productId: number): Promise<boolean> {
  const raw = await sessionStore.erp(locale).get<unknown>('wishlists', { page: 1, page_size: 1 });
  return inDefaultWishlist(parseErpWishlists(raw), productId);
}
