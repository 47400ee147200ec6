import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FACETS } from './search-facets';
import {
  MAX_SEARCH_PAGE,
  pageCount,
  pagerPages,
  parseSearchState,
  SEARCH_PAGE_SIZE,
  type SearchState,
  searchParamsOf,
  searchQueryString,
  SORT_OPTIONS,
  toggleTerm,
  withoutFilters,
  withPage,
  withSelection,
  withSort,
} from './search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query), DEFAULT_FACETS);

describe('listing state in the URL (docs/product/screens.md#search-page)', () => {
  it('reads text, filters, sort, page and pricelist', () => {
    expect(
      parse(
        'q=+huile+&brand=Acme&brand=Lumen&capacity=5+ml&category=10&price_min=4&price_max=20&sort=price_asc&page=2&pricelist=therapist',
      ),
    ).toEqual({
      q: 'huile',
      page: 2,
      sort: 'price_asc',
      pricelist: 'therapist',
      selections: {
        brand: { type: 'terms', values: ['Acme', 'Lumen'] },
        capacity: { type: 'terms', values: ['5 ml'] },
        category: { type: 'category', id: 10 },
        price: { type: 'price', range: { min: 4, max: 20 } },
      },
    });
  });

  it('defaults: all products, relevance, page 1, the default pricelist', () => {
    expect(parse('')).toEqual({ q: '', page: 1, sort: 'relevance', pricelist: 'default', selections: {} });
  });

  it('refuses an unreadable or unreachable page (the route answers 404, docs/product/errors.md#not-found)', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', String(MAX_SEARCH_PAGE + 1)])
      expect(parse(`page=${page}`), page).toBeUndefined();
    expect(parse(`page=${MAX_SEARCH_PAGE}`)?.page).toBe(MAX_SEARCH_PAGE);
    // Elasticsearch refuses from + size beyond 10,000.
    expect((MAX_SEARCH_PAGE - 1) * SEARCH_PAGE_SIZE + SEARCH_PAGE_SIZE).toBeLessThanOrEqual(10_000);
  });

  it('ignores a malformed filter, sort or pricelist instead of failing', () => {
    expect(parse('sort=cheapest&category=x&price_min=-3&price_max=abc&pricelist=a%20b&brand=')).toEqual(
      parse(''),
    );
  });

  it('orders a reversed price range, and reads a decimal comma', () => {
    expect(parse('price_min=30&price_max=4,5')?.selections.price).toEqual({
      type: 'price',
      range: { min: 4.5, max: 30 },
    });
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    const state = parse('sort=name_desc&brand=B&q=x&brand=A&page=3')!;
    expect(searchQueryString(state, DEFAULT_FACETS)).toBe('?q=x&brand=B&brand=A&sort=name_desc&page=3');
    expect(searchQueryString(parse('')!, DEFAULT_FACETS)).toBe('');
  });

  it('reads back every state it writes (property)', () => {
    const text = fc.string({ maxLength: 20 }).map((s) => s.trim());
    const value = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
    const state = fc.record({
      q: text,
      page: fc.integer({ min: 1, max: MAX_SEARCH_PAGE }),
      sort: fc.constantFrom(...SORT_OPTIONS),
      pricelist: fc.constantFrom('default', 'therapist', 'b2b'),
      brand: fc.uniqueArray(value, { maxLength: 3 }),
      category: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
      min: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(state, ({ brand, category, min, ...rest }) => {
        const written: SearchState = {
          ...rest,
          selections: {
            ...(brand.length ? { brand: { type: 'terms', values: brand } } : {}),
            ...(category ? { category: { type: 'category', id: category } } : {}),
            ...(min !== undefined ? { price: { type: 'price', range: { min } } } : {}),
          },
        };
        expect(parseSearchState(searchParamsOf(written, DEFAULT_FACETS), DEFAULT_FACETS)).toEqual(written);
      }),
    );
  });

  it('a change of filter or sort goes back to page 1; a change of page keeps the filters', () => {
    const state = parse('q=oil&brand=A&page=4')!;
    expect(toggleTerm(state, 'brand', 'B')).toMatchObject({
      page: 1,
      selections: { brand: { values: ['A', 'B'] } },
    });
    expect(toggleTerm(state, 'brand', 'A')).toMatchObject({ page: 1, selections: {} });
    expect(withSort(state, 'name_asc')).toMatchObject({ page: 1, sort: 'name_asc' });
    expect(withSelection(state, 'category', { type: 'category', id: 3 }).page).toBe(1);
    expect(withoutFilters(state)).toMatchObject({ q: 'oil', page: 1, selections: {} });
    expect(withPage(state, 2)).toMatchObject({ page: 2, selections: state.selections, q: 'oil' });
  });

  it('counts pages of 30 and links up to two pages either side', () => {
    expect([0, 1, 30, 31, 61].map(pageCount)).toEqual([0, 1, 1, 2, 3]);
    expect(pageCount(1_000_000)).toBe(MAX_SEARCH_PAGE);
    expect(pagerPages(1, 10)).toEqual([1, 2, 3]);
    expect(pagerPages(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerPages(10, 10)).toEqual([8, 9, 10]);
    expect(pagerPages(1, 1)).toEqual([1]);
  });
});
