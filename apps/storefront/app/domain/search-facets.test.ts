import { describe, expect, it } from 'vitest';
import { DEFAULT_FACETS, parseFacetList } from './search-facets';

describe('the facet list is configuration (docs/contracts/search.md#facets)', () => {
  it('has the demo shop list by default: category tree, price, brand and variant axes', () => {
    expect(parseFacetList(undefined)).toBe(DEFAULT_FACETS);
    expect(parseFacetList('  ')).toBe(DEFAULT_FACETS);
    expect(DEFAULT_FACETS.map((facet) => facet.type).slice(0, 3)).toEqual(['category', 'price', 'terms']);
    expect(DEFAULT_FACETS.find((facet) => facet.name === 'capacity')).toEqual({
      name: 'capacity',
      type: 'terms',
      field: 'variant_attributes.capacity',
      nestedPath: 'variant_attributes',
    });
  });

  it('reads a JSON list', () => {
    expect(
      parseFacetList(
        '[{"name":"brand","type":"terms","field":"brand.name.keyword","size":5,"titles":{"fr":"Marque"}},{"name":"price","type":"price"}]',
      ),
    ).toEqual([
      { name: 'brand', type: 'terms', field: 'brand.name.keyword', size: 5, titles: { fr: 'Marque' } },
      { name: 'price', type: 'price' },
    ]);
  });

  it.each([
    ['not json', /valid JSON/],
    ['{}', /array/],
    ['[{"name":"q","type":"price"}]', /name/],
    ['[{"name":"total","type":"price"}]', /name/],
    ['[{"name":"Brand","type":"price"}]', /name/],
    ['[{"name":"x","type":"slider"}]', /type/],
    ['[{"name":"x","type":"terms"}]', /field/],
    ['[{"name":"x","type":"terms","field":"a.b","nestedPath":"c"}]', /nestedPath/],
    ['[{"name":"x","type":"terms","field":"a","size":0}]', /size/],
    ['[{"name":"x","type":"price"},{"name":"x","type":"price"}]', /twice/],
    ['[{"name":"a","type":"category"},{"name":"b","type":"category"}]', /one category/],
    ['[{"name":"x","type":"price","titles":{"fr":""}}]', /titles/],
  ])('refuses %s', (json, message) => {
    expect(() => parseFacetList(json)).toThrow(message);
  });
});
