import { describe, expect, it } from 'vitest';
import { DEFAULT_FACETS, type FacetConfig } from '~/domain/search-facets';
import { parseSearchState } from '~/domain/search-state';
import { categoryProductsQuery } from './queries';
import { searchPageRequest, searchPageSuggestion, sortClauses } from './search-page-query';

const FACETS: FacetConfig[] = [
  { name: 'brand', type: 'terms', field: 'brand.name.keyword' },
  {
    name: 'colour',
    type: 'terms',
    field: 'variant_attributes.colour',
    nestedPath: 'variant_attributes',
    size: 5,
  },
  { name: 'price', type: 'price' },
  { name: 'category', type: 'category' },
];
const state = (query: string) => parseSearchState(new URLSearchParams(query), FACETS)!;
const BRAND = { terms: { 'brand.name.keyword': ['Acme'] } };
const COLOUR = {
  nested: { path: 'variant_attributes', query: { terms: { 'variant_attributes.colour': ['Bleu'] } } },
};
const PRICE = { range: { 'price.value': { gte: 10, lte: 50 } } };
const CATEGORY = { nested: { path: 'categories', query: { term: { 'categories.id': 8 } } } };

describe('the search page request (docs/contracts/search.md#listing-request, docs/contracts/search.md#facets)', () => {
  it('without filters: no post_filter, facets under match_all, a bare cardinality total, page 1 of 30', () => {
    const body = searchPageRequest({ state: state('q=chaise'), facets: FACETS, categoryIds: [1] });
    expect(body.post_filter).toBeUndefined();
    expect(body.size).toBe(30);
    expect(body.from).toBe(0);
    expect(body.aggs?.total).toEqual({ cardinality: { field: 'url_key' } });
    expect(body.aggs?.brand?.filter).toEqual({ match_all: {} });
    // One card per template and nothing a card does not show: no inner hits, no count of the variants,
    // no suggester (asked apart when the text finds few products: searchPageSuggestion).
    expect(body.collapse).toEqual({ field: 'url_key' });
    expect(body.track_total_hits).toBe(false);
    expect(body.suggest).toBeUndefined();
    expect(JSON.stringify(body.query)).toContain('"fuzziness":"AUTO"');
  });

  it('puts every chosen filter in the post_filter and counts each facet under all the OTHER ones', () => {
    const body = searchPageRequest({
      state: state('q=chaise&brand=Acme&colour=Bleu&price_min=10&price_max=50&category=8&page=2'),
      facets: FACETS,
      categoryIds: [1, 8],
    });
    expect(body.from).toBe(30);
    expect(body.post_filter).toEqual({ bool: { must: [BRAND, COLOUR, PRICE, CATEGORY] } });
    expect(body.aggs?.brand?.filter).toEqual({ bool: { must: [COLOUR, PRICE, CATEGORY] } });
    expect(body.aggs?.colour?.filter).toEqual({ bool: { must: [BRAND, PRICE, CATEGORY] } });
    expect(body.aggs?.price?.filter).toEqual({ bool: { must: [BRAND, COLOUR, CATEGORY] } });
    expect(body.aggs?.category?.filter).toEqual({ bool: { must: [BRAND, COLOUR, PRICE] } });
    expect(body.aggs?.total).toEqual({
      filter: { bool: { must: [BRAND, COLOUR, PRICE, CATEGORY] } },
      aggs: { total: { cardinality: { field: 'url_key' } } },
    });
  });

  it('counts brands and categories as products, nested values inside their nested path', () => {
    const body = searchPageRequest({ state: state(''), facets: FACETS, categoryIds: [1, 8] });
    expect(body.aggs?.brand?.aggs).toEqual({
      brand: {
        terms: { field: 'brand.name.keyword', size: 20 },
        aggs: { products: { cardinality: { field: 'url_key' } } },
      },
    });
    expect(body.aggs?.colour?.aggs).toEqual({
      colour: {
        nested: { path: 'variant_attributes' },
        aggs: { colour: { terms: { field: 'variant_attributes.colour', size: 5 } } },
      },
    });
    expect(body.aggs?.price?.aggs).toEqual({ price: { stats: { field: 'price.value' } } });
    // One nested terms aggregation over the shown categories, not a filter per category.
    expect(body.aggs?.category?.aggs).toEqual({
      category: {
        nested: { path: 'categories' },
        aggs: {
          category: {
            terms: { field: 'categories.id', include: ['1', '8'], size: 2 },
            aggs: {
              products: { reverse_nested: {}, aggs: { products: { cardinality: { field: 'url_key' } } } },
            },
          },
        },
      },
    });
  });

  it('asks the term suggester apart, alone', () => {
    expect(searchPageSuggestion(' chaise ')).toEqual({
      size: 0,
      track_total_hits: false,
      suggest: { suggestion: { text: 'chaise', term: { field: 'name.plain' } } },
    });
  });

  it("uses the visitor's pricelist for the price facet, filter and sort", () => {
    const body = searchPageRequest({
      state: state('pricelist=3&price_min=3&sort=price_desc'),
      facets: FACETS,
      pricePath: 'price_by_pricelist.3',
    });
    const field = 'price_by_pricelist.3.value';
    expect(body.post_filter).toEqual({ bool: { must: [{ range: { [field]: { gte: 3 } } }] } });
    expect(body.aggs?.price?.aggs).toEqual({ price: { stats: { field } } });
    expect(body.sort).toEqual([{ [field]: { order: 'desc', unmapped_type: 'float' } }, { url_key: 'asc' }]);
  });

  it('sorts by relevance, name and price, with a stable tie-break', () => {
    expect(sortClauses('relevance', 'price')).toEqual([{ _score: { order: 'desc' } }, { url_key: 'asc' }]);
    expect(sortClauses('name_asc', 'price')).toEqual([{ 'name.sortable': 'asc' }, { url_key: 'asc' }]);
    expect(sortClauses('name_desc', 'price')).toEqual([{ 'name.sortable': 'desc' }, { url_key: 'asc' }]);
    expect(sortClauses('price_asc', 'price')[0]).toEqual({
      'price.value': { order: 'asc', unmapped_type: 'float' },
    });
    expect(sortClauses('price_asc', 'price_by_pricelist.1')[0]).toEqual({
      'price_by_pricelist.1.value': { order: 'asc', unmapped_type: 'float' },
    });
  });

  it('all products without text; a base query (category page) replaces the text and its suggestion', () => {
    expect(searchPageRequest({ state: state(''), facets: FACETS }).query).toEqual({
      bool: { must: { match_all: {} }, should: { term: { main: true } } },
    });
    const body = searchPageRequest({
      state: state('q=x'),
      facets: FACETS,
      baseQuery: categoryProductsQuery(8),
    });
    expect(body.query).toEqual(categoryProductsQuery(8));
    expect(body.suggest).toBeUndefined();
  });

  it('has only the total when no facet is configured', () => {
    expect(Object.keys(searchPageRequest({ state: state(''), facets: [] }).aggs ?? {})).toEqual(['total']);
    expect(Object.keys(searchPageRequest({ state: state(''), facets: DEFAULT_FACETS }).aggs ?? {})).toContain(
      'capacity',
    );
  });
});
