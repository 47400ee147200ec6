import { describe, expect, it } from 'vitest';
import { productPath } from './product-path';

describe("a product's page", () => {
  it('is the url_key for the main variant', () => {
    expect(productPath({ urlKey: 'lavender-oil', main: true, sku: 'HE-5' })).toBe('/lavender-oil');
  });

  it('names another variant by its sku', () => {
    expect(productPath({ urlKey: 'lavender-oil', main: false, sku: 'HE 10/ML' })).toBe(
      '/lavender-oil?sku=HE%2010%2FML',
    );
  });

  it('is the url_key alone for a variant without sku', () => {
    expect(productPath({ urlKey: 'lavender-oil', main: false, sku: '' })).toBe('/lavender-oil');
  });

  it('is empty for a product without a url_key: it has no page to link to', () => {
    expect(productPath({ urlKey: '', main: true, sku: 'HE-5' })).toBe('');
    expect(productPath({ urlKey: '', main: false, sku: 'HE-10' })).toBe('');
  });
});
