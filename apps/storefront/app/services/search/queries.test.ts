import { beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueService, demoEngine } from '../../../../../scripts/relevance/engines.ts';
import {
  allProducts,
  cardSource,
  categoryProductsQuery,
  navCategories,
  productCardsByIds,
  productsByIds,
  productsByUrlKey,
  urlResolution,
  variantAxes,
  variantReferenceSource,
} from './queries';
import { fullTextQuery, productAutocomplete, productTextQuery } from './text-queries';

/**
 * The storefront's requests, run on the demo catalogue by the demo backend's search index
 * (docs/contracts/search.md#requests): what each one finds, not how it is spelled. The same requests on a real OpenSearch, compared with
 * the demo index: scripts/opensearch/opensearch.test.ts.
 */

interface Hit {
  _id: string;
  _source: Record<string, unknown>;
  inner_hits?: { variants: { hits: { hits: Hit[] } } };
}
interface Answer {
  hits: { total: { value: number }; hits: Hit[] };
  aggregations?: Record<string, unknown>;
  suggest?: { suggestion: { options: { text: string }[] }[] };
}

const PRODUCTS = 'demo_products_en';
const CATEGORIES = 'demo_category_en';
const LAVENDER = 'true-lavender-essential-oil';
const IMAGE_KEYS = { small: 'small', medium: 'medium', large: 'large', xlarge: 'xlarge' };

let search: (index: string, body: unknown) => Promise<Answer>;
beforeAll(() => {
  const engine = demoEngine(demoCatalogueService().service);
  search = (index, body) => engine.search(index, body) as Promise<Answer>;
});

const products = (query: unknown, size = 200) => search(PRODUCTS, { query, size });
const sources = (answer: Answer) => answer.hits.hits.map((hit) => hit._source);
const names = (answer: Answer) => sources(answer).map((source) => String(source.name));
const categoryIdsOf = (source: Record<string, unknown>) =>
  (source.categories as { id: number }[]).map((category) => category.id);

describe('the storefront’s requests on the demo catalogue (docs/contracts/search.md#requests)', () => {
  it('2.1 a url_key finds its product once, with every variant of it', async () => {
    const answer = await search(PRODUCTS, productsByUrlKey(LAVENDER));
    expect(answer.hits.hits).toHaveLength(1);
    const variants = answer.hits.hits[0]!.inner_hits!.variants.hits.hits.map((hit) => hit._source.short_name);
    expect(variants).toEqual(expect.arrayContaining(['5 ml', '10 ml', '30 ml', '100 ml']));
    expect(variants).toHaveLength(answer.hits.hits[0]!._source.variant_count as number);
  });

  it('2.2 ids find those variants and no other, one per template', async () => {
    const { hits } = await search(PRODUCTS, productsByUrlKey(LAVENDER));
    const lavenderIds = hits.hits[0]!.inner_hits!.variants.hits.hits.map((hit) => Number(hit._id));
    const other = (await products({ bool: { must_not: { term: { url_key: LAVENDER } } } }, 1)).hits.hits[0]!;
    const answer = await search(PRODUCTS, productsByIds([lavenderIds[1]!, Number(other._id)]));
    expect(answer.hits.hits.map((hit) => Number(hit._id)).sort()).toEqual(
      [lavenderIds[1]!, Number(other._id)].sort(),
    );
  });

  it("2.2 cards carry the card's fields, in the shop's picture sizes, without the product's texts", async () => {
    const source = cardSource({ ...IMAGE_KEYS, large: 'medium', xlarge: 'medium' }, 'price_by_pricelist.1');
    const { hits } = await search(PRODUCTS, allProducts(3));
    const ids = hits.hits.map((hit) => Number(hit._id));
    const cards = sources(await search(PRODUCTS, productCardsByIds(ids, source)));
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toMatchObject({ id: expect.any(Number), url_key: expect.any(String) });
      expect(Object.keys((card.images as Record<string, unknown>[])[0]!).sort()).toEqual(['medium', 'small']);
      expect(Object.keys(card.price_by_pricelist as object)).toEqual(['1']);
      // What the unit price is read from (domain/unit-price.ts netQuantityOf).
      expect(card).toHaveProperty('variant_attributes');
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('categories');
    }
  });

  it("a product page's other variants come with their offer's fields, without their texts", async () => {
    const { hits } = await search(PRODUCTS, {
      ...productsByUrlKey(LAVENDER),
      _source: variantReferenceSource(IMAGE_KEYS),
    });
    const variant = hits.hits[0]!._source;
    expect(variant).toMatchObject({
      sku: expect.any(String),
      barcode: expect.any(String),
      stock: expect.anything(),
    });
    expect(Object.keys((variant.images as Record<string, unknown>[])[0]!).sort()).toEqual([
      'large',
      'medium',
    ]);
    for (const field of ['description', 'categories', 'variant_selector', 'meta_description'])
      expect(variant).not.toHaveProperty(field);
  });

  it('2.3 all products: one hit per template, the catalogue counted whole', async () => {
    const answer = await search(PRODUCTS, allProducts());
    const urlKeys = sources(answer).map((source) => source.url_key);
    expect(new Set(urlKeys).size).toBe(urlKeys.length);
    expect(answer.hits.total.value).toBeGreaterThan(urlKeys.length);
  });

  it('2.4 a text finds the products whose name or description starts with it, main variants first', async () => {
    const answer = await products(fullTextQuery('true laven'));
    expect(names(answer).length).toBeGreaterThan(0);
    for (const source of sources(answer))
      expect(`${String(source.name)} ${String(source.description)}`).toMatch(/true laven/i);
    expect(sources(answer)[0]!.main).toBe(true);
    // No text: the whole catalogue.
    expect((await products(fullTextQuery('  '))).hits.total.value).toBe(
      (await products({ match_all: {} })).hits.total.value,
    );
  });

  it('a search for lavender finds the lavender products first, a product of that name on top', async () => {
    const found = names(await products(productTextQuery('lavender'), 5));
    expect(found[0]).toMatch(/lavender/i);
    expect(found.filter((name) => /lavender/i.test(name)).length).toBeGreaterThanOrEqual(3);
  });

  it('a text matches with all its words first, with any of them on the second try', async () => {
    const all = await products(productTextQuery('lavender shampoo', 'all words'));
    const any = await products(productTextQuery('lavender shampoo', 'any word'));
    expect(any.hits.total.value).toBeGreaterThan(all.hits.total.value);
    const anyIds = new Set(any.hits.hits.map((hit) => hit._id));
    for (const hit of all.hits.hits) expect(anyIds.has(hit._id)).toBe(true);
  });

  it('autocomplete forgives a typo, proposes the word meant, and shows one suggestion per template', async () => {
    const answer = await search(PRODUCTS, productAutocomplete('lavnder'));
    expect(names(answer).some((name) => /lavender/i.test(name))).toBe(true);
    expect(answer.hits.hits.length).toBeLessThanOrEqual(6);
    const urlKeys = sources(answer).map((source) => source.url_key);
    expect(new Set(urlKeys).size).toBe(urlKeys.length);
    expect(answer.suggest!.suggestion[0]!.options.map((option) => option.text)).toContain('lavender');
  });

  it("2.9 a category's products are that category's, and all of them", async () => {
    const inCategory = await products(categoryProductsQuery(10));
    expect(inCategory.hits.total.value).toBeGreaterThan(0);
    for (const source of sources(inCategory)) expect(categoryIdsOf(source)).toContain(10);
    const everything = sources(await products({ match_all: {} }, 1000));
    expect(inCategory.hits.total.value).toBe(
      everything.filter((source) => categoryIdsOf(source).includes(10)).length,
    );
  });

  it('2.10 an address resolves by url_key before redirect_url_key, and a sku picks its variant', async () => {
    const source = variantReferenceSource(IMAGE_KEYS);
    const direct = await search(PRODUCTS, urlResolution([LAVENDER], undefined, source));
    expect(direct.hits.hits[0]!._source).toMatchObject({ url_key: LAVENDER, main: true });
    const renamed = await search(PRODUCTS, urlResolution(['lavender-oil'], undefined, source));
    expect(renamed.hits.hits[0]!._source.url_key).toBe(LAVENDER);
    const bySku = await search(PRODUCTS, urlResolution([LAVENDER], 'HE-LAVF-30-ML', source));
    expect(bySku.hits.hits[0]!._source.sku).toBe('HE-LAVF-30-ML');
    expect((await search(PRODUCTS, urlResolution(['no-such-thing'], undefined, source))).hits.hits).toEqual(
      [],
    );
  });

  it('2.11 the navigation lists the top-level categories only', async () => {
    const answer = await search(CATEGORIES, navCategories());
    expect(answer.hits.hits.length).toBeGreaterThan(0);
    for (const source of sources(answer)) expect(source.level).toBe(0);
    const levels = sources(await search(CATEGORIES, { size: 1000, query: { match_all: {} } })).map(
      (source) => source.level,
    );
    expect(answer.hits.hits).toHaveLength(levels.filter((level) => level === 0).length);
  });

  it("variant axes: a product's choices are its variants' values, in order, each narrowed by the choices before", async () => {
    const { hits } = await search(PRODUCTS, productsByUrlKey(LAVENDER));
    const capacities = hits.hits[0]!.inner_hits!.variants.hits.hits.map((hit) => hit._source.capacity);
    const keysOf = (aggregation: unknown) =>
      (aggregation as { buckets: { key: string }[] }).buckets.map((bucket) => bucket.key);
    const free = await search(PRODUCTS, variantAxes(LAVENDER, ['capacity'], {}));
    const axes = free.aggregations!.variants as Record<string, unknown>;
    expect(keysOf(axes.capacity)).toEqual([...capacities].sort());
    const chosen = await search(PRODUCTS, variantAxes(LAVENDER, ['capacity'], { capacity: '30 ml' }));
    expect(sources(chosen).map((source) => source.capacity)).toEqual(['30 ml']);
  });
});
