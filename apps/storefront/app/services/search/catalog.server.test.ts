import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProduct } from '~/domain/catalog';
import { demoBackendEnv, startTemporaryDemoBackend } from '../../../../../scripts/lib/services.ts';
// Loaded only after the environment points at the backend, because the configuration is read once.
import type * as CatalogModule from './catalog.server';
import type * as ClientModule from './search-client.server';
import type * as BackendFetchModule from '../observability/backend-fetch.server';

/** The storefront's catalogue reads against the real demo search index, started for this file. */
let backend: Awaited<ReturnType<typeof startTemporaryDemoBackend>>;
let catalog: typeof CatalogModule;
let client: typeof ClientModule;
let backendFetch: typeof BackendFetchModule;

beforeAll(async () => {
  backend = await startTemporaryDemoBackend();
  Object.assign(process.env, demoBackendEnv(backend.port));
  catalog = await import('./catalog.server');
  client = await import('./search-client.server');
  backendFetch = await import('../observability/backend-fetch.server');
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

describe('catalogue reads against the demo index', () => {
  it("reads a quick order's variants by their exact SKUs: two of one product both, an unknown none", async () => {
    const variants = await catalog.getVariantsBySkus('en', [
      'HE-LAVF-30-ML',
      'HE-LAVF-10-ML',
      'NO-SUCH-SKU',
      'he-lavf-5-ml',
    ]);
    expect(variants.map((variant) => variant.sku).sort()).toEqual(['HE-LAVF-10-ML', 'HE-LAVF-30-ML']);
    expect(new Set(variants.map((variant) => variant.id)).size).toBe(2);
    expect(variants.every((variant) => variant.modelName === 'True Lavender essential oil')).toBe(true);
  });

  it('resolves a product by url_key with all its variants', async () => {
    const entity = await catalog.resolveCatalogPath('en', 'true-lavender-essential-oil');
    expect(entity?.kind).toBe('product');
    if (entity?.kind !== 'product') return;
    expect(entity.canonicalPath).toBe('true-lavender-essential-oil');
    expect(entity.product.modelName).toBe('True Lavender essential oil');
    expect(entity.product.variants.map((v) => v.shortName)).toEqual(
      expect.arrayContaining(['5 ml', '10 ml', '30 ml', '100 ml']),
    );
    expect(entity.product.prices.default?.value).toBeGreaterThan(0);
    expect(entity.product.categories.map((c) => c.level)).toEqual(
      [...entity.product.categories.map((c) => c.level)].sort(),
    );
  });

  it("reads a product page's other variants without their texts, the variant shown whole, a sku's included", async () => {
    for (const sku of [undefined, 'HE-LAVF-30-ML']) {
      const entity = await catalog.resolveCatalogPath('en', 'true-lavender-essential-oil', sku);
      if (entity?.kind !== 'product') throw new Error('no product');
      const { product } = entity;
      if (sku) expect(product.sku).toBe(sku);
      expect(product.description).not.toBe('');
      expect(product.categories.length).toBeGreaterThan(0);
      const others = product.variants.filter((variant) => variant.id !== product.id);
      expect(others.length).toBeGreaterThan(0);
      for (const variant of others) {
        expect(variant).toMatchObject({ description: '', categories: [], variantSelector: [] });
        expect(variant.sku).not.toBe('');
        expect(variant.prices.default?.value).toBeGreaterThan(0);
        expect(variant.stock.state).toBeDefined();
      }
      expect(product.variants.find((variant) => variant.id === product.id)?.description).toBe(
        product.description,
      );
    }
  });

  it('resolves an old url_key to the product, whose canonical path differs', async () => {
    const entity = await catalog.resolveCatalogPath('en', 'lavender-oil');
    expect(entity).toMatchObject({ kind: 'product', canonicalPath: 'true-lavender-essential-oil' });
  });

  it('resolves a trailing slash to the clean key', async () => {
    const entity = await catalog.resolveCatalogPath('en', 'true-lavender-essential-oil/');
    expect(entity?.canonicalPath).toBe('true-lavender-essential-oil');
  });

  it('resolves a category path with its parents', async () => {
    const entity = await catalog.resolveCatalogPath('en', 'aromatherapy/essential-oils');
    expect(entity?.kind).toBe('category');
    if (entity?.kind !== 'category') return;
    expect(entity.category.parents.map((p) => p.urlKey)).toEqual(['aromatherapy']);
  });

  it('finds nothing for an unknown path, and reads each locale from its own index', async () => {
    expect(await catalog.resolveCatalogPath('en', 'no-such-thing')).toBeUndefined();
    expect(await catalog.resolveCatalogPath('fr', 'true-lavender-essential-oil')).toBeUndefined();
  });

  it('gives the top categories for navigation, at most 20', async () => {
    const categories = await catalog.getNavCategories('de');
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThanOrEqual(20);
    expect(categories.every((c) => c.level === 0)).toBe(true);
    expect(categories.some((c) => c.children.length > 0)).toBe(true);
  });

  it('returns products by ids in the order asked', async () => {
    const products = await catalog.getAllProducts('nl', 5);
    const ids = products.map((p) => p.id).reverse();
    expect((await catalog.getProductsByIds('nl', ids)).map((p) => p.id)).toEqual(ids);
    expect(await catalog.getProductsByIds('nl', [])).toEqual([]);
  });

  it("reads a product page's cross- and up-selling as cards in one request, each list in the order asked", async () => {
    const products = await catalog.getAllProducts('de', 6);
    const ids = products.map((p) => p.id);
    const cross = [ids[2]!, ids[0]!];
    const up = [ids[5]!, ids[3]!, ids[4]!];
    const calls: string[] = [];
    const stop = backendFetch.onBackendCall((call) => calls.push(call.system));
    let lists: Awaited<ReturnType<typeof catalog.getProductCardLists>>;
    try {
      lists = await catalog.getProductCardLists('de', [cross, [], up]);
    } finally {
      stop();
    }
    expect(calls).toEqual(['search']);
    expect(lists.map((list) => list.map((p) => p.id))).toEqual([cross, [], up]);
    // Read with the card's fields alone, each card is the card of the whole product.
    expect(lists[2]).toEqual((await catalog.getProductsByIds('de', up)).map(cardProduct));
    expect(await catalog.getProductCardLists('de', [[], []])).toEqual([[], []]);
  });

  it("reads a products section's cards by SKU in the editor's order, a variant's SKU finding its product", async () => {
    const lavender = await catalog.resolveCatalogPath('en', 'true-lavender-essential-oil');
    if (lavender?.kind !== 'product') throw new Error('the demo index has no lavender');
    const [first, second] = (await catalog.getAllProducts('en', 10)).filter(
      (product) => product.urlKey !== lavender.product.urlKey,
    );
    const other = lavender.product.variants.find((variant) => variant.id !== lavender.product.id)!;
    const cards = await catalog.getProductCardsBySkus('en', [
      second!.sku,
      other.sku,
      'NO-SUCH-SKU',
      first!.sku,
    ]);
    expect(cards.map((card) => card.urlKey)).toEqual([
      second!.urlKey,
      lavender.product.urlKey,
      first!.urlKey,
    ]);
    expect(cards[0]).toEqual(cardProduct((await catalog.getProductsByIds('en', [second!.id]))[0]!));
  });

  it('keeps each read in the catalogue cache: the same reads again ask the index nothing', async () => {
    const reads = async () => {
      const entity = await catalog.resolveCatalogPath('fr', 'huile-essentielle-de-lavande-fine');
      if (entity?.kind !== 'product') throw new Error('the demo product is missing');
      await catalog.getProductsByIds('fr', [entity.product.id, ...entity.product.crossSellingIds]);
      await catalog.getNavCategories('fr');
      return entity.product;
    };
    const product = await reads();
    // A product and its variants are a tree: what the caches write as JSON reads back the same.
    expect(JSON.parse(JSON.stringify(product))).toEqual(product);
    const calls: string[] = [];
    const stop = backendFetch.onBackendCall((call) => calls.push(call.system));
    try {
      await reads();
    } finally {
      stop();
    }
    expect(calls).toEqual([]);
  });

  it("gives a product's and a category's address in every language, in one request to the index", async () => {
    const product = await catalog.resolveCatalogPath('en', 'true-lavender-essential-oil');
    const category = await catalog.resolveCatalogPath('en', 'aromatherapy/essential-oils');
    if (product?.kind !== 'product' || category?.kind !== 'category')
      throw new Error('the demo catalogue is missing');
    const calls: string[] = [];
    const stop = backendFetch.onBackendCall((call) => calls.push(call.system));
    try {
      expect(await catalog.catalogAlternates(product)).toEqual({
        fr: '/huile-essentielle-de-lavande-fine',
        nl: expect.stringMatching(/^\/[a-z-]+$/),
        en: '/true-lavender-essential-oil',
        de: expect.stringMatching(/^\/[a-z-]+$/),
      });
      expect(calls).toEqual(['search']);
      const categoryAlternates = await catalog.catalogAlternates(category);
      expect(categoryAlternates.en).toBe('/aromatherapy/essential-oils');
      for (const locale of ['fr', 'nl', 'de'] as const) {
        const path = categoryAlternates[locale].slice(1);
        // Each address is the same category in its own language.
        const found = await catalog.resolveCatalogPath(locale, path);
        expect(found?.kind === 'category' && found.category.id).toBe(category.category.id);
      }
      calls.length = 0;
      await catalog.catalogAlternates(product);
      expect(calls).toEqual([]);
    } finally {
      stop();
    }
  });

  it('sends a language whose index lacks the document to its home', async () => {
    const product = await catalog.resolveCatalogPath('en', 'true-lavender-essential-oil');
    if (product?.kind !== 'product') throw new Error('the demo product is missing');
    const unknown = { ...product, product: { ...product.product, id: 987_654_321 } };
    expect(await catalog.catalogAlternates(unknown)).toEqual({ fr: '/', nl: '/', en: '/', de: '/' });
  });

  it("refuses a missing index name with 'Elastic index is required'", () => {
    expect(() => client.indexName('', 'fr')).toThrow('Elastic index is required');
    expect(client.indexName('demo_products', 'nl')).toBe('demo_products_nl');
  });

  it('reports an engine that answers an error as unavailable, never as an empty result', async () => {
    await expect(client.search('no_such_index_fr', { query: { match_all: {} } })).rejects.toBeInstanceOf(
      client.SearchUnavailableError,
    );
  });

  it('answers several searches in one request in their order, and fails them all when one fails', async () => {
    const body = { query: { match_all: {} }, size: 1, _source: ['url_key'] };
    const [fr, nl] = await client.multiSearch([
      { index: 'demo_products_fr', body },
      { index: 'demo_products_nl', body },
    ]);
    expect(fr?.hits.hits[0]?._index).toMatch(/_fr$/);
    expect(nl?.hits.hits[0]?._index).toMatch(/_nl$/);
    await expect(
      client.multiSearch([
        { index: 'demo_products_fr', body },
        { index: 'no_such_index_fr', body },
      ]),
    ).rejects.toThrow(/404 for no_such_index_fr/);
    expect(await client.multiSearch([])).toEqual([]);
  });
});
