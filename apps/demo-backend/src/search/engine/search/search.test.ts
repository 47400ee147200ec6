import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexData } from '../index-builder.ts';
import { fixtureIndex, ids, searchError, searchFixture } from '../test-fixtures.ts';

let index: IndexData;
beforeAll(() => {
  index = fixtureIndex();
});

const VARIANTS = { field: 'url_key', inner_hits: [{ size: 100, name: 'variants' }] };
const innerIds = (hit: Record<string, unknown> | undefined, name = 'variants') =>
  (hit?.inner_hits as Record<string, { hits: { hits: Array<{ _id: string }> } }>)[name]?.hits.hits.map(
    (inner) => inner._id,
  );

describe('collapse and inner hits', () => {
  it('shows one hit per url_key, represented by its best variant, and counts documents in hits.total', () => {
    const response = searchFixture(index, {
      query: { bool: { must: { match_all: {} }, should: { term: { main: true } } } },
      collapse: VARIANTS,
    });
    expect(response.hits.total).toEqual({ value: 5, relation: 'eq' });
    expect(ids(response)).toEqual(['1', '3', '4', '5']);
    expect(response.hits.hits[0]?.fields).toEqual({ url_key: ['lavande'] });
    expect(innerIds(response.hits.hits[0])).toEqual(['1', '2']);
  });

  it('inner hits hold only the variants matching the query and the post_filter', () => {
    const response = searchFixture(index, {
      query: { match_all: {} },
      post_filter: {
        nested: { path: 'variant_attributes', query: { term: { 'variant_attributes.color': 'Rouge' } } },
      },
      collapse: VARIANTS,
    });
    expect(response.hits.total?.value).toBe(1);
    expect(ids(response)).toEqual(['2']);
    expect(innerIds(response.hits.hits[0])).toEqual(['2']);
  });

  it('the variant matching the sku clause represents its group and comes first in inner hits', () => {
    const response = searchFixture(index, {
      query: {
        bool: {
          must: { terms: { url_key: ['lavande'] } },
          should: [{ terms: { 'sku.keyword': ['HE-LAV-10'] } }],
        },
      },
      collapse: VARIANTS,
    });
    expect(ids(response)).toEqual(['2']);
    expect(innerIds(response.hits.hits[0])).toEqual(['2', '1']);
  });

  it('accepts inner_hits as an object, with its own size and sort', () => {
    const response = searchFixture(index, {
      query: { match_all: {} },
      collapse: {
        field: 'url_key',
        inner_hits: { name: 'cheapest', size: 1, sort: [{ 'price.default.value': 'desc' }] },
      },
    });
    expect(innerIds(response.hits.hits[0], 'cheapest')).toEqual(['2']);
  });

  it('pages over groups with from and size', () => {
    const response = searchFixture(index, { query: { match_all: {} }, collapse: VARIANTS, from: 1, size: 2 });
    expect(ids(response)).toEqual(['3', '4']);
  });

  it('refuses to collapse on a text field', () => {
    expect(searchError(index, { collapse: { field: 'name' } })?.type).toBe('illegal_argument_exception');
  });
});

describe('sort, paging and totals', () => {
  it('sorts on name.sortable, ignoring case and accents, with null scores', () => {
    const response = searchFixture(index, { sort: [{ 'name.sortable': 'desc' }], size: 2 });
    expect(ids(response)).toEqual(['4', '3']);
    expect(response.hits.hits[0]?._score).toBeNull();
    expect(response.hits.hits[0]?.sort).toEqual(['savon a la lavande']);
    expect(response.hits.max_score).toBeNull();
  });

  it('sorts by _score then by a field, and puts documents missing the field last', () => {
    const response = searchFixture(index, { sort: ['_score', { 'stock.global.qty': { order: 'desc' } }] });
    expect(ids(response)).toEqual(['3', '1', '2', '4', '5']);
  });

  it('reports a lower bound above track_total_hits', () => {
    const response = searchFixture(index, { track_total_hits: 3 });
    expect(response.hits.total).toEqual({ value: 3, relation: 'gte' });
  });

  it('refuses sorting on a text field or an unmapped one', () => {
    expect(searchError(index, { sort: ['name'] })?.type).toBe('illegal_argument_exception');
    expect(searchError(index, { sort: ['nothing'] })?.message).toBe(
      'No mapping found for [nothing] in order to sort on',
    );
  });

  it('refuses a result window above 10,000', () => {
    expect(searchError(index, { from: 9995, size: 10 })?.message).toMatch(/Result window is too large/);
  });
});

describe('_source filtering', () => {
  const sources = (body: Record<string, unknown>) =>
    (
      searchFixture(index, { query: { ids: { values: ['1', '4'] } }, ...body }).hits.hits as Array<
        Record<string, unknown>
      >
    ).map((hit) => hit._source);

  it('keeps only the fields named by their paths, with everything under them', () => {
    expect(sources({ _source: ['id', 'price.default', 'price.therapist'] })).toEqual([
      { id: 1, price: { default: { value: 5.9 } } },
      { id: 4, price: { default: { value: 6.5 } } },
    ]);
    expect(sources({ _source: 'categories.id' })).toEqual([
      { categories: [{ id: 10 }, { id: 101 }] },
      { categories: [{ id: 22 }] },
    ]);
  });

  it('gives an empty _source when no named field exists, and none with false', () => {
    expect(sources({ _source: ['nothing.here'] })).toEqual([{}, {}]);
    expect(sources({ _source: false })).toEqual([undefined, undefined]);
  });
});

describe('requests outside the supported subset', () => {
  it.each([
    ['an unknown query', { query: { nonsense: {} } }, 'unknown query [nonsense]'],
    [
      'an unsupported query',
      { query: { function_score: {} } },
      'the [function_score] query is not supported',
    ],
    ['an unsupported top-level key', { highlight: { fields: {} } }, '[highlight] is not supported'],
    [
      'an unknown query option',
      { query: { match: { name: { query: 'x', foo: 1 } } } },
      '[match] query does not support [foo]',
    ],
    [
      'a multi_match type',
      { query: { multi_match: { query: 'x', fields: ['name'], type: 'cross_fields' } } },
      'cross_fields',
    ],
    [
      'an aggregation type',
      { aggs: { a: { histogram: { field: 'id', interval: 1 } } } },
      'the [histogram] aggregation',
    ],
    [
      'a suggester type',
      { suggest: { s: { text: 'x', phrase: { field: 'name' } } } },
      'the [phrase] suggester',
    ],
    ['_source excludes', { _source: { excludes: ['name'] } }, '[_source] filtering'],
    ['a _source wildcard', { _source: ['price.*'] }, '[_source] filtering'],
  ])('answers 400 to %s', (_name, body, reason) => {
    const error = searchError(index, body);
    expect(error?.status).toBe(400);
    expect(error?.message).toContain(reason);
    expect(error?.toBody()).toMatchObject({ status: 400, error: { root_cause: [{ type: error?.type }] } });
  });
});
