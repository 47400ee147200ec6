import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The request bodies of docs/contracts/search.md#requests, sent as the storefront sends them, on the demo catalogue. */
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

// Responses are read the way the storefront reads raw JSON: deep paths, checked by the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Hit = { _index: string; _id: string; _score: number | null; _source: Json; inner_hits?: Json };
type Body = { hits: { total: { value: number }; hits: Hit[] }; aggregations?: Json; suggest?: Json };

async function search(index: string, body: unknown): Promise<Body> {
  const response = await subject.app.inject({
    method: 'POST',
    url: `/es/${index}/_search`,
    payload: body as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Body;
}

const COLLAPSE = { field: 'url_key', inner_hits: [{ size: 100, name: 'variants' }] };
const variantIds = (hit: Hit | undefined) =>
  hit?.inner_hits.variants.hits.hits.map((inner: Hit) => Number(inner._id));
const P = 'demo_products_fr';
const C = 'demo_category_fr';

describe('docs/contracts/search.md#requests requests on the demo catalogue', () => {
  it('2.1 finds a product by url_key with all its variants, the main one first', async () => {
    const body = await search(P, {
      query: { terms: { url_key: ['huile-essentielle-de-lavande-fine'] } },
      collapse: COLLAPSE,
    });
    expect(body.hits.total.value).toBe(4);
    expect(body.hits.hits[0]?._source.main).toBe(true);
    expect(variantIds(body.hits.hits[0])).toEqual([11, 12, 13, 14]);
  });

  it('2.2 finds products by ids, with only the requested variants in inner hits', async () => {
    const body = await search(P, { query: { terms: { id: [12, 31, 571] } }, size: 3, collapse: COLLAPSE });
    expect(body.hits.hits.flatMap(variantIds).sort((a, b) => a - b)).toEqual([12, 31, 571]);
  });

  it('2.3 lists every product template once', async () => {
    const body = await search(P, { query: { match_all: {} }, size: 100, collapse: COLLAPSE });
    expect(body.hits.hits).toHaveLength(70);
    expect(body.hits.total.value).toBeGreaterThanOrEqual(150);
    expect(body.hits.hits.every((hit) => hit._source.main)).toBe(true);
  });

  const autocomplete = (text: string) => ({
    collapse: {
      field: 'url_key',
      inner_hits: { name: 'variants', size: 100 },
      max_concurrent_group_searches: 4,
    },
    query: {
      bool: {
        must: { multi_match: { query: text, fields: ['name', 'description'], type: 'phrase_prefix' } },
        should: { term: { main: true } },
      },
    },
    size: 6,
    suggest: { suggestion: { text, term: { field: 'name' } } },
  });

  it('2.5 autocompletes a prefix through phrase_prefix', async () => {
    const body = await search(P, autocomplete('huile essentielle de lav'));
    const names = body.hits.hits.map((hit) => hit._source.model.name);
    expect(names).toContain('Huile essentielle de Lavande fine');
    expect(names.every((name: string) => /lav/i.test(name))).toBe(true);
    // The suggester analyses the text as `name` does, stems stacked on words: an entry for each, as a
    // real engine answers (the storefront suggests on name.plain, which has no stems).
    expect(body.suggest.suggestion.map((entry: { text: string }) => entry.text)).toEqual([
      'huile',
      'huil',
      'essentielle',
      'esentiel',
      'de',
      'lav',
    ]);
  });

  it('2.5 retry rule: no hit for a typo, the suggester proposes the word that finds it', async () => {
    const first = await search(P, autocomplete('lavnde'));
    expect(first.hits.total.value).toBe(0);
    const correction = first.suggest.suggestion[0].options
      .map((option: { text: string }) => option.text)
      .join(' ');
    expect(correction).toMatch(/^lavande/);
    const retry = await search(P, autocomplete(correction.split(' ')[0] ?? ''));
    expect(retry.hits.total.value).toBeGreaterThan(0);
  });

  it('2.16 fuzzy autocomplete over name^10, sphere^5, brand.plain^5 and sku finds a typo', async () => {
    const body = await search(P, {
      query: {
        bool: {
          must: {
            bool: {
              should: [
                {
                  multi_match: { query: 'ravintsra', fields: ['name', 'description'], type: 'phrase_prefix' },
                },
                {
                  multi_match: {
                    query: 'ravintsra',
                    fields: ['name^10', 'sphere^5', 'brand.plain^5', 'sku'],
                    fuzziness: 'AUTO',
                  },
                },
              ],
            },
          },
          should: { term: { main: true } },
        },
      },
      size: 6,
      collapse: COLLAPSE,
    });
    expect(body.hits.hits[0]?._source.model.name).toBe('Huile essentielle de Ravintsara');
  });

  it('2.6 autocompletes categories', async () => {
    const body = await search(C, {
      query: { multi_match: { query: 'huiles v', fields: ['name', 'description'], type: 'phrase_prefix' } },
      size: 6,
    });
    expect(body.hits.hits.map((hit) => hit._source.name)).toContain('Huiles végétales');
  });

  it('2.7 aggregates the variant axes of a product under the values already chosen', async () => {
    const body = await search(P, {
      collapse: COLLAPSE,
      query: { term: { url_key: 'flacon-compte-gouttes-vide' } },
      post_filter: {
        nested: {
          path: 'variant_attributes',
          query: {
            bool: {
              must: [
                { term: { 'variant_attributes.capacity': '10 ml' } },
                { term: { 'variant_attributes.colour': 'Verre bleu' } },
              ],
            },
          },
        },
      },
      size: 1,
      aggs: {
        variants: {
          nested: { path: 'variant_attributes' },
          aggs: {
            capacity: { terms: { field: 'variant_attributes.capacity', size: 1000, order: { _key: 'asc' } } },
            colour: {
              filter: { bool: { must: { term: { 'variant_attributes.capacity': '10 ml' } } } },
              aggs: {
                colour: { terms: { field: 'variant_attributes.colour', size: 1000, order: { _key: 'asc' } } },
              },
            },
          },
        },
      },
    });
    expect(body.hits.hits.map((hit) => hit._id)).toEqual(['672']);
    expect(body.aggregations.variants.doc_count).toBe(4);
    expect(body.aggregations.variants.capacity.buckets).toEqual([
      { key: '10 ml', doc_count: 2 },
      { key: '30 ml', doc_count: 2 },
    ]);
    expect(body.aggregations.variants.colour.colour.buckets).toEqual([
      { key: 'Verre ambré', doc_count: 1 },
      { key: 'Verre bleu', doc_count: 1 },
    ]);
  });

  it('2.8 lists the variants of a template without collapse', async () => {
    const body = await search(P, {
      query: { term: { url_key: 'huile-essentielle-de-lavande-fine' } },
      size: 6,
    });
    expect(body.hits.hits.map((hit) => hit._id)).toEqual(['11', '12', '13', '14']);
  });

  it('2.9 lists a category page through the nested category id sent as a string', async () => {
    const body = await search(P, {
      query: {
        bool: {
          must: {
            nested: { path: 'categories', query: { bool: { must: { match: { 'categories.id': '10' } } } } },
          },
          should: { term: { main: true } },
        },
      },
      size: 30,
      collapse: COLLAPSE,
    });
    expect(body.hits.hits.length).toBeGreaterThanOrEqual(22);
    for (const hit of body.hits.hits)
      expect(hit._source.categories.map((category: { id: number }) => category.id)).toContain(10);
  });

  it('2.10 resolves a URL with a trailing slash and a sku to the sku variant across both indices', async () => {
    const body = await search(`${P},${C}`, {
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [
                  { terms: { url_key: ['huile-essentielle-de-lavande-fine/'], boost: 2 } },
                  { terms: { url_key: ['huile-essentielle-de-lavande-fine'], boost: 2 } },
                  { terms: { redirect_url_key: ['huile-essentielle-de-lavande-fine/'], boost: 1 } },
                  { terms: { redirect_url_key: ['huile-essentielle-de-lavande-fine'], boost: 1 } },
                ],
              },
            },
          ],
          should: [{ terms: { 'sku.keyword': ['HE-LAVF-10-ML'] } }],
        },
      },
      collapse: COLLAPSE,
    });
    expect(body.hits.hits[0]?._index).toBe(P);
    expect(body.hits.hits[0]?._id).toBe('12');
    expect(variantIds(body.hits.hits[0])?.[0]).toBe(12);
  });

  it('2.10 resolves a former URL key (score 0) and a category path', async () => {
    const redirect = await search(`${P},${C}`, {
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [
                  { terms: { url_key: ['lavande-vraie'], boost: 1 } },
                  { terms: { redirect_url_key: ['lavande-vraie'], boost: 0 } },
                ],
              },
            },
          ],
          should: [{ terms: { main: [true] } }],
        },
      },
      collapse: COLLAPSE,
    });
    expect(redirect.hits.hits[0]?._source.url_key).toBe('huile-essentielle-de-lavande-fine');
    const category = await search(`${P},${C}`, {
      query: {
        bool: {
          must: [
            { bool: { should: [{ terms: { url_key: ['aromatherapie/huiles-essentielles'], boost: 1 } }] } },
          ],
        },
      },
      collapse: COLLAPSE,
    });
    expect(category.hits.hits[0]?._index).toContain('category');
    expect(category.hits.hits[0]?._source.name).toBe('Huiles essentielles');
  });

  it('2.11 lists the navigation categories with their subtree', async () => {
    const body = await search(C, { size: 20, query: { term: { level: 0 } } });
    expect(body.hits.hits.map((hit) => hit._source.name)).toEqual([
      'Aromathérapie',
      'Cosmétique naturelle',
      'Bien-être',
      'Maison et diffusion',
    ]);
    expect(body.hits.hits[0]?._source.childs[0].childs.length).toBeGreaterThan(0);
  });

  it('2.12 finds categories by ids and lists them all', async () => {
    expect((await search(C, { query: { terms: { id: [1, 10] } }, size: 2 })).hits.hits).toHaveLength(2);
    expect(
      (await search(C, { query: { match_all: {} }, size: 100 })).hits.total.value,
    ).toBeGreaterThanOrEqual(15);
  });

  it('2.12b reads one document in several indices in one _msearch, each answer in its place', async () => {
    const lavender = await search(P, {
      query: { terms: { url_key: ['huile-essentielle-de-lavande-fine'] } },
    });
    const id = Number(lavender.hits.hits[0]?._source.id);
    const lines = [
      { index: 'demo_products_nl' },
      { query: { term: { id } }, size: 1, _source: ['url_key'] },
      { index: 'demo_products_de' },
      { query: { term: { id } }, size: 1, _source: ['url_key'] },
      { index: 'no_such_index' },
      { query: { match_all: {} } },
      {},
      { query: { term: { id } }, size: 1, _source: ['url_key'] },
    ];
    const response = await subject.app.inject({
      method: 'POST',
      url: '/es/demo_products_en/_msearch',
      headers: { 'content-type': 'application/x-ndjson' },
      payload: lines.map((line) => `${JSON.stringify(line)}\n`).join(''),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { responses } = response.json() as { responses: (Body & { status: number; error?: Json })[] };
    expect(responses.map((answer) => answer.status)).toEqual([200, 200, 404, 200]);
    const urlKeys = responses.map((answer) => answer.hits?.hits[0]?._source);
    expect(urlKeys[0]).toEqual({ url_key: expect.any(String) });
    expect(new Set([urlKeys[0].url_key, urlKeys[1].url_key, urlKeys[3].url_key]).size).toBe(3);
    expect(responses[2]?.error.type).toBe('index_not_found_exception');
    const unterminated = await subject.app.inject({
      method: 'POST',
      url: '/es/_msearch',
      payload: JSON.stringify({ index: P }),
    });
    expect(unterminated.statusCode).toBe(400);
    expect(unterminated.json().error.reason).toMatch(/terminated by a newline/);
  });

  it('2.13 collects the url keys of every language for the sitemap', async () => {
    const body = await search('demo_products_*', {
      query: { match_all: {} },
      size: 0,
      aggs: { url_keys: { terms: { field: 'url_key', size: 10000 } } },
    });
    const keys = body.aggregations.url_keys.buckets.map((bucket: { key: string }) => bucket.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'huile-essentielle-de-lavande-fine',
        'etherische-olie-echte-lavendel',
        'true-lavender-essential-oil',
      ]),
    );
    expect(body.hits.hits).toEqual([]);
  });

  it('2.14 search page: post_filter filters hits, each facet ignores its own filter, total counts templates', async () => {
    const brand = { terms: { 'brand.name.keyword': ['Lumen Aroma'] } };
    const price = { range: { 'price_by_pricelist.1.value': { gte: 5, lte: 15 } } };
    const body = await search(P, {
      query: {
        bool: {
          must: { multi_match: { query: 'huile', fields: ['name', 'description'], type: 'phrase_prefix' } },
          should: { term: { main: true } },
        },
      },
      size: 30,
      from: 0,
      post_filter: { bool: { must: [brand, price] } },
      sort: [{ _score: 'desc' }],
      aggs: {
        brand: {
          filter: { bool: { must: [price] } },
          aggs: {
            brand: { terms: { field: 'brand.name.keyword', size: 10 } },
            unique: { cardinality: { field: 'brand.name.keyword' } },
          },
        },
        price: {
          filter: { bool: { must: [brand] } },
          aggs: { price: { stats: { field: 'price_by_pricelist.1.value' } } },
        },
        total: {
          filter: { bool: { must: [brand, price] } },
          aggs: { total: { cardinality: { field: 'url_key' } } },
        },
      },
      collapse: COLLAPSE,
    });
    for (const hit of body.hits.hits) {
      expect(hit._source.brand.name).toBe('Lumen Aroma');
      expect(hit._source.price_by_pricelist['1'].value).toBeGreaterThanOrEqual(5);
    }
    expect(body.aggregations.total.total.value).toBe(body.hits.hits.length);
    expect(body.aggregations.brand.unique.value).toBeGreaterThan(1);
    expect(body.aggregations.price.price.max).toBeGreaterThan(15);
  });
});
