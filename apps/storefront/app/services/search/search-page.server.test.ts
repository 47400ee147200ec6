import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceFor } from '~/domain/catalog';
import { DEFAULT_FACETS } from '~/domain/search-facets';
import { parseSearchState, type SearchState } from '~/domain/search-state';
import { demoBackendEnv, startTemporaryDemoBackend } from '../../../../../scripts/lib/services.ts';
// Loaded only after the environment points at the backend, because the configuration is read once.
import type * as AutocompleteModule from './autocomplete.server';
import type * as CatalogModule from './catalog.server';
import type * as SearchPageModule from './search-page.server';
import type * as PricelistPricesModule from './pricelist-prices.server';

/** The search page and the autocomplete against the real demo index, started for this file. */
let backend: Awaited<ReturnType<typeof startTemporaryDemoBackend>>;
let page: typeof SearchPageModule;
let catalog: typeof CatalogModule;
let autocomplete: typeof AutocompleteModule;
let pricelistPrices: typeof PricelistPricesModule.pricelistPrices;
let erpUrl: string;

beforeAll(async () => {
  backend = await startTemporaryDemoBackend();
  Object.assign(process.env, demoBackendEnv(backend.port));
  erpUrl = `${demoBackendEnv(backend.port).SHOP_ERP_URL}`;
  page = await import('./search-page.server');
  catalog = await import('./catalog.server');
  autocomplete = await import('./autocomplete.server');
  ({ pricelistPrices } = await import('./pricelist-prices.server'));
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

/** The products a page's cards stand for, read whole from the index. */
const whole = async (view: SearchPageModule.SearchPageView) => {
  const products = await catalog.getProductsByIds(
    'en',
    view.products.map((product) => product.id),
  );
  expect(products).toHaveLength(view.products.length);
  return products;
};
const state = (query: string): SearchState => parseSearchState(new URLSearchParams(query), DEFAULT_FACETS)!;
const search = (query: string, locale: 'fr' | 'en' = 'en') => page.searchProducts(locale, state(query));
const facet = (view: SearchPageModule.SearchPageView, name: string) =>
  view.facetViews.find((candidate) => candidate.name === name);
const terms = (view: SearchPageModule.SearchPageView, name: string) => {
  const found = facet(view, name);
  return found?.type === 'terms' ? found.values : [];
};
/** The session cookies of a demo customer signed in at the ERP. */
async function signIn(login: string): Promise<string> {
  const response = await fetch(`${erpUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo1234' }),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
// As the sortable normalizer (lowercase, asciifolding): accents off, typographic apostrophes straight.
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[‘’]/g, "'").toLowerCase();

describe('the search page against the demo index', () => {
  it('counts products (distinct url_key), one card per product, 30 a page', async () => {
    const all = await search('');
    expect(all.total).toBe(70);
    expect(all.pages).toBe(3);
    expect(all.products).toHaveLength(30);
    expect(new Set(all.products.map((p) => p.urlKey)).size).toBe(30);
  });

  it('pages through every product once, and a page keeps the filters', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => search(`page=${n}`)));
    expect(pages.map((p) => p.products.length)).toEqual([30, 30, 10]);
    expect(new Set(pages.flatMap((p) => p.products.map((product) => product.urlKey))).size).toBe(70);
    const filtered = await search('brand=Terre%20d%E2%80%99Ocre&page=1');
    expect(filtered.total).toBe(24);
    expect((await search('brand=Terre%20d%E2%80%99Ocre')).pages).toBe(1);
  });

  it('counts each facet with every OTHER filter applied (post_filter)', async () => {
    const unfiltered = await search('');
    const brands = terms(unfiltered, 'brand');
    const [first, second] = brands;
    expect(brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(70);
    const one = await search(`brand=${encodeURIComponent(first!.value)}`);
    expect(one.total).toBe(first!.count);
    // The brand facet ignores its own choice, so the other brands can still be added.
    expect(terms(one, 'brand').map((b) => b.count)).toEqual(brands.map((b) => b.count));
    // Other facets count only the chosen brand's products.
    const capacities = (view: SearchPageModule.SearchPageView) =>
      terms(view, 'capacity').reduce((s, v) => s + v.count, 0);
    expect(capacities(one)).toBeLessThan(capacities(unfiltered));
    const two = await search(
      `brand=${encodeURIComponent(first!.value)}&brand=${encodeURIComponent(second!.value)}`,
    );
    expect(two.total).toBe(first!.count + second!.count);
  });

  it('filters on a nested variant attribute: cards show a matching variant', async () => {
    const view = await search('capacity=5%20ml');
    expect(view.total).toBeGreaterThan(0);
    // A card carries what it shows; the variant it stands for is read whole to see its attributes.
    expect((await whole(view)).every((p) => p.variantAttributes.capacity === '5 ml')).toBe(true);
    const withBrand = await search(
      `capacity=5%20ml&brand=${encodeURIComponent(terms(view, 'brand')[0]!.value)}`,
    );
    expect(withBrand.total).toBe(terms(view, 'brand')[0]!.count);
  });

  it('filters on a category of the tree and opens it', async () => {
    const top = facet(await search(''), 'category');
    expect(top?.type).toBe('category');
    if (top?.type !== 'category') return;
    const aromatherapy = top.entries.find((entry) => entry.name === 'Aromatherapy')!;
    const view = await search(`category=${aromatherapy.id}`);
    expect(view.total).toBe(aromatherapy.count);
    const opened = facet(view, 'category');
    expect(opened?.type === 'category' && opened.entries.some((entry) => entry.depth === 1)).toBe(true);
    expect((await whole(view)).every((p) => p.categories.some((c) => c.id === aromatherapy.id))).toBe(true);
  });

  it("filters and sorts on the visitor's pricelist", async () => {
    const view = await search('price_min=5&price_max=10&sort=price_asc');
    const prices = view.products.map((p) => priceFor(p.prices, 'default')!.value);
    expect(prices.every((price) => price >= 5 && price <= 10)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const b2b = await search('pricelist=3&sort=price_desc');
    const b2bIndexed = await pricelistPrices(
      'en',
      '3',
      b2b.products.map((p) => p.id),
    );
    const b2bPrices = b2b.products.map((p) => b2bIndexed[p.id]!.value);
    expect(b2bPrices).toEqual([...b2bPrices].sort((a, b) => b - a));
    const range = facet(b2b, 'price');
    expect(range?.type === 'price' && range.max).toBeLessThan(
      (facet(await search(''), 'price') as { max: number }).max,
    );
  });

  it('sorts by name, A to Z and Z to A, ignoring case and accents', async () => {
    const names = async (sort: string) =>
      (await search(`sort=${sort}`, 'fr')).products.map((p) => folded(p.modelName));
    const ascending = await names('name_asc');
    expect(ascending).toEqual([...ascending].sort());
    const descending = await names('name_desc');
    expect(descending).toEqual([...descending].sort().reverse());
  });

  it('finds products by phrase prefix and despite a typo', async () => {
    const prefix = await search('q=essential%20oi');
    expect(prefix.total).toBeGreaterThan(0);
    expect(prefix.products.some((p) => p.modelName.includes('essential oil'))).toBe(true);
    const typo = await search('q=lavnde');
    expect(typo.products.some((p) => p.modelName === 'True Lavender essential oil')).toBe(true);
    const french = await search('q=lavnde', 'fr');
    expect(french.products.some((p) => /Lavande/.test(p.modelName))).toBe(true);
  });

  it('finds a brand and a SKU despite a typo, from the typo field that stands for them (typo_text)', async () => {
    const brand = await search('q=alpenkrat');
    expect(brand.total).toBeGreaterThan(0);
    expect((await whole(brand)).every((p) => p.brand === 'Alpenkraut Atelier')).toBe(true);
    const sku = await search('q=he-lavd');
    expect(sku.products.some((p) => p.sku.startsWith('HE-LAVF-'))).toBe(true);
  });

  it("offers the suggester's correction and the top categories when nothing matches", async () => {
    const empty = await search('q=tyem');
    expect(empty.total).toBe(0);
    expect(empty.correction).toBeTruthy();
    expect(empty.topCategories.length).toBeGreaterThan(0);
    expect((await search(`q=${encodeURIComponent(empty.correction!)}`)).total).toBeGreaterThan(0);
    expect((await search('q=lavender')).correction).toBeUndefined();
  });

  it('offers the correction beside the products when a typo finds few', async () => {
    const few = await search('q=rosemery');
    expect(few.total).toBeGreaterThan(0);
    expect(few.total).toBeLessThan(10);
    expect(few.correction).toBe('rosemary');
    // Plenty of products: no correction even though the suggester has one.
    const many = await search('q=essentail');
    expect(many.total).toBeGreaterThanOrEqual(10);
    expect(many.correction).toBeUndefined();
  });

  it('shows the products with any of the words when none has them all, and says so', async () => {
    const all = await search('q=lavender%20essential%20oil');
    expect(all.matching).toBe('all words');
    const some = await search('q=huile%20eucalyptus');
    expect(some.matching).toBe('any word');
    expect(some.products.length).toBeGreaterThan(0);
    expect(some.products.slice(0, 2).every((p) => /Eucalyptus/.test(p.modelName))).toBe(true);
    // One word that matches nothing is not retried: nothing more to relax.
    expect((await search('q=tyem')).matching).toBe('all words');
  });

  it('ranks the products named after a plant before those that merely contain it', async () => {
    const lavender = await search('q=lavande', 'fr');
    const first = lavender.products.slice(0, 3).map((p) => p.modelName);
    expect(first.every((name) => /Lavande/.test(name))).toBe(true);
    expect(first.some((name) => /Huile essentielle de Lavande/.test(name))).toBe(true);
  });

  it('answers 404 for an unreadable page or one past the last', async () => {
    const load = (query: string) =>
      page.loadProductSearch(new URL(`http://shop.test/en/search?${query}`), 'en', null);
    await expect(load('page=abc')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load('page=4')).rejects.toMatchObject({ init: { status: 404 } });
    expect((await load('page=3')).status).toBe(200);
  });

  it("gives the page's data what its cards show, not the products' texts and categories", async () => {
    const answer = await page.loadProductSearch(new URL('http://shop.test/en/search?q=lavender'), 'en', null);
    const products = answer.view.status === 'ok' ? answer.view.products : [];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.modelName && p.prices.default)).toBe(true);
    const shown = [
      'id',
      'image',
      'main',
      'modelName',
      'netQuantity',
      'prices',
      'sku',
      'stock',
      'urlKey',
      'variantCount',
    ];
    expect(products.flatMap((card) => Object.keys(card)).filter((key) => !shown.includes(key))).toEqual([]);
    expect(products.some((card) => card.image)).toBe(true);
  });

  it("reads a listing's hits as cards once per answer of the engine, not at each render", async () => {
    const first = await search('q=lavender&sort=name_asc');
    const again = await search('q=lavender&sort=name_asc');
    expect(again.products.length).toBeGreaterThan(0);
    expect(again.products).toBe(first.products);
  });
});

describe('a listing in the pricelist its address names', () => {
  const load = (query: string, cookie: string | null) =>
    page.loadProductSearch(new URL(`http://shop.test/en/search?${query}`), 'en', cookie);
  const ids = (answer: SearchPageModule.ProductSearchAnswer) =>
    answer.view.status === 'ok' ? answer.view.products.map((p) => p.id) : [];
  const total = (answer: SearchPageModule.ProductSearchAnswer) =>
    answer.view.status === 'ok' ? answer.view.total : -1;

  it('uses it for the customer the ERP says has it, as an answer for that customer alone', async () => {
    const query = 'pricelist=3&sort=price_asc&price_max=6';
    const answer = await load(query, await signIn('b2b@demo.shop'));
    expect(answer.view.state.pricelist).toBe('3');
    expect(answer.personal).toBe(true);
    // Net B2B prices are lower: more products cost at most 6.
    expect(total(answer)).toBeGreaterThan(total(await load('sort=price_asc&price_max=6', null)));
  });

  it('reads it as the default pricelist for anyone else, and no cache keeps the answer', async () => {
    const query = 'pricelist=3&sort=price_asc&price_max=6';
    const plain = await load('sort=price_asc&price_max=6', null);
    expect(plain.personal).toBe(false);
    for (const cookie of [null, await signIn('therapist@demo.shop'), 'shop_pricelist=3']) {
      const answer = await load(query, cookie);
      expect(answer.view.state.pricelist).toBe('default');
      expect(answer.personal).toBe(true);
      expect(ids(answer)).toEqual(ids(plain));
      expect(total(answer)).toBe(total(plain));
    }
  });
});

describe('the autocomplete against the demo index', () => {
  it('gives products (collapsed, at most 6), categories and term suggestions', async () => {
    const result = await autocomplete.autocomplete('en', 'Essential');
    expect(result.query).toBe('essential');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(6);
    expect(new Set(result.products.map((p) => p.path)).size).toBe(result.products.length);
    expect(result.categories.map((c) => c.name)).toContain('Essential oils');
    expect(result.categories.find((c) => c.name === 'Essential oils')?.path).toBe(
      '/aromatherapy/essential-oils',
    );
    expect((await autocomplete.autocomplete('en', 'lavnde')).suggestions).toContain('lavender');
  });

  it('shows each product with its picture and price, read from the collapsed hit', async () => {
    const { products } = await autocomplete.autocomplete('en', 'lavender');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.name).not.toBe('');
      expect(product.image).toMatch(/^https?:\/\//);
      // The default pricelist's price only: the answer is the same for everyone.
      expect(Object.keys(product.prices)).toEqual(['default']);
    }
  });

  it('finds lavender products despite a typo (fuzzy multi-match)', async () => {
    const result = await autocomplete.autocomplete('en', 'lavnde');
    expect(result.products.some((p) => p.name.includes('Lavender'))).toBe(true);
  });

  it("retries with the suggester's correction when nothing matched (docs/contracts/search.md#autocomplete)", async () => {
    const result = await autocomplete.autocomplete('en', 'tyem');
    expect(result.searchedText).not.toBe('tyem');
    expect(result.products.length).toBeGreaterThan(0);
  });
});
