import type { QueryDslQueryContainer, SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import { SINGLE_PRICE_PATH } from '~/domain/pricelist';
import type { ImageSizeKeys } from '~/domain/image-sizes';

/**
 * The request bodies of docs/contracts/search.md#requests, typed with Elasticsearch's own request types so that an
 * invalid query does not compile. Sizes are the spec's (docs/product/constants.md#reads-and-retries).
 */
const SEARCH_DEFAULT_SIZE = 100;
const VARIANTS_SIZE = 100;
const NAV_CATEGORIES_SIZE = 20;
const VARIANT_TERMS_SIZE = 1000;

/** One card per product template, its variants as inner hits named `variants` (docs/contracts/search.md#collapse-and-cards). */
const COLLAPSE_BY_URL_KEY: SearchSearchRequestBody['collapse'] = {
  field: 'url_key',
  inner_hits: [{ size: VARIANTS_SIZE, name: 'variants' }],
};

/**
 * A product page's collapse: its variants as inner hits named `variants`, each with the fields `source`
 * names (variantReferenceSource). The hit is the variant the page shows, whole.
 */
function collapseForPage(source: readonly string[]): SearchSearchRequestBody['collapse'] {
  return { field: 'url_key', inner_hits: [{ size: VARIANTS_SIZE, name: 'variants', _source: [...source] }] };
}

/**
 * The listings' collapse (search and category pages, sections, the autocomplete): one card per template,
 * without inner hits. A card is its hit alone (catalog.server.ts cardFromHit): it shows none of its
 * variants, and a real engine answers every inner hits definition with one more search per card, the
 * whole text query again (most of a search page's time on OpenSearch: docs/search-performance.md).
 */
export const COLLAPSE_FOR_CARDS: SearchSearchRequestBody['collapse'] = { field: 'url_key' };

/** Main variants represent their template: the clause adds score and filters nothing (docs/contracts/search.md#text-query). */
export const PREFER_MAIN: QueryDslQueryContainer = { term: { main: true } };

export function productsByUrlKey(urlKey: string): SearchSearchRequestBody {
  return { query: { terms: { url_key: [urlKey] } }, collapse: COLLAPSE_BY_URL_KEY };
}

export function productsByIds(ids: readonly number[]): SearchSearchRequestBody {
  return { query: { terms: { id: [...ids] } }, size: ids.length, collapse: COLLAPSE_BY_URL_KEY };
}

/**
 * What names a product and says where and whether it can be bought: its ids, names (a name falls back
 * on the variant's where the document has no model), variant count, sku, address and stock. Cards and
 * a product page's other variants read these, and little else.
 */
const NAMING_FIELDS = ['id', 'model.name', 'main', 'name', 'variant_count', 'sku', 'url_key', 'stock'];

/**
 * What a product card shows (domain/catalog.ts cardProduct), as `_source` paths: its name, address,
 * stock, variant count, its pictures in the card's sizes, the default pricelist's price in either
 * shape (docs/contracts/search.md#prices) and the attributes and capacity its unit price is read from (domain/unit-price.ts). A listing's or a section's products leave the engine without their texts, categories,
 * links, other sizes and other pricelists: the whole documents were five to seven times the bytes, all
 * read, parsed and checked on every render of a listing.
 */
export function cardSource(imageSizeKeys: ImageSizeKeys, defaultPricePath = SINGLE_PRICE_PATH): string[] {
  return [
    ...NAMING_FIELDS,
    `images.${imageSizeKeys.medium}`,
    `images.${imageSizeKeys.small}`,
    defaultPricePath,
    'variant_attributes',
    'capacity',
  ];
}

/**
 * What a product page reads of its other variants, as `_source` paths: what names, prices and stocks
 * them (domain/catalog.ts variantReference) and each one's offer in the page's structured data
 * (product-seo.ts: its short description, barcode and picture). Their texts, categories, links and
 * selectors come with their own address: a product's whole variants were most of its page's answer
 * from the engine, all read, checked and kept on every first visit.
 */
export function variantReferenceSource(imageSizeKeys: ImageSizeKeys): string[] {
  return [
    ...NAMING_FIELDS,
    'short_name',
    'short_description',
    'barcode',
    `images.${imageSizeKeys.large}`,
    `images.${imageSizeKeys.medium}`,
    'price',
    'price_by_pricelist',
  ];
}

/** Products by variant ids as cards: the template's card fields, its variants without documents. */
export function productCardsByIds(
  ids: readonly number[],
  source: readonly string[],
): SearchSearchRequestBody {
  return {
    query: { terms: { id: [...ids] } },
    size: ids.length,
    collapse: COLLAPSE_FOR_CARDS,
    _source: [...source],
  };
}

/** The url_key of the document with this id, and nothing else of it (a page's language alternates). */
export function urlKeyById(id: number): SearchSearchRequestBody {
  return { query: { term: { id } }, size: 1, _source: ['url_key'] };
}

/**
 * Variants by id with their id and their price in one pricelist only, at its path in the documents
 * (domain/pricelist.ts pricePathOf): nothing of another pricelist leaves the engine.
 */
export function pricelistPricesQuery(ids: readonly number[], pricePath: string): SearchSearchRequestBody {
  return {
    query: { terms: { id: [...ids] } },
    size: ids.length,
    _source: ['id', pricePath],
  };
}

/**
 * The products of a CMS products section as cards, by their SKUs (variant or template code): each
 * template's card fields, its variants with their SKU alone, by which the editor's order is kept.
 */
export function productCardsBySkus(
  skus: readonly string[],
  source: readonly string[],
): SearchSearchRequestBody {
  return {
    query: { terms: { 'sku.keyword': [...skus] } },
    size: skus.length,
    collapse: {
      field: 'url_key',
      inner_hits: [{ size: VARIANTS_SIZE, name: 'variants', _source: ['id', 'sku'] }],
    },
    _source: [...source],
  };
}

/**
 * The variants of a quick order by their exact SKUs, each a document of its own (no collapse: two SKUs
 * of one product are two lines).
 */
export function variantsBySkus(skus: readonly string[]): SearchSearchRequestBody {
  return { query: { terms: { 'sku.keyword': [...skus] } }, size: skus.length };
}

export function categoriesByUrlKeys(urlKeys: readonly string[]): SearchSearchRequestBody {
  return { query: { terms: { url_key: [...urlKeys] } }, size: urlKeys.length };
}

export function allProducts(size = SEARCH_DEFAULT_SIZE): SearchSearchRequestBody {
  return { query: { match_all: {} }, size, collapse: COLLAPSE_BY_URL_KEY };
}

/** Products of a category (docs/contracts/search.md#products-of-a-category): nested match on categories.id, main variants boosted. */
export function categoryProductsQuery(categoryId: number): QueryDslQueryContainer {
  return {
    bool: {
      must: {
        nested: {
          path: 'categories',
          query: { bool: { must: { match: { 'categories.id': String(categoryId) } } } },
        },
      },
      should: PREFER_MAIN,
    },
  };
}

/** Every variant of one template, for the variant selector (docs/contracts/search.md#variants-of-a-product): no collapse. */
export function variantsByUrlKey(urlKey: string, variantCount: number): SearchSearchRequestBody {
  return { query: { term: { url_key: urlKey } }, size: Math.max(variantCount, 1) };
}

/**
 * The values of each variant axis (docs/contracts/search.md#requests): axis i is counted among the variants that match the values
 * chosen on the axes before it (docs/contracts/search.md#variant-axes).
 */
export function variantAxes(
  urlKey: string,
  axes: readonly string[],
  chosen: Record<string, string>,
): SearchSearchRequestBody {
  const field = (axis: string) => `variant_attributes.${axis}`;
  const choices = (upTo: number): QueryDslQueryContainer[] =>
    axes
      .slice(0, upTo)
      .filter((axis) => chosen[axis] !== undefined)
      .map((axis) => ({ term: { [field(axis)]: chosen[axis]! } }));
  const aggs: NonNullable<SearchSearchRequestBody['aggs']> = {};
  axes.forEach((axis, index) => {
    const terms = {
      terms: { field: field(axis), size: VARIANT_TERMS_SIZE, order: { _key: 'asc' as const } },
    };
    const before = choices(index);
    aggs[axis] =
      before.length === 0 ? terms : { filter: { bool: { must: before } }, aggs: { [axis]: terms } };
  });
  const all = choices(axes.length);
  return {
    collapse: COLLAPSE_BY_URL_KEY,
    query: { term: { url_key: urlKey } },
    ...(all.length > 0
      ? { post_filter: { nested: { path: 'variant_attributes', query: { bool: { must: all } } } } }
      : {}),
    size: 1,
    aggs: { variants: { nested: { path: 'variant_attributes' }, aggs } },
  };
}

/**
 * A catch-all path as a product or category (docs/contracts/search.md#resolving-a-catch-all-path): the path and, when it had a trailing slash or
 * index.html, its cleaned form; url_key matches score above redirect_url_key ones.
 */
export function urlResolution(
  paths: readonly string[],
  sku: string | undefined,
  variantSource: readonly string[],
): SearchSearchRequestBody {
  const boost = paths.length;
  return {
    query: {
      bool: {
        must: [
          {
            bool: {
              should: [
                ...paths.map((path) => ({ terms: { url_key: [path], boost } })),
                ...paths.map((path) => ({ terms: { redirect_url_key: [path], boost: boost - 1 } })),
              ],
            },
          },
        ],
        should: sku ? [{ terms: { 'sku.keyword': [sku] } }] : [{ terms: { main: [true] } }],
      },
    },
    collapse: collapseForPage(variantSource),
  };
}

export function navCategories(): SearchSearchRequestBody {
  return { size: NAV_CATEGORIES_SIZE, query: { term: { level: 0 } } };
}
