import type { CartStoragePort } from '~/domain/cart-engine';
import { parseProductId, parseQuantity } from '~/domain/cart-transactions';
import { type CartTransaction, EMPTY_STORED_CART, type ErpCart, type StoredCart } from '~/domain/cart-types';
import { markClientState } from '~/services/session/client-state-cookie';
import { CART_DATA_KEY, CART_SNAPSHOT_KEY } from './cart-storage-keys';
import { parseErpCart } from './erp-cart-schema';

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function readTransaction(value: unknown): CartTransaction | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { uuid, productId, qty, options } = value as Record<string, unknown>;
  const id = parseProductId(productId);
  const quantity = typeof qty === 'number' ? parseQuantity(qty) : undefined;
  if (typeof uuid !== 'string' || id === undefined || quantity === undefined) return undefined;
  const transaction: CartTransaction = { uuid, productId: id, qty: quantity };
  if (options && typeof options === 'object' && !Array.isArray(options) && Object.keys(options).length > 0) {
    transaction.options = options as Record<string, unknown>;
  }
  return transaction;
}

function readCart(storage: Storage): ErpCart | null {
  try {
    return parseErpCart(readJson(storage, CART_SNAPSHOT_KEY));
  } catch {
    return null;
  }
}

/** Reads what is stored; anything unreadable counts as nothing, as js-cart discards it. */
export function loadStoredCart(storage: Storage): StoredCart {
  const data = readJson(storage, CART_DATA_KEY);
  if (!data || typeof data !== 'object') return { ...EMPTY_STORED_CART, cart: readCart(storage) };
  const { uuid, transactions } = data as Record<string, unknown>;
  return {
    uuid: typeof uuid === 'string' && uuid !== '' ? uuid : null,
    transactions: Array.isArray(transactions)
      ? transactions.map(readTransaction).filter((item): item is CartTransaction => item !== undefined)
      : [],
    cart: readCart(storage),
  };
}

/** False when the browser refused to store (quota, privacy settings). */
function saveStoredCart(storage: Storage, { uuid, transactions, cart }: StoredCart): boolean {
  try {
    storage.setItem(CART_DATA_KEY, JSON.stringify({ uuid, transactions }));
    if (cart) storage.setItem(CART_SNAPSHOT_KEY, JSON.stringify(cart));
    else storage.removeItem(CART_SNAPSHOT_KEY);
    return true;
  } catch (error) {
    console.error('cart: the browser refused to store the cart;', error);
    return false;
  }
}

/** The engine's storage in the browser: localStorage, shared by every tab of the shop. */
export function browserCartStorage(storage: Storage): CartStoragePort {
  // When localStorage refuses a write, this page keeps its own copy, so no change is lost while it is open.
  let refused: StoredCart | undefined;
  return {
    load: () => refused ?? loadStoredCart(storage),
    save: (data) => {
      markClientState();
      refused = saveStoredCart(storage, data) ? undefined : data;
    },
  };
}
