import { DEFAULT_ROLE, type Price } from './catalog';

/**
 * The customer's own pricelist (docs/product/roles.md#pricelists). Pages carry the default pricelist's prices only (docs/architecture.md#prices-in-shared-pages);
 * a signed-in customer's prices come from the shop's prices endpoint, for that customer alone.
 */
export const PRICES_ENDPOINT = '/api/prices';
/** The most product ids one request may ask for: a page of products and more. */
export const MAX_PRICE_IDS = 100;

/** What the prices endpoint answers: the customer's pricelist and its prices by product id. */
export interface CustomerPrices {
  pricelist: string;
  /** Products without a price in that pricelist are absent: their default price applies (docs/product/roles.md#pricelists). */
  prices: Record<string, Price>;
}

type PriceIdsReading = { ok: true; ids: number[] } | { ok: false; message: string };

const ID = /^[1-9]\d{0,14}$/;

/** The `ids` parameter: 1 to MAX_PRICE_IDS product ids, comma-separated, each a positive integer. */
export function readPriceIds(raw: string | null): PriceIdsReading {
  const items = raw?.split(',').map((item) => item.trim()) ?? [];
  if (items.length === 0 || items.some((item) => !ID.test(item)))
    return { ok: false, message: 'ids must be a comma-separated list of product ids (positive integers)' };
  if (items.length > MAX_PRICE_IDS)
    return { ok: false, message: `ids may list at most ${MAX_PRICE_IDS} products` };
  return { ok: true, ids: [...new Set(items.map(Number))] };
}

/** The endpoint's address for these ids, in the page's language (the index of that language answers). */
export function pricesAddress(ids: readonly number[], locale: string): string {
  return `${PRICES_ENDPOINT}?${new URLSearchParams({ ids: ids.join(','), locale })}`;
}

/** Where the single-price exporter (shopinvader_search_engine_product_price) keeps the default price. */
export const SINGLE_PRICE_PATH = 'price';

/**
 * Where a pricelist's price object is in a product document, as the released exporters write it
 * (docs/deploying.md, "Prices"): with the multi-price exporter, under the pricelist's Odoo id in
 * `price_by_pricelist`, the default pricelist's id coming from configuration
 * (SHOP_SEARCH_DEFAULT_PRICELIST_ID), a customer's being their own `pricelist_id`; with the
 * single-price exporter, `price`, which holds the default pricelist's only. Undefined: the index has
 * no price of that pricelist.
 */
export function pricePathOf(pricelist: string, defaultPricelistId: string | undefined): string | undefined {
  if (defaultPricelistId === undefined) return pricelist === DEFAULT_ROLE ? SINGLE_PRICE_PATH : undefined;
  return `price_by_pricelist.${pricelist === DEFAULT_ROLE ? defaultPricelistId : pricelist}`;
}
