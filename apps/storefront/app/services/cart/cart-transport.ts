import type { CartTransportPort } from '~/domain/cart-engine';
import type { SyncResponse } from '~/domain/cart-sync';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { ErpError } from '~/services/erp/erp-error';
import { parseErpCart } from './erp-cart-schema';

/** Upstream's cart app (docs/contracts/erp.md#cart-routes); the proxy and the demo ERP also know `cart` and `v2/cart`. */
export const CART_BASE = 'carts';

/** Reads one sync answer as the engine needs it: 204 or `{}` is no cart, 503 is "not available". */
export function erpCartTransport(client: ErpBrowserClient): CartTransportPort {
  return {
    async sync(body): Promise<SyncResponse> {
      try {
        const response = await client.raw('POST', `${CART_BASE}/sync`, body);
        if (response.status === 204) return { kind: 'cart', cart: null };
        const text = await response.text();
        // "No cart" is 204 or `{}`; an empty 2xx body is not an answer (docs/contracts/erp.md#the-cart-in-the-browser).
        if (!text) return { kind: 'error', error: new Error(`Empty ${response.status} answer to the sync`) };
        return { kind: 'cart', cart: parseErpCart(JSON.parse(text)) };
      } catch (error) {
        if (error instanceof ErpError && error.status === 503) return { kind: 'unavailable' };
        return { kind: 'error', error };
      }
    },
  };
}
