import { describe, expect, it } from 'vitest';
import { keptParameters, normalizedAddress } from './cache-key';
import { DEFAULT_FACETS } from './search-facets';

const normalized = (address: string) => {
  const [path = '', query] = address.split(/(?=\?)/);
  return normalizedAddress(path, query ?? '', DEFAULT_FACETS);
};

describe('the address a shared page is kept under', () => {
  it('drops tracking and unknown parameters of a product page, keeping its variant', () => {
    expect(normalized('/en/true-lavender-essential-oil?zz=98765')).toBe('/en/true-lavender-essential-oil');
    expect(normalized('/en/true-lavender-essential-oil?utm_source=ads&gclid=1&fbclid=2&sku=LAV-10')).toBe(
      '/en/true-lavender-essential-oil?sku=LAV-10',
    );
  });

  it('keeps a listing’s text, page, sort, pricelist and facets, in a stable order', () => {
    expect(
      normalized('/search?utm_campaign=x&sort=price_asc&q=huile&brand=b&brand=a&price_min=5&page=2'),
    ).toBe('/search?brand=b&brand=a&page=2&price_min=5&q=huile&sort=price_asc');
    expect(normalized('/de/search?page=2&q=öl')).toBe(normalized('/de/search?q=öl&page=2'));
  });

  it('keeps only what each route reads', () => {
    expect(normalized('/?q=x&page=2')).toBe('/');
    expect(normalized('/nl/blog?page=2&q=x')).toBe('/nl/blog?page=2');
    expect(normalized('/blog/an-article?page=2')).toBe('/blog/an-article');
    expect(normalized('/api/autocomplete?q=lav&locale=en&x=1')).toBe('/api/autocomplete?locale=en&q=lav');
    expect(normalized('/sitemap-fr.xml?x=1')).toBe('/sitemap-fr.xml');
  });

  it('keeps the routes of a client navigation’s data request', () => {
    expect(normalized('/en/aromatherapy.data?_routes=routes%2Fcatch-all.en&utm_source=x&page=2')).toBe(
      '/en/aromatherapy.data?_routes=routes%2Fcatch-all.en&page=2',
    );
    expect(normalized('/_root.data?_routes=x&fbclid=1')).toBe('/_root.data?_routes=x');
  });

  it('leaves private pages, actions and redirects with every parameter', () => {
    for (const address of [
      '/account/signup-validation?token=abc&utm_source=mail',
      '/en/account/login?redirect=/en/cart',
      '/cart?add=12&qty=1',
      '/de/checkout?step=2',
      // The unsubscribe link's address, in every language.
      '/en/newsletter/unsubscribe?email=ann%40example.com',
      '/newsletter/unsubscribe?email=ann%40example.com',
      '/shopinvader/settings?x=1',
      '/fr/search?q=x&utm_source=y',
      '/__manifest?p=%2Fen%2Fcontact&version=abc123',
      // A customer's own prices: private, never kept, and read by its ids and locale.
      '/api/prices?locale=en&ids=3,1&utm_source=x',
      '/_preview?type=page&documentId=abc&locale=nl&path=%2Fnl%2Fx&expires=1&sig=00',
      '/_preview/exit?path=%2Fnl%2Fx',
    ]) {
      expect(normalized(address)).toBe(address);
    }
    expect(keptParameters('/account', DEFAULT_FACETS)).toBeUndefined();
  });

  it('names configured facets by their parameters', () => {
    expect(
      keptParameters('/search', [
        { name: 'size', type: 'terms', field: 'size' },
        { name: 'cost', type: 'price' },
      ]),
    ).toEqual(['q', 'page', 'sort', 'pricelist', 'size', 'cost_min', 'cost_max']);
  });
});
