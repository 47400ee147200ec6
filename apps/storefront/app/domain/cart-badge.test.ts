import { describe, expect, it } from 'vitest';
import { cartBadgeText } from './cart-badge';

describe('docs/product/screens.md#cart-badge: the header badge counts lines, hidden at 0, +99 above 98', () => {
  it.each([
    [0, undefined],
    [1, '1'],
    [98, '98'],
    [99, '+99'],
    [250, '+99'],
  ])('%d lines show %s', (count, text) => {
    expect(cartBadgeText(count)).toBe(text);
  });
});
