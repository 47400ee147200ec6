import { defaultWishlist, type WishlistChange } from '~/domain/wishlists';
import type { Locale } from '~/i18n/locales';
import { callErp } from './erp-client.server';
import { parseErpWishlists } from './erp-wishlist-schema';

/**
 * Makes the change on the customer's lists, behind their ERP session cookie (shopinvader_api_wishlist,
 * routers/wishlists.py in the released wheel). The heart adds to the first list, created under
 * `defaultName` when there is none, and removes from it. Throws the ERP's ErpError: 401 when nobody is
 * signed in, 404 for a list or line that is not the customer's.
 */
export async function changeWishlists(
  change: WishlistChange,
  { locale, cookie, defaultName }: { locale: Locale; cookie: string | null; defaultName: string },
): Promise<void> {
  const post = (path: string, body: unknown) => callErp(path, { locale, cookie, method: 'POST', body });
  switch (change.intent) {
    case 'create':
      await post('wishlists/create', { name: change.name });
      return;
    case 'rename':
      await post(`wishlists/${change.listId}/update`, { name: change.name });
      return;
    case 'delete':
      await callErp(`wishlists/${change.listId}`, { locale, cookie, method: 'DELETE' });
      return;
    case 'remove-line':
      await post(`wishlists/${change.listId}/delete_item`, { product_id: change.productId });
      return;
    case 'set-quantity':
      await post(`wishlists/${change.listId}/update_item`, {
        product_id: change.productId,
        quantity: change.quantity,
      });
      return;
    case 'heart-add':
    case 'heart-remove': {
      const first = defaultWishlist(parseErpWishlists(await callErp('wishlists', { locale, cookie })));
      const listed = first?.lines.some((line) => line.productId === change.productId) ?? false;
      if (change.intent === 'heart-remove') {
        if (first && listed)
          await post(`wishlists/${first.id}/delete_item`, { product_id: change.productId });
        return;
      }
      if (listed) return;
      const line = { product_id: change.productId, quantity: 1 };
      if (first) await post(`wishlists/${first.id}/add_item`, line);
      else await post('wishlists/create', { name: defaultName, lines: [line] });
    }
  }
}
