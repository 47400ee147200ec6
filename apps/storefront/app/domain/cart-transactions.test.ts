import { describe, expect, it } from 'vitest';
import {
  deleteDelta,
  newTransaction,
  parseProductId,
  toErpTransaction,
  updateDelta,
  validateAdd,
} from './cart-transactions';

describe('docs/product/validation.md#cart-changes: an add needs a product id and a numeric quantity, 1 by default', () => {
  it.each([
    ['a number id, no quantity', [7], { productId: 7, qty: 1 }],
    ['a numeric string id and quantity (a link)', ['7', '3'], { productId: 7, qty: 3 }],
    ['a null quantity', [7, null], { productId: 7, qty: 1 }],
    [
      'options kept when not empty',
      [7, 2, { engraving: 'A' }],
      { productId: 7, qty: 2, options: { engraving: 'A' } },
    ],
    ['empty options dropped', [7, 2, {}], { productId: 7, qty: 2 }],
  ] as const)('accepts %s', (_name, args, expected) => {
    expect(validateAdd(...(args as unknown as Parameters<typeof validateAdd>))).toEqual(expected);
  });

  it.each([
    ['no product id', [undefined]],
    ['a product id that is not a number', ['lavender']],
    ['a zero or negative id', [0]],
    ['a fractional id', [1.5]],
    ['a quantity that is not a number', [7, 'two']],
    ['an empty quantity string', [7, '']],
    ['an infinite quantity', [7, Infinity]],
    ['a zero quantity', [7, 0]],
    ['a negative quantity', [7, -1]],
  ] as const)('refuses %s', (_name, args) => {
    expect(validateAdd(...(args as unknown as Parameters<typeof validateAdd>))).toBeUndefined();
  });

  it('reads product ids from text the way a link gives them', () => {
    expect(parseProductId(' 12 ')).toBe(12);
    expect(parseProductId('12abc')).toBeUndefined();
  });
});

describe('docs/product/validation.md#cart-changes: update sends the difference, delete sends minus the quantity', () => {
  it.each([
    [2, 5, 3],
    [5, 2, -3],
    [3, 3, 0],
    [3, -4, -3],
    [0.1, 0.3, 0.2],
  ])('from %d to %d sends %d', (current, wanted, delta) => {
    expect(updateDelta(current, wanted)).toBe(delta);
  });

  it('delete sends minus the line quantity', () => {
    expect(deleteDelta(4)).toBe(-4);
  });
});

describe('docs/product/entities.md#cart-transaction: transactions carry options only when there are some', () => {
  it('stores and sends options only when not empty', () => {
    expect(newTransaction('u1', 3, 1, {})).toEqual({ uuid: 'u1', productId: 3, qty: 1 });
    expect(newTransaction('u1', 3, 1, null)).toEqual({ uuid: 'u1', productId: 3, qty: 1 });
    expect(toErpTransaction({ uuid: 'u1', productId: 3, qty: -1 })).toEqual({
      uuid: 'u1',
      product_id: 3,
      qty: -1,
    });
    expect(toErpTransaction({ uuid: 'u2', productId: 3, qty: 1, options: { size: 'L' } })).toEqual({
      uuid: 'u2',
      product_id: 3,
      qty: 1,
      options: { size: 'L' },
    });
    expect('options' in toErpTransaction({ uuid: 'u3', productId: 3, qty: 1, options: {} })).toBe(false);
  });
});
