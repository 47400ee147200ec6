import type { Price } from '~/domain/catalog';
import { MAX_PRICE_IDS, pricesAddress } from '~/domain/pricelist';

/** What the browser knows of one product's price in the customer's pricelist. */
export type PriceEntry =
  | { state: 'pending' }
  /** `price` undefined: the product has no price of that pricelist; its default price applies. */
  | { state: 'known'; price: Price | undefined }
  | { state: 'failed' };

/** The signed-in customer's prices, asked as products show (components/product/pricelist-context.tsx). */
export interface PriceSource {
  subscribe(listener: () => void): () => void;
  entry(id: number): PriceEntry;
  /** Asks for the prices of these products, with every other product shown at the same moment. */
  want(ids: readonly number[]): void;
}

const PENDING: PriceEntry = { state: 'pending' };
const FAILED: PriceEntry = { state: 'failed' };

function isPrice(value: unknown): value is Price {
  if (!value || typeof value !== 'object') return false;
  const price = value as Record<string, unknown>;
  return (
    typeof price.value === 'number' &&
    typeof price.originalValue === 'number' &&
    typeof price.taxIncluded === 'boolean' &&
    typeof price.discount === 'number'
  );
}

interface PriceSourceOptions {
  /** The page's language: the index of that language answers. */
  locale: string;
  fetch?: typeof fetch;
}

/**
 * Loaded only for a customer of a professional pricelist, so that other visitors download none of it.
 * Products ask for their price as they render; the ids asked during one task go in one request to the
 * prices endpoint (at most MAX_PRICE_IDS each), and each product is asked once. A request that fails
 * marks its products failed; a product that asks again later is asked again.
 */
export function createPriceSource({ locale, fetch: doFetch = fetch }: PriceSourceOptions): PriceSource {
  const entries = new Map<number, PriceEntry>();
  const queued = new Set<number>();
  const listeners = new Set<() => void>();
  let scheduled = false;

  function settle(ids: readonly number[], entry: (id: number) => PriceEntry): void {
    for (const id of ids) entries.set(id, entry(id));
    for (const listener of listeners) listener();
  }

  async function ask(ids: number[]): Promise<void> {
    try {
      const response = await doFetch(pricesAddress(ids, locale), {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`The prices endpoint answered ${response.status}`);
      const { prices } = (await response.json()) as { prices?: Record<string, unknown> };
      settle(ids, (id) => {
        const price = prices?.[id];
        return { state: 'known', price: isPrice(price) ? price : undefined };
      });
    } catch {
      settle(ids, () => FAILED);
    }
  }

  function flush(): void {
    scheduled = false;
    const ids = [...queued];
    queued.clear();
    for (let start = 0; start < ids.length; start += MAX_PRICE_IDS)
      void ask(ids.slice(start, start + MAX_PRICE_IDS));
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    entry: (id) => entries.get(id) ?? PENDING,
    want(ids) {
      let changed = false;
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry && entry !== FAILED) continue;
        entries.set(id, PENDING);
        queued.add(id);
        changed = changed || entry === FAILED;
      }
      if (changed) for (const listener of listeners) listener();
      if (queued.size === 0 || scheduled) return;
      scheduled = true;
      setTimeout(flush, 0);
    },
  };
}
