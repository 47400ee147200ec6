import { describe, expect, it } from 'vitest';
import { DEFAULT_FACETS } from '~/domain/search-facets';
import { categoryMappingProblems, fieldAt, type MappingJson, productMappingProblems } from './index-mapping';

/**
 * The product mapping Shopinvader 16.0 ships, as demo data only (shopinvader_v2_app_demo,
 * demo/se_index_config.xml), as Elasticsearch reports it once documents were indexed: the fields it
 * declares, and the others mapped dynamically (strings as text with a keyword sub-field, objects as
 * objects).
 */
const STOCK_16_PRODUCTS: MappingJson = {
  properties: {
    id: { type: 'integer' },
    main: { type: 'boolean' },
    url_key: { type: 'keyword' },
    redirect_url_key: { type: 'keyword' },
    hierarchicalCategories: { type: 'nested', properties: { value: { type: 'text' } } },
    variant_attributes: { properties: { color: { type: 'text', fielddata: true } } },
    name: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
    sku: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
    categories: { properties: { id: { type: 'long' }, name: { type: 'text' }, level: { type: 'long' } } },
    brand: {
      properties: { name: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } } },
    },
  },
};

/** What the shop's queries need (search-index/products.*.json, the demo index's mapping). */
const SHOP_PRODUCTS: MappingJson = {
  dynamic_templates: [
    {
      variant_axes: {
        path_match: 'variant_attributes.*',
        mapping: { type: 'keyword', eager_global_ordinals: true },
      },
    },
  ],
  properties: {
    main: { type: 'boolean' },
    url_key: { type: 'keyword', eager_global_ordinals: true },
    redirect_url_key: { type: 'keyword' },
    name: { type: 'text', fields: { sortable: { type: 'keyword', normalizer: 'sortable' } } },
    sku: { type: 'text', fields: { keyword: { type: 'keyword' } } },
    typo_text: { type: 'text' },
    variant_attributes: { type: 'nested' },
    categories: { type: 'nested', properties: { id: { type: 'integer' } } },
    brand: {
      properties: {
        name: { type: 'text', fields: { keyword: { type: 'keyword', eager_global_ordinals: true } } },
      },
    },
  },
};

describe('the fields of a mapping', () => {
  it('are found through objects, multi-fields and dynamic templates', () => {
    expect(fieldAt(SHOP_PRODUCTS, 'name.sortable')?.type).toBe('keyword');
    expect(fieldAt(SHOP_PRODUCTS, 'brand.name.keyword')?.type).toBe('keyword');
    expect(fieldAt(SHOP_PRODUCTS, 'variant_attributes.capacity')?.type).toBe('keyword');
    expect(fieldAt(SHOP_PRODUCTS, 'categories.id')?.type).toBe('integer');
    expect(fieldAt(SHOP_PRODUCTS, 'nothing.here')).toBeUndefined();
  });
});

describe("the product index's mapping", () => {
  it("as the shop ships it, has everything the storefront's queries need", () => {
    expect(productMappingProblems(SHOP_PRODUCTS, DEFAULT_FACETS)).toEqual([]);
  });

  it("as Shopinvader 16.0's demo configures it, breaks category pages and variants, and says what to map", () => {
    const problems = productMappingProblems(STOCK_16_PRODUCTS, DEFAULT_FACETS);
    const failing = problems.filter((problem) => problem.severity === 'fail').map((problem) => problem.field);
    expect(failing).toEqual(['categories', 'variant_attributes']);
    const categories = problems.find((problem) => problem.field === 'categories');
    expect(categories?.problem).toBe(
      'categories is mapped as object: category pages and the category facet query it as nested',
    );
    expect(categories?.fix).toMatch(/^map categories as \{"type": "nested"\} in the index's configuration/);
    expect(problems.filter((problem) => problem.severity === 'warn').map((problem) => problem.field)).toEqual(
      [
        'name.sortable',
        'typo_text',
        // Collapsed on and counted by on every listing: their ordinals would be built at search time.
        'url_key',
        'brand.name.keyword',
        // The variant axes facets: not keyword (only color, as text) and not nested.
        ...['capacity', 'weight', 'format', 'scent', 'colour'].flatMap((axis) => [
          `variant_attributes.${axis}`,
          'variant_attributes',
        ]),
      ],
    );
  });

  it('warns when a field every listing collapses on or counts by would build its ordinals at search time', () => {
    const lazy = {
      ...SHOP_PRODUCTS,
      properties: { ...SHOP_PRODUCTS.properties, url_key: { type: 'keyword' } },
    };
    expect(productMappingProblems(lazy, DEFAULT_FACETS)).toEqual([
      expect.objectContaining({
        field: 'url_key',
        severity: 'warn',
        fix: expect.stringContaining('"eager_global_ordinals": true'),
      }),
    ]);
  });

  it('fails without a keyword url_key: products could not be found, collapsed or counted', () => {
    const textKey = { properties: { ...SHOP_PRODUCTS.properties, url_key: { type: 'text' } } };
    expect(productMappingProblems(textKey, [])).toEqual([
      expect.objectContaining({
        field: 'url_key',
        severity: 'fail',
        problem: expect.stringContaining('mapped as text'),
      }),
    ]);
  });
});

describe("the category index's mapping", () => {
  it('needs a keyword url_key, and warns about redirect_url_key', () => {
    expect(
      categoryMappingProblems({
        properties: { url_key: { type: 'keyword' }, redirect_url_key: { type: 'keyword' } },
      }),
    ).toEqual([]);
    expect(categoryMappingProblems({}).map((problem) => [problem.field, problem.severity])).toEqual([
      ['url_key', 'fail'],
      ['redirect_url_key', 'warn'],
    ]);
  });
});
