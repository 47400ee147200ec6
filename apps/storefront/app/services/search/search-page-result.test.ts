import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '~/domain/search-category-facet';
import type { FacetConfig } from '~/domain/search-facets';
import { parseSearchState } from '~/domain/search-state';
import { facetViews, productTotal, suggestEntries } from './search-page-result';

const FACETS: FacetConfig[] = [
  { name: 'category', type: 'category' },
  { name: 'price', type: 'price' },
  { name: 'brand', type: 'terms', field: 'brand.name.keyword' },
  { name: 'colour', type: 'terms', field: 'variant_attributes.colour', nestedPath: 'variant_attributes' },
];
const state = (query: string) => parseSearchState(new URLSearchParams(query), FACETS)!;
const tree: CategoryNode[] = [
  { id: 1, name: 'Aromatherapy', children: [{ id: 10, name: 'Oils', children: [] }] },
];

const aggregations = {
  category: {
    doc_count: 9,
    category: {
      doc_count: 24,
      category: {
        buckets: [
          { key: 1, doc_count: 20, products: { doc_count: 9, products: { value: 7 } } },
          { key: 10, doc_count: 4, products: { doc_count: 4, products: { value: 2 } } },
        ],
      },
    },
  },
  price: { doc_count: 9, price: { count: 9, min: 4.5, max: 49.2 } },
  brand: {
    doc_count: 9,
    brand: { buckets: [{ key: 'Lumen', doc_count: 12, products: { value: 4 } }] },
  },
  colour: { doc_count: 9, colour: { doc_count: 9, colour: { buckets: [{ key: 'Bleu', doc_count: 3 }] } } },
  total: { doc_count: 9, total: { value: 5 } },
};

describe('facets and totals from the engine (docs/contracts/search.md#facets)', () => {
  it('reads each facet in configuration order, with product counts', () => {
    expect(facetViews(FACETS, aggregations, state('category=1&brand=Lumen'), tree)).toEqual([
      {
        type: 'category',
        name: 'category',
        entries: [
          { id: 1, name: 'Aromatherapy', depth: 0, count: 7, selected: true },
          { id: 10, name: 'Oils', depth: 1, count: 2, selected: false },
        ],
      },
      { type: 'price', name: 'price', min: 4, max: 50, selected: undefined },
      { type: 'terms', name: 'brand', values: [{ value: 'Lumen', count: 4, selected: true }] },
      { type: 'terms', name: 'colour', values: [{ value: 'Bleu', count: 3, selected: false }] },
    ]);
  });

  it('keeps a chosen value the other filters left without products, so that it can be unchosen', () => {
    const [, , brand] = facetViews(FACETS, aggregations, state('brand=Gone'), tree);
    expect(brand).toMatchObject({
      values: [{ value: 'Lumen' }, { value: 'Gone', count: 0, selected: true }],
    });
  });

  it('leaves out facets with nothing to offer', () => {
    expect(facetViews(FACETS, {}, state(''), tree)).toEqual([]);
    const flat = { price: { price: { count: 3, min: 5, max: 5 } } };
    expect(facetViews(FACETS, flat, state(''), [])).toEqual([]);
  });

  it('reads the number of products: total.total.value, or total.value without filters', () => {
    expect(productTotal(aggregations)).toBe(5);
    expect(productTotal({ total: { value: 12 } })).toBe(12);
    expect(productTotal(undefined)).toBe(0);
  });

  it('reads the suggester, ignoring an odd answer', () => {
    const entry = {
      text: 'lavnde',
      offset: 0,
      length: 6,
      options: [{ text: 'lavender', score: 0.8, freq: 3 }],
    };
    expect(suggestEntries({ suggest: { suggestion: [entry] } })).toEqual([
      { ...entry, options: [{ text: 'lavender' }] },
    ]);
    expect(suggestEntries({ suggest: { suggestion: [{ odd: true }] } })).toEqual([]);
    expect(suggestEntries({})).toEqual([]);
  });
});
