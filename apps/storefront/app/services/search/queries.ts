import type { QueryDslQueryContainer, SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import { SINGLE_PRICE_PATH } from '~/domain/pricelist';
import type { ImageSizeKeys } from '~/domain/image-sizes';

/**
 * The request bodies of search-contract.md §2, typed with Elasticsearch's own request types so that an
 * invalid query does not compile. Sizes are the spec's (SPEC §9).
 */
const SEARCH_DEFAULT_SIZE = 100;
const VARIANTS_SIZE = 100;
const NAV_CATEGORIES_SIZE = 20;
const VARIANT_TERMS_SIZE = 1000;
export const AUTOCOMPLETE_SIZE = 6;

/** One card per product template, its variants as inner hits named `variants` (§2 preamble). */
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

/** Main variants represent their template: the clause adds score and filters nothing (§2.4). */
const PREFER_MAIN: QueryDslQueryContainer = { term: { main: true } };

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
 * shape (§1.3) and the attributes and capacity its unit price is read from (domain/unit-price.ts). A listing's or a section's products leave the engine without their texts, categories,
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

export function categoriesByUrlKeys(urlKeys: readonly string[]): SearchSearchRequestBody {
  return { query: { terms: { url_key: [...urlKeys] } }, size: urlKeys.length };
}

export function allProducts(size = SEARCH_DEFAULT_SIZE): SearchSearchRequestBody {
  return { query: { match_all: {} }, size, collapse: COLLAPSE_BY_URL_KEY };
}

/** The search page's text query (§2.4); all products when there is no text. */
export function fullTextQuery(text: string | undefined): QueryDslQueryContainer {
  const must: QueryDslQueryContainer = text?.trim()
    ? { multi_match: { query: text.trim(), fields: ['name', 'description'], type: 'phrase_prefix' } }
    : { match_all: {} };
  return { bool: { must, should: PREFER_MAIN } };
}

/** How the product text query treats the words: all of them (the first try), or any (the second). */
export type TextMatching = 'all words' | 'any word';

/**
 * What a shopper's text finds (SPEC §7, search-contract §2.16), shared by the search page and the
 * autocomplete so that both show the same products. A product matches when:
 * - the text is a phrase prefix of its name or description (what is being typed),
 * - or its words are, give or take a typo, in the name, sphere, brand or SKU (fuzzy over fields without
 *   a stemmer, where OpenSearch keeps fuzziness: a word and its stem stacked at one position lose it),
 * - or its words are all somewhere in the product's text (`search_text`: names, descriptions, uses,
 *   Latin name, type, brand, categories, ingredients; stemmed and folded),
 * - or it starts a SKU.
 * Those clauses say what matches; the ranking comes from where the words are: the product's own name
 * (the template's, without the variant's values) first, then its Latin name, brand, type, category and
 * uses, the name with the variant's values (so "lavande 10 ml" shows the 10 ml variant), main variants,
 * products in stock. The typo branch weighs little: it is the fallback for words the shop does not have.
 */
export function productTextQuery(text: string, matching: TextMatching = 'all words'): QueryDslQueryContainer {
  const query = text.trim();
  const operator = matching === 'all words' ? 'and' : 'or';
  const all = (field: string, boost: number): QueryDslQueryContainer => ({
    match: { [field]: { query, operator: 'and', boost } },
  });
  return {
    bool: {
      must: {
        bool: {
          should: [
            { multi_match: { query, fields: ['name', 'description'], type: 'phrase_prefix', boost: 0.5 } },
            {
              multi_match: {
                query,
                fields: ['name.plain^10', 'sphere^5', 'brand.plain^5', 'sku'],
                fuzziness: 'AUTO',
                prefix_length: 1,
                operator,
                boost: 0.3,
              },
            },
            { match: { search_text: { query, operator } } },
            { match_phrase_prefix: { 'sku.code': { query, boost: 10 } } },
          ],
        },
      },
      should: [
        { term: { main: { value: true, boost: 3 } } },
        all('model.name', 4),
        { match_phrase: { 'model.name': { query, boost: 2 } } },
        {
          match: {
            'model.name.plain': { query, operator: 'and', fuzziness: 'AUTO', prefix_length: 1, boost: 2 },
          },
        },
        all('name', 1),
        all('latin_name', 3),
        all('brand.name', 3),
        all('product_type', 2),
        all('sphere_of_use', 2),
        {
          nested: {
            path: 'categories',
            score_mode: 'max',
            query: { match: { 'categories.name': { query, operator: 'and', boost: 2 } } },
          },
        },
        { range: { 'stock.global.qty': { gt: 0, boost: 0.5 } } },
      ],
    },
  };
}

/**
 * The term suggester on the name, named `suggestion` (§2.5): on `name.plain`, the name's words as written,
 * so that it proposes words and not stems (a stemmed field stacks a word and its stem, and the
 * suggester would propose both).
 */
export function nameSuggestion(text: string): NonNullable<SearchSearchRequestBody['suggest']> {
  return { suggestion: { text: text.trim(), term: { field: 'name.plain' } } };
}

/**
 * The header's product autocomplete (SPEC §7): the typo-tolerant text and a term suggestion. A suggestion
 * shows the collapsed hit alone, so its variants are not asked (COLLAPSE_FOR_CARDS).
 */
export function productAutocomplete(
  text: string,
  matching: TextMatching = 'all words',
  size = AUTOCOMPLETE_SIZE,
): SearchSearchRequestBody {
  return {
    collapse: COLLAPSE_FOR_CARDS,
    query: productTextQuery(text, matching),
    size,
    suggest: nameSuggestion(text),
  };
}

export function categoryAutocomplete(text: string, size = AUTOCOMPLETE_SIZE): SearchSearchRequestBody {
  return {
    query: { multi_match: { query: text.trim(), fields: ['name', 'description'], type: 'phrase_prefix' } },
    size,
  };
}

/** Products of a category (§2.9): nested match on categories.id, main variants boosted. */
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

/** Every variant of one template, for the variant selector (§2.8): no collapse. */
export function variantsByUrlKey(urlKey: string, variantCount: number): SearchSearchRequestBody {
  return { query: { term: { url_key: urlKey } }, size: Math.max(variantCount, 1) };
}

/**
 * The values of each variant axis (SPEC §7): axis i is counted among the variants that match the values
 * chosen on the axes before it (§2.7).
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
 * A catch-all path as a product or category (§2.10): the path and, when it had a trailing slash or
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
