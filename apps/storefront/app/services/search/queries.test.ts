import { describe, expect, it } from 'vitest';
import {
  allProducts,
  cardSource,
  categoryProductsQuery,
  navCategories,
  productCardsByIds,
  productsByIds,
  productsByUrlKey,
  urlResolution,
  variantReferenceSource,
  variantAxes,
} from './queries';
import { fullTextQuery, productAutocomplete, productTextQuery, type TextMatching } from './text-queries';

const COLLAPSE = { field: 'url_key', inner_hits: [{ size: 100, name: 'variants' }] };
const IMAGE_KEYS = { small: 'thumb', medium: 'card', large: 'detail', xlarge: 'zoom' };

describe('search requests (search-contract §2, SPEC §7, §9)', () => {
  it('2.1 product by url_key', () => {
    expect(productsByUrlKey('chaise')).toEqual({
      query: { terms: { url_key: ['chaise'] } },
      collapse: COLLAPSE,
    });
  });

  it('2.2 products by ids, sized to the ids', () => {
    expect(productsByIds([24, 31, 57])).toEqual({
      query: { terms: { id: [24, 31, 57] } },
      size: 3,
      collapse: COLLAPSE,
    });
  });

  it("2.2 products by ids as cards: the card's fields, in the shop's picture sizes, and one pricelist", () => {
    const source = cardSource({ small: 'thumb', medium: 'card', large: 'detail', xlarge: 'detail' });
    expect(source).toEqual(expect.arrayContaining(['id', 'url_key', 'images.card', 'images.thumb']));
    expect(source.filter((path) => path.startsWith('images.'))).toEqual(['images.card', 'images.thumb']);
    expect(source.filter((path) => path.startsWith('price'))).toEqual(['price']);
    const multi = cardSource(
      { small: 'thumb', medium: 'card', large: 'detail', xlarge: 'detail' },
      'price_by_pricelist.1',
    );
    expect(multi.filter((path) => path.startsWith('price'))).toEqual(['price_by_pricelist.1']);
    // What the unit price is read from (domain/unit-price.ts netQuantityOf).
    expect(source).toEqual(expect.arrayContaining(['variant_attributes', 'capacity']));
    expect(source).not.toContain('description');
    expect(productCardsByIds([24, 31], source)).toEqual({
      query: { terms: { id: [24, 31] } },
      size: 2,
      collapse: { field: 'url_key' },
      _source: source,
    });
  });

  it("a product page's other variants: what names, prices and stocks them and their offers' fields", () => {
    const source = variantReferenceSource(IMAGE_KEYS);
    expect(source).toEqual(
      expect.arrayContaining(['id', 'sku', 'name', 'url_key', 'stock', 'price', 'price_by_pricelist']),
    );
    // The structured data's offer of each variant: its description, barcode and large (or medium) picture.
    expect(source).toEqual(expect.arrayContaining(['short_description', 'barcode']));
    expect(source.filter((path) => path.startsWith('images.'))).toEqual(['images.detail', 'images.card']);
    for (const field of ['description', 'categories', 'links', 'variant_selector', 'meta_description'])
      expect(source).not.toContain(field);
  });

  it('2.3 all products: match_all, default size 100, variants 100', () => {
    expect(allProducts()).toEqual({ query: { match_all: {} }, size: 100, collapse: COLLAPSE });
  });

  it('2.4 full text: phrase prefix on name and description, main variants preferred; match_all without text', () => {
    expect(fullTextQuery('chaise bl')).toEqual({
      bool: {
        must: { multi_match: { query: 'chaise bl', fields: ['name', 'description'], type: 'phrase_prefix' } },
        should: { term: { main: true } },
      },
    });
    expect(fullTextQuery('  ')).toEqual({
      bool: { must: { match_all: {} }, should: { term: { main: true } } },
    });
  });

  it('autocomplete: phrase prefix plus fuzzy name^10, sphere^5, brand.plain^5, sku, main boost, term suggestion', () => {
    const body = productAutocomplete('lavnde');
    expect(body.size).toBe(6);
    // On the name's words as written: a stemmed field would have the suggester propose stems too.
    expect(body.suggest).toEqual({ suggestion: { text: 'lavnde', term: { field: 'name.plain' } } });
    const query = JSON.stringify(body.query);
    expect(query).toContain('"fields":["name","description"],"type":"phrase_prefix"');
    // Fuzzy on fields without a stemmer: OpenSearch drops fuzziness where a word and its stem are stacked.
    expect(query).toContain('"fields":["name.plain^10","sphere^5","brand.plain^5","sku"],"fuzziness":"AUTO"');
    expect(body.query?.bool?.should).toContainEqual({ term: { main: { value: true, boost: 3 } } });
    // One suggestion per template, without the variants the dropdown never reads: no inner hits.
    expect(body.collapse).toEqual({ field: 'url_key' });
  });

  it('a text matches with all its words first, with any of them on the second try', () => {
    const operators = (matching: TextMatching) =>
      [...JSON.stringify(productTextQuery('huile lavande', matching)).matchAll(/"operator":"(\w+)"/g)].map(
        (match) => match[1],
      );
    expect(operators('all words')).not.toContain('or');
    expect(operators('any word')).toContain('or');
    // What ranks (the name, the Latin name…) still wants every word: only what matches is relaxed.
    expect(operators('any word')).toContain('and');
  });

  it('ranks on the template name, the Latin name, brand, type, uses and categories', () => {
    const ranking = JSON.stringify(productTextQuery('lavande')?.bool?.should);
    for (const field of ['model.name', 'latin_name', 'brand.name', 'product_type', 'sphere_of_use'])
      expect(ranking).toContain(`"${field}"`);
    expect(ranking).toContain('"path":"categories"');
  });

  it('2.9 category products through the nested categories.id', () => {
    expect(categoryProductsQuery(8)).toEqual({
      bool: {
        must: {
          nested: { path: 'categories', query: { bool: { must: { match: { 'categories.id': '8' } } } } },
        },
        should: { term: { main: true } },
      },
    });
  });

  it('2.10 URL resolution with two forms and a sku', () => {
    const variantSource = variantReferenceSource(IMAGE_KEYS);
    expect(urlResolution(['chaise/', 'chaise'], 'E-COM13', variantSource)).toEqual({
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [
                  { terms: { url_key: ['chaise/'], boost: 2 } },
                  { terms: { url_key: ['chaise'], boost: 2 } },
                  { terms: { redirect_url_key: ['chaise/'], boost: 1 } },
                  { terms: { redirect_url_key: ['chaise'], boost: 1 } },
                ],
              },
            },
          ],
          should: [{ terms: { 'sku.keyword': ['E-COM13'] } }],
        },
      },
      collapse: {
        field: 'url_key',
        inner_hits: [{ size: 100, name: 'variants', _source: variantSource }],
      },
    });
    expect(urlResolution(['chaise'], undefined, variantSource).query?.bool?.should).toEqual([
      { terms: { main: [true] } },
    ]);
  });

  it('2.11 navigation categories: level 0, 20 of them', () => {
    expect(navCategories()).toEqual({ size: 20, query: { term: { level: 0 } } });
  });

  it('variant axes: terms of 1000 ordered by key, each axis filtered by the choices before it', () => {
    const body = variantAxes('chaise-bistro', ['color', 'size'], { color: 'Bleu', size: 'M' });
    expect(body.aggs).toEqual({
      variants: {
        nested: { path: 'variant_attributes' },
        aggs: {
          color: { terms: { field: 'variant_attributes.color', size: 1000, order: { _key: 'asc' } } },
          size: {
            filter: { bool: { must: [{ term: { 'variant_attributes.color': 'Bleu' } }] } },
            aggs: {
              size: { terms: { field: 'variant_attributes.size', size: 1000, order: { _key: 'asc' } } },
            },
          },
        },
      },
    });
    expect(body.post_filter).toEqual({
      nested: {
        path: 'variant_attributes',
        query: {
          bool: {
            must: [
              { term: { 'variant_attributes.color': 'Bleu' } },
              { term: { 'variant_attributes.size': 'M' } },
            ],
          },
        },
      },
    });
  });
});
