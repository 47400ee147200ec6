import type { CartTransaction, ErpCart, StoredCart } from './cart-types';

/** docs/product/constants.md#reads-and-retries: the retry delay doubles from 1000 ms and never exceeds 300000 ms. */
const RETRY_BASE_MS = 1000;
export const RETRY_CAP_MS = 300_000;

/**
 * docs/product/states.md#cart-sync: a random delay up to min(1000·2^attempts, 300000) ms ("full jitter", so that many browsers
 * coming back after an outage do not all retry at the same moment). `attempts` counts the failures
 * before this one, so the first retry comes within a second.
 */
export function retryDelay(attempts: number, random: number): number {
  const ceiling = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts), RETRY_CAP_MS);
  return Math.floor(Math.min(Math.max(random, 0), 1) * ceiling);
}

/** What one sync call came back with, as the transport reads the ERP's answer. */
export type SyncResponse =
  /** 2xx: the cart, or null for "no cart" (204 or `{}`). */
  | { kind: 'cart'; cart: ErpCart | null }
  /** 503: the ERP is down, which is not an error of ours. */
  | { kind: 'unavailable' }
  /** Any other status, a body that is not a cart, or no answer at all. */
  | { kind: 'error'; error: unknown };

export interface SyncFlags {
  syncError: boolean;
  erpNotAvailable: boolean;
}

interface SyncResult {
  stored: StoredCart;
  flags: SyncFlags;
  succeeded: boolean;
}

/**
 * docs/product/states.md#cart-sync outcomes of one sync, applied to what is stored now (transactions may have been added while
 * the request ran): on success the acknowledged transactions go, the cart and its uuid are kept, and a
 * changed uuid (a new cart after sign-in, a confirmed order) drops whatever is still pending; on
 * failure nothing stored changes and the flags say why.
 */
export function applySyncResponse(
  current: StoredCart,
  sent: readonly CartTransaction[],
  response: SyncResponse,
): SyncResult {
  if (response.kind === 'unavailable') {
    return { stored: current, flags: { syncError: false, erpNotAvailable: true }, succeeded: false };
  }
  if (response.kind === 'error') {
    return { stored: current, flags: { syncError: true, erpNotAvailable: false }, succeeded: false };
  }
  const acknowledged = new Set(sent.map((transaction) => transaction.uuid));
  const uuid = response.cart?.uuid ?? null;
  // A cart the ERP sends without a uuid cannot be told from the one the changes were made against.
  const uuidChanged =
    current.uuid !== null && (response.cart === null || (uuid !== null && uuid !== current.uuid));
  const transactions = uuidChanged
    ? []
    : current.transactions.filter((transaction) => !acknowledged.has(transaction.uuid));
  return {
    stored: { uuid, transactions, cart: response.cart },
    flags: { syncError: false, erpNotAvailable: false },
    succeeded: true,
  };
}
