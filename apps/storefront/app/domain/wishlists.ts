import type { LineProduct } from './cart-line-product';
import { lineDisplay } from './cart-line-product';
import type { ReorderPlan } from './reorder';

/** A line of a wishlist (shopinvader_api_wishlist's `WishlistLine`): a product and how many. */
export interface WishlistLine {
  productId: number;
  quantity: number;
}

/** A named list of products of the customer (the module's `Wishlist`, a product set in Odoo). */
export interface Wishlist {
  id: number;
  name: string;
  lines: WishlistLine[];
}

/** The largest quantity a line keeps: a business order's, not a typing slip's. */
export const WISHLIST_QUANTITY_MAX = 100_000;

/** The longest name the module takes (its `name` is Odoo's Char; the demo ERP checks 256). */
export const WISHLIST_NAME_MAX = 256;

/** The name of a list, or the message id of why it is not one. */
export function readWishlistName(value: unknown): { name: string } | { error: string } {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return { error: 'wishlist.errors.name_required' };
  if (name.length > WISHLIST_NAME_MAX) return { error: 'wishlist.errors.name_too_long' };
  return { name };
}

/** The id of the product page's heart: its form comes back to it, the next Tab after it. */
export const HEART_ANCHOR = 'wishlist';

/** The list the product page's heart fills: the customer's first (the ERP lists them as created). */
export function defaultWishlist(lists: readonly Wishlist[]): Wishlist | undefined {
  return lists[0];
}

/** Whether the product is in the default list. */
export function inDefaultWishlist(lists: readonly Wishlist[], productId: number): boolean {
  return defaultWishlist(lists)?.lines.some((line) => line.productId === productId) ?? false;
}

/**
 * What putting list lines into the cart will do, as "order again" does with an order's lines
 * (domain/reorder.ts): each line the catalogue still sells, at its quantity (a business customer's list
 * is the template of an order: its quantities are those ordered), the others named as no longer sold.
 */
export function planWishlistToCart(
  lines: readonly WishlistLine[],
  products: ReadonlyMap<number, LineProduct | null>,
  unknownName: string,
): ReorderPlan {
  const plan: ReorderPlan = { items: [], notSold: [] };
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const product = products.get(line.productId) ?? undefined;
    const { name } = lineDisplay(unknownName, product);
    if (product) plan.items.push({ productId: line.productId, qty: line.quantity, options: null, name });
    else plan.notSold.push(name);
  }
  return plan;
}

/** A change the customer asks of their lists, read from a form (routes/account/history.tsx). */
export type WishlistChange =
  | { intent: 'create'; name: string }
  | { intent: 'rename'; listId: number; name: string }
  | { intent: 'delete'; listId: number }
  | { intent: 'remove-line'; listId: number; productId: number }
  | { intent: 'set-quantity'; listId: number; productId: number; quantity: number }
  | { intent: 'heart-add'; productId: number; back: string }
  | { intent: 'heart-remove'; productId: number; back: string };

const idOf = (value: FormDataEntryValue | null) => {
  const text = typeof value === 'string' ? value : '';
  return /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/** A line's quantity as typed: a whole number from 1 up. */
function quantityOf(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= WISHLIST_QUANTITY_MAX ? quantity : undefined;
}

/** The change a wishlist form asks for, or the message id of what is wrong with it. */
export function readWishlistChange(form: FormData): WishlistChange | { error: string } {
  const intent = form.get('intent');
  const listId = idOf(form.get('list'));
  const productId = idOf(form.get('product'));
  const back = form.get('back');
  switch (intent) {
    case 'create': {
      const read = readWishlistName(form.get('name'));
      return 'error' in read ? read : { intent, name: read.name };
    }
    case 'rename': {
      const read = readWishlistName(form.get('name'));
      if ('error' in read) return read;
      return listId ? { intent, listId, name: read.name } : { error: 'wishlist.errors.bad_request' };
    }
    case 'delete':
      return listId ? { intent, listId } : { error: 'wishlist.errors.bad_request' };
    case 'remove-line':
      return listId && productId ? { intent, listId, productId } : { error: 'wishlist.errors.bad_request' };
    case 'set-quantity': {
      if (!listId || !productId) return { error: 'wishlist.errors.bad_request' };
      const quantity = quantityOf(form.get('quantity'));
      return quantity ? { intent, listId, productId, quantity } : { error: 'wishlist.errors.quantity' };
    }
    case 'heart-add':
    case 'heart-remove':
      return productId && typeof back === 'string'
        ? { intent, productId, back }
        : { error: 'wishlist.errors.bad_request' };
    default:
      return { error: 'wishlist.errors.bad_request' };
  }
}
