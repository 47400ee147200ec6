// The storefront's own requests (apps/storefront/app/services/search), built by its own query builders,
// for the conformance comparison of a real OpenSearch with the demo index. Fixtures (url keys, skus,
// brands, categories) are read from the demo catalogue's documents, not written down.
import type { SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import type { CategoryNode } from '../../apps/storefront/app/domain/search-category-facet.ts';
import { DEFAULT_IMAGE_SIZE_KEYS } from '../../apps/storefront/app/domain/image-sizes.ts';
import { DEFAULT_FACETS } from '../../apps/storefront/app/domain/search-facets.ts';
import { visibleCategories } from '../../apps/storefront/app/domain/search-category-facet.ts';
import { parseSearchState } from '../../apps/storefront/app/domain/search-state.ts';
import {
  allProducts,
  cardSource,
  categoriesByUrlKeys,
  categoryProductsQuery,
  navCategories,
  productCardsByIds,
  productCardsBySkus,
  productsByIds,
  productsByUrlKey,
  urlKeyById,
  urlResolution,
  variantAxes,
  variantReferenceSource,
  variantsByUrlKey,
} from '../../apps/storefront/app/services/search/queries.ts';
import {
  categoryAutocomplete,
  productAutocomplete,
} from '../../apps/storefront/app/services/search/text-queries.ts';
import { searchPageRequest } from '../../apps/storefront/app/services/search/search-page-query.ts';

/** What the header's autocomplete and the search page are typed with (the bench's texts, one typo). */
const AUTOCOMPLETE_TEXTS = ['lav', 'huile ess', 'lavande', 'crème', 'savon surg', 'lavnde'];
const SEARCH_TEXTS = ['lavande', 'huile essentielle', 'romarim'];
/** The fields of a product card, as listings, sections, lists and the autocomplete read them. */
const CARD = cardSource(DEFAULT_IMAGE_SIZE_KEYS);
/** The fields a product page reads of its other variants. */
const VARIANT_REFERENCE = variantReferenceSource(DEFAULT_IMAGE_SIZE_KEYS);

/** A document of the demo index, as its hit carries it (`_id`, `_source`). */
interface CatalogueDocument {
  id?: string;
  source: unknown;
}

/** The fields of a product document the fixtures read. */
interface ProductSource {
  id: number;
  sku: string;
  url_key: string;
  redirect_url_key: string[];
  main: boolean;
  brand?: { name?: string };
  variant_attributes: Record<string, string>;
}

/** The fields of a category document the fixtures read. */
interface CategorySource {
  id: number;
  name: string;
  level: number;
  url_key: string;
  redirect_url_key: string[];
  childs?: CategorySource[];
}

type Fixtures = ReturnType<typeof fixturesOf>;

/** One request of the comparison (conformanceChecks). */
export interface ConformanceCheck {
  name: string;
  index: 'products' | 'categories' | 'both';
  body: SearchSearchRequestBody;
}

/** The first of `items` that `test` accepts: the demo catalogue holds one of each kind the checks need. */
function first<Item>(items: readonly Item[], what: string, test: (item: Item) => boolean): Item {
  const found = items.find(test);
  if (found === undefined) throw new Error(`The demo catalogue holds no ${what}.`);
  return found;
}

function toNode(category: CategorySource): CategoryNode {
  return { id: category.id, name: category.name, children: (category.childs ?? []).map(toNode) };
}

/** The demo catalogue's shapes that the checks need: one of each kind, read from its documents. */
export function fixturesOf(
  productDocs: readonly CatalogueDocument[],
  categoryDocs: readonly CatalogueDocument[],
) {
  const sources = productDocs.map((document) => document.source as ProductSource);
  const byUrlKey = Map.groupBy(sources, (source) => source.url_key);
  const templates = [...byUrlKey.values()];
  const mostVariants = templates.reduce((best, variants) =>
    variants.length > best.length ? variants : best,
  );
  const twoAxes = first(
    templates,
    'product of two axes',
    (variants) => Object.keys(variants[0].variant_attributes).length >= 2,
  );
  const redirected = first(
    sources,
    'redirected product',
    (source) => source.main && source.redirect_url_key.length > 0,
  );
  const categories = categoryDocs.map((document) => document.source as CategorySource);
  const brands = [
    ...new Set(sources.map((source) => source.brand?.name).filter((name): name is string => Boolean(name))),
  ];
  const capacities = Map.groupBy(
    sources.filter((source) => source.variant_attributes.capacity),
    (source) => source.variant_attributes.capacity,
  );
  return {
    mostVariants,
    twoAxes,
    redirected,
    redirectedCategory: first(
      categories,
      'redirected category',
      (category) => category.redirect_url_key.length > 0,
    ),
    topCategories: categories.filter((category) => category.level === 0),
    subCategory: first(categories, 'subcategory', (category) => category.level === 1),
    brands,
    capacity: [...capacities.entries()].sort((a, b) => b[1].length - a[1].length)[0][0],
    // A group of Map.groupBy holds one variant at least.
    someIds: templates.slice(0, 3).map((variants) => variants.at(-1)!.id),
  };
}

/**
 * Every request of the comparison: `index` is `products`, `categories` or `both` (the catch-all's
 * P,C search), `body` exactly what the storefront sends.
 */
export function conformanceChecks(fixtures: Fixtures): ConformanceCheck[] {
  const { mostVariants, twoAxes, redirected, redirectedCategory, subCategory, topCategories, brands } =
    fixtures;
  const roots = topCategories.map(toNode);
  const page = (query: string, options = {}) => {
    // Page numbers here are all valid: the parser refuses none.
    const state = parseSearchState(new URLSearchParams(query), DEFAULT_FACETS)!;
    const chosen = state.selections.category;
    const categoryIds = visibleCategories(roots, chosen?.type === 'category' ? chosen.id : undefined).map(
      ({ node }) => node.id,
    );
    return searchPageRequest({ state, facets: DEFAULT_FACETS, categoryIds, source: CARD, ...options });
  };
  const [axisA, axisB] = Object.keys(twoAxes[0].variant_attributes);
  const chosenA = twoAxes[0].variant_attributes[axisA];
  const brand = encodeURIComponent(brands[0]);
  const capacity = encodeURIComponent(fixtures.capacity);
  const check =
    (index: ConformanceCheck['index']) =>
    (name: string, body: SearchSearchRequestBody): ConformanceCheck => ({ name, index, body });
  const products = check('products');
  const categories = check('categories');
  const both = check('both');
  return [
    products('product by url_key', productsByUrlKey(mostVariants[0].url_key)),
    products('product by url_key (two axes)', productsByUrlKey(twoAxes[0].url_key)),
    both('catch-all: url_key', urlResolution([mostVariants[0].url_key], undefined, VARIANT_REFERENCE)),
    both(
      'catch-all: redirect_url_key',
      urlResolution([redirected.redirect_url_key[0]], undefined, VARIANT_REFERENCE),
    ),
    both(
      'catch-all: trailing slash and sku',
      urlResolution(
        [`${mostVariants[0].url_key}/`, mostVariants[0].url_key],
        mostVariants.at(-1)!.sku,
        VARIANT_REFERENCE,
      ),
    ),
    both('catch-all: category url_key', urlResolution([subCategory.url_key], undefined, VARIANT_REFERENCE)),
    both(
      'catch-all: category redirect',
      urlResolution([redirectedCategory.redirect_url_key[0]], undefined, VARIANT_REFERENCE),
    ),
    products('products by ids (cart lines)', productsByIds(fixtures.someIds)),
    products('product cards by ids (cross- and up-selling)', productCardsByIds(fixtures.someIds, CARD)),
    products("a product's url_key by id (language alternates)", urlKeyById(fixtures.someIds[0])),
    products(
      'product cards by skus (products section)',
      productCardsBySkus(
        mostVariants.slice(1, 3).map((variant) => variant.sku),
        CARD,
      ),
    ),
    products('home: all products', allProducts()),
    products('variants of a template', variantsByUrlKey(mostVariants[0].url_key, mostVariants.length)),
    products('variant axes, nothing chosen', variantAxes(twoAxes[0].url_key, [axisA, axisB], {})),
    products(
      'variant axes, first axis chosen',
      variantAxes(twoAxes[0].url_key, [axisA, axisB], { [axisA]: chosenA }),
    ),
    categories('navigation (level 0)', navCategories()),
    categories("a category's url_key by id (language alternates)", urlKeyById(subCategory.id)),
    categories(
      'categories by url_keys',
      categoriesByUrlKeys([subCategory.url_key, topCategories[0].url_key]),
    ),
    products('search page: all, page 1', page('')),
    products('search page: all, page 3', page('page=3')),
    products('search page: brand filter', page(`brand=${brand}`)),
    products('search page: two brands', page(`brand=${brand}&brand=${encodeURIComponent(brands[1])}`)),
    products('search page: nested capacity filter', page(`capacity=${capacity}`)),
    products('search page: capacity and brand', page(`capacity=${capacity}&brand=${brand}`)),
    products('search page: category filter', page(`category=${topCategories[0].id}`)),
    products('search page: price range', page('price_min=5&price_max=10')),
    products('search page: sort name A-Z', page('sort=name_asc')),
    products('search page: sort name Z-A', page('sort=name_desc')),
    products('search page: sort price up', page('sort=price_asc')),
    products('search page: b2b price down', page('pricelist=b2b&sort=price_desc')),
    products(
      'category page',
      page('', { baseQuery: categoryProductsQuery(subCategory.id), categoryIds: [subCategory.id] }),
    ),
    ...SEARCH_TEXTS.map((text) => products(`search page: "${text}"`, page(`q=${encodeURIComponent(text)}`))),
    ...AUTOCOMPLETE_TEXTS.map((text) =>
      products(`autocomplete: "${text}"`, { ...productAutocomplete(text), _source: CARD }),
    ),
    ...AUTOCOMPLETE_TEXTS.slice(0, 3).map((text) =>
      categories(`category autocomplete: "${text}"`, categoryAutocomplete(text)),
    ),
  ];
}
