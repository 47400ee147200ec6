/** The key @shopinvader/cart uses (docs/contracts/erp.md#the-cart-in-the-browser): `{uuid, transactions}`, productId in camelCase. */
export const CART_DATA_KEY = 'shopinvader-js-cart-data';
/** The last cart the ERP answered, as the template keeps it. */
export const CART_SNAPSHOT_KEY = 'cart';

/** Whether this browser holds a cart, without reading or validating it (that is the engine's work). */
export function hasStoredCart(storage: Storage): boolean {
  try {
    return storage.getItem(CART_DATA_KEY) !== null || storage.getItem(CART_SNAPSHOT_KEY) !== null;
  } catch {
    return false;
  }
}

/** Calls `onChange` when another tab changes the stored cart (storage events never fire in the writer). */
export function onStoredCartChange(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_DATA_KEY || event.key === CART_SNAPSHOT_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
