import { describe, expect, it } from 'vitest';
import { productImageSets } from './media-urls.ts';

describe('productImageSets', () => {
  it('lists one set per picture, the whole product first, in sequence', () => {
    const sets = productImageSets('https://demo.example', 1, 'Lavender');
    expect(sets).toHaveLength(4);
    expect(sets[0]?.large.src).toBe('https://demo.example/media/catalogue/products/1/large.svg');
    expect(sets[3]?.small.src).toBe('https://demo.example/media/catalogue/products/1/small-4.svg');
    expect(sets.map((set) => set.medium.sequence)).toEqual([0, 1, 2, 3]);
  });

  it('gives a product without extra views one picture', () => {
    expect(productImageSets('', 3, 'Tea tree')).toHaveLength(1);
  });
});
