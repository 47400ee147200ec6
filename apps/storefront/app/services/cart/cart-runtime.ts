import { CartEngine } from '~/domain/cart-engine';
import type { ErpApi } from '~/domain/erp-api';
import type { Locale } from '~/i18n/locales';
import { createErpBrowserClient } from '~/services/erp/erp-browser-client';
import { sessionStore } from '~/services/session/session';
import { addressApi } from './address-api';
import { exclusive, newUuid, sleep } from './browser-ports';
import { cartApi } from './cart-api';
import { browserCartStorage } from './cart-storage';
import { erpCartTransport } from './cart-transport';
import { type LastSale, readLastSale, saveLastSale } from './last-sale';
import { paymentApi } from './payment-api';

/**
 * The cart's engine and the ERP calls around it. This module and what it imports (the ERP schemas
 * among them) load only when a page needs the cart, never with a catalogue page's first load.
 */
export interface CartServices {
  engine: CartEngine;
  cartApi: ReturnType<typeof cartApi>;
  paymentApi: ReturnType<typeof paymentApi>;
  addressApi: ReturnType<typeof addressApi>;
  /** The order just paid, kept in the browser (docs/product/entities.md#order: lastSale). */
  lastSale: { read(): LastSale | null; save(sale: LastSale): void };
}

/** How long a change waits for the next one before it is sent (the line shows it at once). */
const BATCH_MS = 400;

function startCart(erpBaseUrl: string, locale: Locale, erpApi: ErpApi): CartServices {
  // A 401 ends the session (docs/contracts/README.md#common-rules), which then clears the cart through user:unloaded.
  const client = createErpBrowserClient({
    baseUrl: erpBaseUrl,
    locale,
    onUnauthorized: () => sessionStore.expire(),
  });
  const engine = new CartEngine({
    storage: browserCartStorage(window.localStorage),
    transport: erpCartTransport(client),
    newUuid,
    random: Math.random,
    sleep,
    exclusive,
    // A burst of clicks on a quantity reaches the ERP in one request.
    batchMs: BATCH_MS,
    log: (message, error) => console.error(`cart: ${message};`, error),
    // Without the options module any `options` key is a 422: a line with options cannot be added.
    acceptsOptions: erpApi.cartOptions,
  });
  const storage = window.localStorage;
  return {
    engine,
    cartApi: cartApi(client, erpApi.generation),
    paymentApi: paymentApi(client),
    addressApi: addressApi(client),
    lastSale: { read: () => readLastSale(storage), save: (sale) => saveLastSale(storage, sale) },
  };
}

let started: { key: string; services: CartServices } | undefined;

/** One cart per page (and language, for the ERP's answers); a new language replaces the previous one. */
export function cartServicesFor(erpBaseUrl: string, locale: Locale, erpApi: ErpApi): CartServices {
  const key = `${erpBaseUrl}|${locale}|${erpApi.generation}|${erpApi.cartOptions}`;
  if (started?.key !== key) {
    started?.services.engine.dispose();
    started = { key, services: startCart(erpBaseUrl, locale, erpApi) };
  }
  return started.services;
}
