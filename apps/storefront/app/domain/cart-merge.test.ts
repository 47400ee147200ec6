import { describe, expect, it } from 'vitest';
import { mergeCart } from './cart-merge';
import { erpCart, erpLine } from './cart-test-kit';

const tx = (uuid: string, productId: number, qty: number, options?: Record<string, unknown>) =>
  options ? { uuid, productId, qty, options } : { uuid, productId, qty };

describe('docs/product/states.md#cart-sync: pending transactions are merged with the ERP cart by product and options', () => {
  const cart = erpCart('c1', [erpLine(1, 2), erpLine(2, 1, { options: { size: 'L' } })]);

  it('adds a transaction to the line of the same product and options', () => {
    const merged = mergeCart(cart, [tx('a', 1, 3)]);
    expect(merged.lines.map((line) => [line.productId, line.qty, line.pending])).toEqual([
      [1, 5, true],
      [2, 1, false],
    ]);
  });

  it('treats options written in another key order as the same, and null like {}', () => {
    const withOptions = erpCart('c1', [erpLine(3, 1, { options: { a: 1, b: 2 } }), erpLine(4, 1)]);
    const merged = mergeCart(withOptions, [tx('a', 3, 1, { b: 2, a: 1 }), tx('b', 4, 1, {})]);
    expect(merged.lines.map((line) => line.qty)).toEqual([2, 2]);
  });

  it('makes a new local line for another product or other options, after the ERP lines', () => {
    const merged = mergeCart(cart, [tx('a', 2, 1, { size: 'S' }), tx('b', 9, 2)]);
    expect(
      merged.lines.map((line) => [line.productId, line.options, line.qty, line.erpLine === null]),
    ).toEqual([
      [1, null, 2, false],
      [2, { size: 'L' }, 1, false],
      [2, { size: 'S' }, 1, true],
      [9, null, 2, true],
    ]);
  });

  it('hides lines reaching zero, or below as the ERP deletes them', () => {
    const merged = mergeCart(cart, [tx('a', 1, -2), tx('b', 9, 1), tx('c', 9, -1), tx('d', 8, -1)]);
    expect(merged.lines.map((line) => line.productId)).toEqual([2]);
  });

  it('excludes delivery, reward, section and note lines from the cart lines and counts positive quantities', () => {
    const full = erpCart('c1', [
      erpLine(1, 2),
      erpLine(50, 1, { kind: 'delivery' }),
      erpLine(0, 1, { product_id: null, kind: 'reward', name: 'WELCOME10' }),
      erpLine(60, 1, { kind: 'reward', name: 'Loyalty reward' }),
      erpLine(0, 1, { product_id: null, kind: 'section', name: 'Oils' }),
      erpLine(0, 1, { product_id: null, kind: 'note', name: 'Gift wrapped' }),
    ]);
    const merged = mergeCart(full, [tx('a', 3, 4)]);
    expect(merged.lines.map((line) => line.productId)).toEqual([1, 3]);
    expect(merged.linesCount).toBe(6);
    expect(merged.hasPendingTransactions).toBe(true);
  });

  it('is empty without a cart and without transactions', () => {
    expect(mergeCart(null, [])).toEqual({
      lines: [],
      linesCount: 0,
      hasPendingTransactions: false,
    });
  });
});
