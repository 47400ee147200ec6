import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_ROLE, type Price } from '~/domain/catalog';
import type { PriceEntry } from '~/services/pricelist/price-source';
import { usePricelistState } from './pricelist-context';

/** What a product's price shows: a price, its place kept while the customer's is asked, or a failure. */
export type ShownPrice =
  { kind: 'price'; price: Price } | { kind: 'pending' } | { kind: 'unavailable' } | { kind: 'none' };

const NOT_ASKED: PriceEntry = { state: 'pending' };
const PENDING: ShownPrice = { kind: 'pending' };
const UNAVAILABLE: ShownPrice = { kind: 'unavailable' };
const NONE: ShownPrice = { kind: 'none' };
const noSubscription = () => () => undefined;

/** Asks for these products' prices in the customer's pricelist, if it is not the default one. */
export function useWantedPrices(ids: readonly number[]): void {
  const { source } = usePricelistState();
  const key = ids.join(',');
  useEffect(() => {
    if (key) source?.want(key.split(',').map(Number));
  }, [source, key]);
}

/**
 * The price of product `id` for the visitor: the default one the page carries; for a professional
 * customer, their own once it is known (the default one when their pricelist has none for it, as
 * docs/product/roles.md#pricelists reads prices), never the default one before.
 */
export function useShownPrice(id: number, prices: Record<string, Price>): ShownPrice {
  const { pricelist, source } = usePricelistState();
  const entry = useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    () => source?.entry(id) ?? NOT_ASKED,
    () => NOT_ASKED,
  );
  useWantedPrices([id]);
  const fallback = prices[DEFAULT_ROLE];
  if (pricelist === DEFAULT_ROLE && !source) return fallback ? { kind: 'price', price: fallback } : NONE;
  if (entry.state === 'pending') return PENDING;
  if (entry.state === 'failed') return UNAVAILABLE;
  const price = entry.price ?? fallback;
  return price ? { kind: 'price', price } : NONE;
}
