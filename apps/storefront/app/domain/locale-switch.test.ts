import { describe, expect, it } from 'vitest';
import { portableSearch } from './locale-switch';
import { DEFAULT_FACETS } from './search-facets';

describe('portableSearch: what a page keeps when it changes language', () => {
  it('keeps the chosen variant, so the 30 ml page stays the 30 ml page', () => {
    expect(portableSearch('?sku=HE-LAVF-30-ML', DEFAULT_FACETS)).toBe('?sku=HE-LAVF-30-ML');
  });

  it("keeps a listing's sort, page, pricelist, category and price range", () => {
    expect(
      portableSearch(
        '?category=12&price_min=5&price_max=20&sort=price_asc&page=3&pricelist=b2b',
        DEFAULT_FACETS,
      ),
    ).toBe('?category=12&price_min=5&price_max=20&sort=price_asc&page=3&pricelist=b2b');
  });

  it("drops words of the page's language and anything unknown", () => {
    expect(portableSearch('?scent=Lavande&brand=Sauge&utm_source=x&sku=A1', DEFAULT_FACETS)).toBe('?sku=A1');
    expect(portableSearch('?q=lavande', DEFAULT_FACETS)).toBe('');
    expect(portableSearch('', DEFAULT_FACETS)).toBe('');
  });
});
