import type { Price } from '~/domain/catalog';
import type { Locale } from '~/i18n/locales';
import { catalogCache } from '../cache/data-caches.server';
import { pricePath, productIndex } from './catalog.server';
import { toPricelistPrice } from './product-mapper';
import { pricelistPricesQuery } from './queries';
import { search } from './search-client.server';

/**
 * The prices of these products in one pricelist, by product id, read from the index with nothing else
 * (pricelistPricesQuery). Products without a price there are absent. An engine that is down throws
 * SearchUnavailableError.
 */
export function pricelistPrices(
  locale: Locale,
  pricelist: string,
  ids: readonly number[],
): Promise<Record<string, Price>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const path = pricePath(pricelist);
  // The single-price exporter keeps no customer's prices: their default price applies (docs/product/roles.md#pricelists).
  if (sorted.length === 0 || !path) return Promise.resolve({});
  // Kept like every catalogue read: a minute fresh, five more stale while one refresh runs.
  return catalogCache().get(`prices:${locale}:${pricelist}:${sorted.join(',')}`, async () => {
    const response = await search(productIndex(locale), pricelistPricesQuery(sorted, path));
    const entries = response.hits.hits.flatMap((hit) => {
      const found = toPricelistPrice(hit._source, path);
      return found ? [[String(found.id), found.price] as const] : [];
    });
    return Object.fromEntries(entries);
  }) as Promise<Record<string, Price>>;
}
