import { describe, expect, it } from 'vitest';
import { readAddLink } from './cart-add-link';

describe('add-to-cart links follow the add rule of docs/product/validation.md#cart-changes', () => {
  it.each([
    ['add=12', { productId: 12, qty: 1 }],
    ['add=12&qty=3', { productId: 12, qty: 3 }],
    ['add=12&qty=abc', undefined],
    ['add=12&qty=', undefined],
    ['add=&qty=2', undefined],
    ['add=lavender', undefined],
    ['add=12&qty=-2', undefined],
  ])('%s', (query, request) => {
    expect(readAddLink(new URLSearchParams(query))?.request).toEqual(request);
  });

  it('keeps other parameters for the address bar, and ignores pages without a link', () => {
    expect(readAddLink(new URLSearchParams('add=1&utm_source=mail'))?.rest.toString()).toBe(
      'utm_source=mail',
    );
    expect(readAddLink(new URLSearchParams('utm_source=mail'))).toBeUndefined();
  });
});
