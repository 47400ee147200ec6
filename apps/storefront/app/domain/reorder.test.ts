import { describe, expect, it } from 'vitest';
import type { LineProduct } from './cart-line-product';
import { mergeCart } from './cart-merge';
import { erpCart, erpLine } from './cart-test-kit';
import { planReorder, reorderOutcome } from './reorder';

const product = (id: number, name: string): LineProduct => ({
  id,
  name,
  variant: '',
  image: null,
  path: `/p/${id}`,
  prices: {},
});

describe('planReorder', () => {
  it('takes the product lines the catalogue still has, at their quantity, and names the others', () => {
    const lines = [
      erpLine(1, 2, { name: '[LAV] Lavande' }),
      erpLine(2, 1, { name: '[OLD] Ancienne huile' }),
      erpLine(3, 1, { name: '[GONE] Disparu' }),
      erpLine(9001, 1, { kind: 'delivery', name: 'Livraison' }),
      erpLine(9002, 1, { kind: 'reward', name: 'Remise' }),
      erpLine(0, 0, { kind: 'section', product_id: null, name: 'Section' }),
    ];
    const products = new Map([
      [1, product(1, 'Lavender')],
      [2, null],
    ]);
    expect(planReorder(lines, products)).toEqual({
      items: [{ productId: 1, qty: 2, options: null, name: 'Lavender' }],
      notSold: ['Ancienne huile', 'Disparu'],
    });
  });

  it('keeps the options of a line', () => {
    const lines = [erpLine(1, 1, { options: { engraving: 'JD' } })];
    expect(planReorder(lines, new Map([[1, product(1, 'Lavender')]])).items[0]?.options).toEqual({
      engraving: 'JD',
    });
  });
});

describe('reorderOutcome', () => {
  const items = [
    { productId: 1, qty: 2, options: null, name: 'Lavender' },
    { productId: 2, qty: 3, options: null, name: 'Tea tree' },
  ];

  it('says added the items whose line grew by their quantity, on top of what the cart held', () => {
    const before = mergeCart(erpCart('u', [erpLine(1, 1)]), []).lines;
    const after = erpCart('u', [erpLine(1, 3), erpLine(2, 3)]);
    expect(reorderOutcome(items, before, after)).toEqual({ added: ['Lavender', 'Tea tree'], refused: [] });
  });

  it('says refused an item the ERP left out or cut', () => {
    const after = erpCart('u', [erpLine(1, 2), erpLine(2, 1)]);
    expect(reorderOutcome(items, [], after)).toEqual({ added: ['Lavender'], refused: ['Tea tree'] });
    expect(reorderOutcome(items, [], null)).toEqual({ added: [], refused: ['Lavender', 'Tea tree'] });
  });
});
