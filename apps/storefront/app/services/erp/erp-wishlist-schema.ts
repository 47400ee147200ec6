import type { Wishlist } from '~/domain/wishlists';
import { z } from '~/services/browser-zod';
import { readEach } from '../cart/read-each';

/** shopinvader_api_wishlist's `WishlistLine`; a line without a product is left out. */
const lineSchema = z
  .object({ product_id: z.number(), quantity: z.number().catch(1) })
  .transform((line) => ({ productId: line.product_id, quantity: line.quantity }));

/** The module's `Wishlist`; a list without an id is left out, an odd name or line costs only that. */
const wishlistSchema = z
  .object({ id: z.number(), name: z.string().catch(''), lines: z.array(z.unknown()).catch([]) })
  .transform((list): Wishlist => ({ id: list.id, name: list.name, lines: readEach(list.lines, lineSchema) }));

const page = z.object({ items: z.array(z.unknown()).catch([]) }).catch({ items: [] });

/** A page of `GET wishlists`, in the ERP's order. */
export function parseErpWishlists(raw: unknown): Wishlist[] {
  return readEach(page.parse(raw ?? {}).items, wishlistSchema);
}
