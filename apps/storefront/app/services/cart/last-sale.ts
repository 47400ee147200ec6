import type { ErpCart } from '~/domain/cart-types';
import type { PaymentReturn } from '~/domain/payment-return';
import { parseErpCart } from './erp-cart-schema';

/** docs/product/entities.md#order: the shop keeps the last sale, to show it once the payment is done. */
export interface LastSale {
  cart: ErpCart;
  status: PaymentReturn['status'];
  reference: string | null;
  pendingMessage: string | null;
}

const LAST_SALE_KEY = 'shop-last-sale';

export function readLastSale(storage: Storage): LastSale | null {
  try {
    const raw = JSON.parse(storage.getItem(LAST_SALE_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return null;
    const cart = parseErpCart(raw.cart);
    if (!cart) return null;
    return {
      cart,
      status: raw.status === 'pending' ? 'pending' : 'success',
      reference: typeof raw.reference === 'string' ? raw.reference : null,
      pendingMessage: typeof raw.pendingMessage === 'string' ? raw.pendingMessage : null,
    };
  } catch {
    return null;
  }
}

export function saveLastSale(storage: Storage, sale: LastSale): void {
  try {
    storage.setItem(LAST_SALE_KEY, JSON.stringify(sale));
  } catch (error) {
    console.error('cart: the last sale could not be stored;', error);
  }
}
