import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexData } from '../index-builder.ts';
import { fixtureIndex, searchError, searchFixture } from '../test-fixtures.ts';

let index: IndexData;
beforeAll(() => {
  index = fixtureIndex();
});

const aggregations = (aggs: unknown, extra: Record<string, unknown> = {}) =>
  searchFixture(index, { size: 0, aggs, ...extra }).aggregations as Record<string, Record<string, unknown>>;

describe('aggregations', () => {
  it('terms orders by count, then key, and reports what the size cut off', () => {
    const result = aggregations({ brands: { terms: { field: 'brand.name.keyword', size: 2 } } });
    expect(result.brands).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 2,
      buckets: [
        { key: 'Lumen Aroma', doc_count: 2 },
        { key: 'Ardenne Botanique', doc_count: 1 },
      ],
    });
  });

  it('a nested terms aggregation ordered by key counts nested objects', () => {
    const result = aggregations({
      variants: {
        nested: { path: 'variant_attributes' },
        aggs: { color: { terms: { field: 'variant_attributes.color', size: 1000, order: { _key: 'asc' } } } },
      },
    });
    expect(result.variants).toEqual({
      doc_count: 5,
      color: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 'Bleu', doc_count: 2 },
          { key: 'Rouge', doc_count: 1 },
        ],
      },
    });
  });

  it('a nested terms aggregation keeps the included values and counts root documents by reverse_nested', () => {
    const result = aggregations({
      categories: {
        nested: { path: 'categories' },
        aggs: {
          ids: {
            terms: { field: 'categories.id', include: [10, 101, 40], size: 3 },
            aggs: {
              products: { reverse_nested: {}, aggs: { products: { cardinality: { field: 'url_key' } } } },
            },
          },
        },
      },
    });
    expect(result.categories).toEqual({
      doc_count: 8,
      ids: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 10, doc_count: 3, products: { doc_count: 3, products: { value: 2 } } },
          { key: 101, doc_count: 2, products: { doc_count: 2, products: { value: 1 } } },
          { key: 40, doc_count: 1, products: { doc_count: 1, products: { value: 1 } } },
        ],
      },
    });
  });

  it('reverse_nested outside a nested aggregation is refused as ES refuses it', () => {
    expect(searchError(index, { size: 0, aggs: { back: { reverse_nested: {} } } })).toMatchObject({
      status: 400,
      type: 'illegal_argument_exception',
    });
  });

  it('filter aggregations run in the nested context and ignore post_filter', () => {
    const result = aggregations(
      {
        categories: {
          nested: { path: 'categories' },
          aggs: {
            lvl1: {
              filter: {
                bool: {
                  must: [
                    { term: { 'categories.level': 1 } },
                    { match_phrase_prefix: { 'categories.parent.name': 'Huiles essentielles' } },
                  ],
                },
              },
              aggs: {
                items: { terms: { field: 'categories.name.keyword', order: { _key: 'asc' }, size: 100 } },
              },
            },
          },
        },
      },
      { post_filter: { term: { url_key: 'savon' } } },
    );
    const lvl1 = (result.categories as Record<string, Record<string, unknown>>).lvl1;
    expect(lvl1?.doc_count).toBe(3);
    expect((lvl1?.items as { buckets: unknown[] }).buckets).toEqual([
      { key: 'Digestion', doc_count: 1 },
      { key: 'Sommeil', doc_count: 2 },
    ]);
  });

  it('cardinality counts distinct url keys (the displayed search total)', () => {
    expect(aggregations({ total: { cardinality: { field: 'url_key' } } }).total).toEqual({ value: 4 });
  });

  it('stats, min and max over the matched documents', () => {
    const result = aggregations(
      {
        price: { stats: { field: 'price.default.value' } },
        lowest: { min: { field: 'price.default.value' } },
        highest: { max: { field: 'price.default.value' } },
      },
      { query: { term: { url_key: 'lavande' } } },
    );
    expect(result.price).toEqual({ count: 2, min: 5.9, max: 8.9, avg: 7.4, sum: 14.8 });
    expect(result.lowest).toEqual({ value: 5.9 });
    expect(result.highest).toEqual({ value: 8.9 });
  });

  it('stats with no values answers nulls like ES', () => {
    const result = aggregations(
      { price: { stats: { field: 'price.default.value' } } },
      { query: { match_none: {} } },
    );
    expect(result.price).toEqual({ count: 0, min: null, max: null, avg: null, sum: 0 });
  });

  it('range buckets are [from, to) with ES keys', () => {
    const result = aggregations({
      prices: {
        range: { field: 'price.default.value', ranges: [{ to: 7 }, { from: 7, to: 10 }, { from: 10 }] },
      },
    });
    expect(result.prices).toEqual({
      buckets: [
        { key: '*-7.0', to: 7, doc_count: 2 },
        { key: '7.0-10.0', from: 7, to: 10, doc_count: 2 },
        { key: '10.0-*', from: 10, doc_count: 1 },
      ],
    });
  });

  it('booleans are keyed 1/0 with key_as_string', () => {
    const result = aggregations({ main: { terms: { field: 'main' } } });
    expect((result.main as { buckets: unknown[] }).buckets).toEqual([
      { key: 1, key_as_string: 'true', doc_count: 4 },
      { key: 0, key_as_string: 'false', doc_count: 1 },
    ]);
  });

  it('refuses a terms aggregation on a text field and a nested one on an object', () => {
    expect(searchError(index, { aggs: { names: { terms: { field: 'name' } } } })?.message).toMatch(
      /Text fields are not optimised/,
    );
    expect(searchError(index, { aggs: { b: { nested: { path: 'brand' } } } })?.message).toBe(
      '[nested] nested path [brand] is not nested',
    );
  });
});
