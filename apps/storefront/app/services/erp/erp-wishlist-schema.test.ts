import { describe, expect, it } from 'vitest';
import { parseErpWishlists } from './erp-wishlist-schema';

describe('GET wishlists, read', () => {
  it('keeps each list with its lines, in the ERP’s order', () => {
    const raw = {
      count: 2,
      items: [
        {
          id: 3,
          name: 'Restock',
          ref: null,
          typology: 'wishlist',
          partner: { id: 1, name: 'Ann' },
          lines: [{ id: 1, sequence: 0, product_id: 12, quantity: 4 }],
        },
        { id: 1, name: 'Gifts', lines: [] },
      ],
    };
    expect(parseErpWishlists(raw)).toEqual([
      { id: 3, name: 'Restock', lines: [{ productId: 12, quantity: 4 }] },
      { id: 1, name: 'Gifts', lines: [] },
    ]);
  });

  it('leaves out a list without id and a line without product; an odd value costs only itself', () => {
    const raw = {
      items: [
        { name: 'No id', lines: [] },
        { id: 2, name: false, lines: [{ product_id: 'x' }, { product_id: 9, quantity: 'many' }] },
      ],
    };
    expect(parseErpWishlists(raw)).toEqual([{ id: 2, name: '', lines: [{ productId: 9, quantity: 1 }] }]);
    expect(parseErpWishlists(null)).toEqual([]);
    expect(parseErpWishlists({ items: 'none' })).toEqual([]);
  });
});
