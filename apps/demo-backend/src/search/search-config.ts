import { ConfigError } from '../config-error.ts';
import { loadSearchCors, type SearchCors } from './search-cors.ts';

export interface SearchConfig {
  /** Index name prefix of the product documents; the locale is appended: `demo_products_fr`. */
  productsIndex: string;
  /** Must contain "category": the storefront tells categories from products by `_index`. */
  categoriesIndex: string;
  /** Origin written in front of image paths in the documents (`images[].*.src`). */
  mediaBaseUrl: string;
  /** Cross-origin access, as Elasticsearch's `http.cors.*`; off when undefined. */
  cors?: SearchCors;
}

const INDEX_NAME = /^[a-z0-9][a-z0-9_-]*$/;

export function loadSearchConfig(env: NodeJS.ProcessEnv, port: number): SearchConfig {
  const productsIndex = env.DEMO_SEARCH_PRODUCTS_INDEX || 'demo_products';
  const categoriesIndex = env.DEMO_SEARCH_CATEGORIES_INDEX || 'demo_category';
  for (const [name, value] of [
    ['DEMO_SEARCH_PRODUCTS_INDEX', productsIndex],
    ['DEMO_SEARCH_CATEGORIES_INDEX', categoriesIndex],
  ] as const) {
    if (!INDEX_NAME.test(value))
      throw new ConfigError(`${name} must be a lower-case index name, got '${value}'`);
  }
  if (!categoriesIndex.includes('category') || productsIndex.includes('category')) {
    throw new ConfigError(
      'DEMO_SEARCH_CATEGORIES_INDEX must contain "category" and DEMO_SEARCH_PRODUCTS_INDEX must not (the storefront tells them apart by name)',
    );
  }
  const mediaBaseUrl = (env.DEMO_MEDIA_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return { productsIndex, categoriesIndex, mediaBaseUrl, cors: loadSearchCors(env) };
}
