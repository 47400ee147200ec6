import { describe, expect, it } from 'vitest';
import type { LineProduct } from './cart-line-product';
import {
  inDefaultWishlist,
  planWishlistToCart,
  readWishlistChange,
  readWishlistName,
  type Wishlist,
  WISHLIST_NAME_MAX,
} from './wishlists';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const list = (id: number, productIds: number[]): Wishlist => ({
  id,
  name: `List ${id}`,
  lines: productIds.map((productId) => ({ productId, quantity: 2 })),
});

describe('a wishlist name', () => {
  it('is trimmed, and required', () => {
    expect(readWishlistName('  Weekly restock ')).toEqual({ name: 'Weekly restock' });
    expect(readWishlistName('   ')).toEqual({ error: 'wishlist.errors.name_required' });
    expect(readWishlistName(null)).toEqual({ error: 'wishlist.errors.name_required' });
  });

  it('takes at most the module’s length', () => {
    expect(readWishlistName('a'.repeat(WISHLIST_NAME_MAX))).toEqual({ name: 'a'.repeat(WISHLIST_NAME_MAX) });
    expect(readWishlistName('a'.repeat(WISHLIST_NAME_MAX + 1))).toEqual({
      error: 'wishlist.errors.name_too_long',
    });
  });
});

describe('a wishlist form', () => {
  it('reads each change with its ids', () => {
    expect(readWishlistChange(form({ intent: 'create', name: 'Gifts' }))).toEqual({
      intent: 'create',
      name: 'Gifts',
    });
    expect(readWishlistChange(form({ intent: 'rename', list: '4', name: 'Shop' }))).toEqual({
      intent: 'rename',
      listId: 4,
      name: 'Shop',
    });
    expect(readWishlistChange(form({ intent: 'delete', list: '4' }))).toEqual({
      intent: 'delete',
      listId: 4,
    });
    expect(readWishlistChange(form({ intent: 'remove-line', list: '4', product: '9' }))).toEqual({
      intent: 'remove-line',
      listId: 4,
      productId: 9,
    });
    expect(
      readWishlistChange(form({ intent: 'set-quantity', list: '4', product: '9', quantity: ' 12 ' })),
    ).toEqual({
      intent: 'set-quantity',
      listId: 4,
      productId: 9,
      quantity: 12,
    });
    expect(readWishlistChange(form({ intent: 'heart-add', product: '9', back: '/en/oil' }))).toEqual({
      intent: 'heart-add',
      productId: 9,
      back: '/en/oil',
    });
  });

  it('refuses an unknown intent, a missing or odd id and a bad name', () => {
    for (const fields of [
      { intent: 'drop-table' } as Record<string, string>,
      {},
      { intent: 'delete', list: 'abc' },
      { intent: 'delete', list: '0' },
      { intent: 'delete', list: '-3' },
      { intent: 'remove-line', list: '4' },
      { intent: 'heart-add', product: '9' },
      { intent: 'rename', name: 'No list' },
    ])
      expect(readWishlistChange(form(fields)), JSON.stringify(fields)).toEqual({
        error: 'wishlist.errors.bad_request',
      });
    for (const quantity of ['0', '-1', '1.5', 'a lot', '', '100001'])
      expect(
        readWishlistChange(form({ intent: 'set-quantity', list: '4', product: '9', quantity })),
        quantity,
      ).toEqual({
        error: 'wishlist.errors.quantity',
      });
    expect(readWishlistChange(form({ intent: 'rename', list: '4', name: ' ' }))).toEqual({
      error: 'wishlist.errors.name_required',
    });
  });
});

describe('the heart’s list', () => {
  it('is the first: a product only in another list is not in it', () => {
    expect(inDefaultWishlist([list(1, [5]), list(2, [7])], 5)).toBe(true);
    expect(inDefaultWishlist([list(1, [5]), list(2, [7])], 7)).toBe(false);
    expect(inDefaultWishlist([], 5)).toBe(false);
  });
});

describe('a list into the cart', () => {
  const product = (id: number, name: string): LineProduct => ({
    id,
    name,
    variant: '',
    image: null,
    path: `/p${id}`,
    prices: {},
  });

  it('takes each line the catalogue sells at its quantity, and names the others', () => {
    const products = new Map<number, LineProduct | null>([
      [5, product(5, 'Lavender oil')],
      [7, null],
    ]);
    const lines = [
      { productId: 5, quantity: 3 },
      { productId: 7, quantity: 1 },
      { productId: 8, quantity: 0 },
    ];
    expect(planWishlistToCart(lines, products, 'Gone')).toEqual({
      items: [{ productId: 5, qty: 3, options: null, name: 'Lavender oil' }],
      notSold: ['Gone'],
    });
  });
});
