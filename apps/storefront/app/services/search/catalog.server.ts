import {
  cardProduct,
  type Category,
  DEFAULT_ROLE,
  type Product,
  type ProductCardData,
} from '~/domain/catalog';
import { pricePathOf, SINGLE_PRICE_PATH } from '~/domain/pricelist';
import { getServerConfig } from '~/config/server-config.server';
import { LOCALES, type Locale } from '~/i18n/locales';
import { categoryTag, NAVIGATION_TAG, productTag, tagPage } from '../cache/cache-tags.server';
import { catalogCache } from '../cache/data-caches.server';
import { toCategory } from './category-mapper';
import { toProduct } from './product-mapper';
import {
  allProducts,
  cardSource,
  categoriesByUrlKeys,
  navCategories,
  productCardsByIds,
  productCardsBySkus,
  productsByIds,
  urlKeyById,
  urlResolution,
  variantReferenceSource,
  variantsBySkus,
} from './queries';
import { indexName, multiSearch, search, type SearchHit } from './search-client.server';

/** Catalogue reads are cached per locale for a minute and served stale for five more (docs/decisions/003-caches.md). */
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return catalogCache().get(key, load) as Promise<T>;
}

/** The page being rendered shows these products: a change to one of them changes the page. */
function tagProducts<T extends { id: number }[]>(products: T): T {
  tagPage(...products.map((product) => productTag(product.id)));
  return products;
}

export function productIndex(locale: Locale): string {
  return indexName(getServerConfig().productsIndex, locale);
}

/**
 * Where a pricelist's prices are in the index's documents (domain/pricelist.ts pricePathOf), for the
 * exporter SHOP_SEARCH_DEFAULT_PRICELIST_ID says the shop runs; undefined: the index has none of it.
 */
export function pricePath(pricelist: string): string | undefined {
  return pricePathOf(pricelist, getServerConfig().defaultPricelistId);
}

/** Where the default pricelist's prices are; every exporter has them. */
export function defaultPricePath(): string {
  return pricePath(DEFAULT_ROLE) ?? SINGLE_PRICE_PATH;
}

export function categoryIndex(locale: Locale): string {
  return indexName(getServerConfig().categoriesIndex, locale);
}

/** A product hit with its variants from the `variants` inner hits. */
function productFromHit(hit: SearchHit): Product {
  const variants = hit.inner_hits?.variants?.hits.hits.map((inner) => inner._source) ?? [];
  return toProduct(hit._source, variants, getServerConfig().imageSizeKeys, defaultPricePath());
}

/** A category document, its pictures in the sizes the shop configured. */
export function categoryFromSource(source: unknown): Category {
  return toCategory(source, getServerConfig().imageSizeKeys);
}

/**
 * A product card from a hit read with the card's fields, its variants without documents
 * (productCardsByIds): the card is the hit alone.
 */
export function cardFromHit(hit: SearchHit): ProductCardData {
  return cardProduct(toProduct(hit._source, [], getServerConfig().imageSizeKeys, defaultPricePath()));
}

/** Products found by variant ids, in the order the ids were asked. */
function inOrderAsked<T extends { id: number }>(products: T[], ids: readonly number[]): T[] {
  const rank = (product: T) => ids.indexOf(product.id);
  return products.sort((a, b) => rank(a) - rank(b));
}

/** Products by variant ids, in the order asked (cart and sale lines). */
export function getProductsByIds(locale: Locale, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cached(`ids:${locale}:${[...ids].join(',')}`, async () =>
    inOrderAsked((await search(productIndex(locale), productsByIds(ids))).hits.hits.map(productFromHit), ids),
  ).then(tagProducts);
}

/** The `_source` paths of a product card, for the pictures' sizes the shop configured. */
export function productCardSource(): string[] {
  return cardSource(getServerConfig().imageSizeKeys, defaultPricePath());
}

/**
 * Several lists of product cards by variant ids, each in the order asked, in one request to the index
 * (a product page's cross- and up-selling: a first visit of the page waits for one answer, not two).
 */
export async function getProductCardLists(
  locale: Locale,
  lists: readonly (readonly number[])[],
): Promise<ProductCardData[][]> {
  const asked = lists.filter((ids) => ids.length > 0);
  if (asked.length === 0) return lists.map(() => []);
  const source = productCardSource();
  const found = await cached(
    `card-lists:${locale}:${asked.map((ids) => ids.join(',')).join('|')}`,
    async () => {
      const answers = await multiSearch(
        asked.map((ids) => ({ index: productIndex(locale), body: productCardsByIds(ids, source) })),
      );
      return answers.map((answer, at) => inOrderAsked(answer.hits.hits.map(cardFromHit), asked[at]!));
    },
  );
  tagProducts(found.flat());
  let next = 0;
  return lists.map((ids) => (ids.length > 0 ? found[next++]! : []));
}

/** Product cards by SKU, in the order the editor listed them; unknown SKUs are skipped. */
export function getProductCardsBySkus(locale: Locale, skus: readonly string[]): Promise<ProductCardData[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return cached(`sku-cards:${locale}:${skus.join(',')}`, async () => {
    const response = await search(productIndex(locale), productCardsBySkus(skus, productCardSource()));
    const products = response.hits.hits.map(productFromHit);
    const rank = (product: Product) => {
      const index = skus.findIndex((sku) => product.variants.some((variant) => variant.sku === sku));
      return index === -1 ? skus.length : index;
    };
    return products.sort((a, b) => rank(a) - rank(b)).map(cardProduct);
  }).then(tagProducts);
}

/**
 * Variants by their exact SKUs (a quick order's), those the index has; uncached, as each order is its
 * own list and the customer is told what the index has now.
 */
export async function getVariantsBySkus(locale: Locale, skus: readonly string[]): Promise<Product[]> {
  if (skus.length === 0) return [];
  return (await search(productIndex(locale), variantsBySkus(skus))).hits.hits.map(productFromHit);
}

/** Categories by url_key, in the order asked. */
export function getCategoriesByUrlKeys(locale: Locale, urlKeys: readonly string[]): Promise<Category[]> {
  if (urlKeys.length === 0) return Promise.resolve([]);
  return cached(`categories:${locale}:${urlKeys.join(',')}`, async () => {
    const response = await search(categoryIndex(locale), categoriesByUrlKeys(urlKeys));
    const categories = response.hits.hits.map((hit) => categoryFromSource(hit._source));
    return categories.sort((a, b) => urlKeys.indexOf(a.urlKey) - urlKeys.indexOf(b.urlKey));
  });
}

export function getAllProducts(locale: Locale, size?: number): Promise<Product[]> {
  return cached(`all:${locale}:${size ?? ''}`, async () => {
    const response = await search(productIndex(locale), allProducts(size));
    return response.hits.hits.map(productFromHit);
  });
}

/** Top-level categories with their children, for the header menu and the footer (docs/contracts/search.md#navigation-categories). */
export function getNavCategories(locale: Locale): Promise<Category[]> {
  return cached(`nav:${locale}`, async () => {
    const response = await search(categoryIndex(locale), navCategories());
    return response.hits.hits
      .map((hit) => categoryFromSource(hit._source))
      .sort((a, b) => a.sequence - b.sequence);
  }).then((categories) => {
    tagPage(NAVIGATION_TAG);
    return categories;
  });
}

type CatalogEntity =
  | { kind: 'product'; product: Product; canonicalPath: string }
  | { kind: 'category'; category: Category; canonicalPath: string };

/** The forms of a catch-all path to look up: as typed, and without a trailing slash or index.html (docs/contracts/search.md#resolving-a-catch-all-path). */
function urlKeyCandidates(path: string): string[] {
  const bare = path.replace(/^\/+/, '');
  const cleaned = bare.replace(/\/index\.html?$/, '').replace(/\/+$/, '');
  return cleaned !== bare ? [bare, cleaned] : [bare];
}

/**
 * A catch-all path as a product or category of the locale's index (docs/contracts/search.md#resolving-a-catch-all-path). The
 * canonical path is the entity's url_key: when the visitor came through an old key or an unclean form,
 * the page answers with a redirect to it.
 */
export function resolveCatalogPath(
  locale: Locale,
  path: string,
  sku?: string,
): Promise<CatalogEntity | undefined> {
  const candidates = urlKeyCandidates(path);
  return cached(`resolve:${locale}:${candidates.join('|')}:${sku ?? ''}`, async () => {
    const response = await search(
      [productIndex(locale), categoryIndex(locale)],
      urlResolution(candidates, sku, variantReferenceSource(getServerConfig().imageSizeKeys)),
    );
    const hit = response.hits.hits[0];
    if (!hit) return undefined;
    if (hit._index.includes('category')) {
      const category = categoryFromSource(hit._source);
      return { kind: 'category' as const, category, canonicalPath: category.urlKey };
    }
    const product = productFromHit(hit);
    return { kind: 'product' as const, product, canonicalPath: product.urlKey };
  }).then((entity) => {
    if (entity)
      tagPage(entity.kind === 'product' ? productTag(entity.product.id) : categoryTag(entity.category.id));
    return entity;
  });
}

/** A document's url_key, when the index holds the document and gives it one. */
function urlKeyOf(source: unknown): string | undefined {
  const urlKey = (source as { url_key?: unknown } | undefined)?.url_key;
  return typeof urlKey === 'string' && urlKey !== '' ? urlKey : undefined;
}

/**
 * The address of a catalogue entity in every language (url_keys are translated): the same document id
 * looked up in each locale's index, for its url_key alone, in one request (a product's whole document,
 * with its variants, would be read, checked and mapped only for that). A language without it falls
 * back to its home.
 */
export async function catalogAlternates(entity: CatalogEntity): Promise<Record<Locale, string>> {
  const [kind, id, index] =
    entity.kind === 'product'
      ? (['product', entity.product.id, productIndex] as const)
      : (['category', entity.category.id, categoryIndex] as const);
  const urlKeys = await cached(`url-keys:${kind}:${id}`, async () => {
    const answers = await multiSearch(
      LOCALES.map((locale) => ({ index: index(locale), body: urlKeyById(id) })),
    );
    return answers.map((answer) => urlKeyOf(answer.hits.hits[0]?._source) ?? null);
  });
  return Object.fromEntries(
    LOCALES.map((locale, at) => [locale, urlKeys[at] ? `/${urlKeys[at]}` : '/']),
  ) as Record<Locale, string>;
}
