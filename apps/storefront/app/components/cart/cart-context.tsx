import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { CartEngine, type CartState } from '~/domain/cart-engine';
import { mergeCart } from '~/domain/cart-merge';
import { useRootData } from '~/hooks/use-root-data';
import { exclusive, newUuid, sleep } from '~/services/cart/browser-ports';
import { addressApi } from '~/services/cart/address-api';
import { cartApi } from '~/services/cart/cart-api';
import { browserCartStorage, onStoredCartChange } from '~/services/cart/cart-storage';
import { erpCartTransport } from '~/services/cart/cart-transport';
import { paymentApi } from '~/services/cart/payment-api';
import { createErpBrowserClient } from '~/services/erp/erp-browser-client';
import { sessionEvents } from '~/services/session/session-events';
import { sessionStore } from '~/services/session/session';

/** How long a change waits for the next one before it is sent (the line shows it at once). */
const BATCH_MS = 400;

/** Before the browser has read its storage (and on the server) the cart is not known yet. */
const UNKNOWN: CartState = {
  ...mergeCart(null, []),
  cart: null,
  loaded: false,
  synchronizing: false,
  syncError: false,
  erpNotAvailable: false,
};

interface CartServices {
  engine: CartEngine;
  cartApi: ReturnType<typeof cartApi>;
  paymentApi: ReturnType<typeof paymentApi>;
  addressApi: ReturnType<typeof addressApi>;
}

const CartContext = createContext<CartServices | null>(null);

function startCart(erpBaseUrl: string, locale: ReturnType<typeof useRootData>['locale']): CartServices {
  // A 401 ends the session (SPEC §7), which then clears the cart through user:unloaded.
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
  });
  return { engine, cartApi: cartApi(client), paymentApi: paymentApi(client), addressApi: addressApi(client) };
}

let started: { key: string; services: CartServices } | undefined;

/** One cart per page (and language, for the ERP's answers); a new language replaces the previous one. */
function servicesFor(erpBaseUrl: string, locale: ReturnType<typeof useRootData>['locale']): CartServices {
  const key = `${erpBaseUrl}|${locale}`;
  if (started?.key !== key) {
    started?.services.engine.dispose();
    started = { key, services: startCart(erpBaseUrl, locale) };
  }
  return started.services;
}

const subscribeNothing = () => () => undefined;

/**
 * The page's cart, started in the browser only: it syncs at start when something is stored, when a user
 * is loaded (SPEC §4), when the network comes back; it is cleared when the user is unloaded, and
 * follows what other tabs store.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const { erpBaseUrl, locale } = useRootData();
  const services = useSyncExternalStore(
    subscribeNothing,
    () => servicesFor(erpBaseUrl, locale),
    () => null,
  );

  useEffect(() => {
    if (!services) return;
    const { engine } = services;
    const stopStorage = onStoredCartChange(() => engine.reload());
    const stopLoaded = sessionEvents.on('user:loaded', () => void engine.sync());
    const stopUnloaded = sessionEvents.on('user:unloaded', () => engine.clear());
    const online = () => engine.wake();
    window.addEventListener('online', online);
    const state = engine.getState();
    if (state.hasPendingTransactions || state.cart !== null || !state.loaded) void engine.sync();
    return () => {
      stopStorage();
      stopLoaded();
      stopUnloaded();
      window.removeEventListener('online', online);
    };
  }, [services]);

  return <CartContext value={services}>{children}</CartContext>;
}

const noop = () => () => undefined;

/** The cart as shown now, and the services to change it (null until the browser has started it). */
export function useCart(): { state: CartState; services: CartServices | null } {
  const services = useContext(CartContext);
  const engine = services?.engine;
  const subscribe = useMemo(() => (engine ? engine.subscribe.bind(engine) : noop), [engine]);
  const state = useSyncExternalStore(
    subscribe,
    () => engine?.getState() ?? UNKNOWN,
    () => UNKNOWN,
  );
  return { state, services };
}
