import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { CartState } from '~/domain/cart-engine';
import { useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';
import type { CartServices } from '~/services/cart/cart-runtime';
import { hasStoredCart, onStoredCartChange } from '~/services/cart/cart-storage-keys';
import { sessionEvents } from '~/services/session/session-events';
import { sessionStore } from '~/services/session/session';
import { useNotify } from '../notifications/notifications';

export type { CartServices };

/** Before the browser has started the cart (and on the server) the cart is not known yet. */
const UNKNOWN: CartState = {
  lines: [],
  linesCount: 0,
  hasPendingTransactions: false,
  cart: null,
  loaded: false,
  synchronizing: false,
  syncError: false,
  erpNotAvailable: false,
};

interface CartContextValue {
  services: CartServices | null;
  /** Loads and starts the cart (once per page and language); resolves with its services. */
  start: () => Promise<CartServices>;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The page's cart, started in the browser only and only when the page needs it: something is stored,
 * a user is loaded (docs/product/states.md#cart-sync: their cart is fetched), another tab stores one, or a page or click asks
 * (`useCart({ start: true })`, `start()`). A visitor who never touches the cart never downloads its
 * engine. Once started it syncs when a user is loaded and when the network comes back, is cleared
 * when the user is unloaded, and follows what other tabs store.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const { erpBaseUrl, erpApi, locale } = useRootData();
  const intl = useIntl();
  const notify = useNotify();
  const [services, setServices] = useState<CartServices | null>(null);
  // The latest wording, read when a refusal comes, without subscribing the cart again.
  const announceRefusal = useRef((code: string) => console.error(`cart: code ${code} refused`));
  useEffect(() => {
    announceRefusal.current = (code) =>
      notify('error', intl.formatMessage({ id: 'account.login.code_refused' }, { code }));
  });

  const start = useCallback(async () => {
    const { cartServicesFor } = await import('~/services/cart/cart-runtime');
    const next = cartServicesFor(erpBaseUrl, locale, erpApi);
    setServices(next);
    return next;
  }, [erpBaseUrl, erpApi, locale]);

  useEffect(() => {
    let cancelled = false;
    const withEngine = (use: (engine: CartServices['engine']) => void) =>
      void start().then(({ engine }) => {
        if (!cancelled) use(engine);
      });
    const stopStorage = onStoredCartChange(() => withEngine((engine) => engine.reload()));
    // Signing in drops the visitor's promo codes: they are applied again, and the shopper is told of
    // any the ERP refuses for this customer (and, on the cart and checkout pages, of what the
    // customer's earlier cart added).
    const stopLoaded = sessionEvents.on('user:loaded', () => {
      void Promise.all([start(), import('~/services/cart/sign-in-sync')]).then(
        async ([services, { syncAfterSignIn }]) => {
          if (cancelled) return;
          const { refused } = await syncAfterSignIn(services);
          if (!cancelled) for (const code of refused) announceRefusal.current(code);
        },
      );
    });
    const stopUnloaded = sessionEvents.on('user:unloaded', () => withEngine((engine) => engine.clear()));
    const signedIn = Boolean(sessionStore.getState().user);
    if (hasStoredCart(window.localStorage) || signedIn) {
      withEngine((engine) => {
        const state = engine.getState();
        if (signedIn && state.cart === null) void engine.loadCustomerCart();
        else if (state.hasPendingTransactions || state.cart !== null || !state.loaded) void engine.sync();
      });
    }
    return () => {
      cancelled = true;
      stopStorage();
      stopLoaded();
      stopUnloaded();
    };
  }, [start]);

  useEffect(() => {
    if (!services) return;
    const online = () => services.engine.wake();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [services]);

  const value = useMemo(() => ({ services, start }), [services, start]);
  return <CartContext value={value}>{children}</CartContext>;
}

const noop = () => () => undefined;

/**
 * The cart as shown now, and the services to change it (null until the browser has started it).
 * `start: true` starts the cart when the component mounts (the cart and checkout pages).
 */
export function useCart({ start = false }: { start?: boolean } = {}): {
  state: CartState;
  services: CartServices | null;
  startCart: () => Promise<CartServices>;
} {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart needs a CartProvider');
  const engine = context.services?.engine;
  const subscribe = useMemo(() => (engine ? engine.subscribe.bind(engine) : noop), [engine]);
  const state = useSyncExternalStore(
    subscribe,
    () => engine?.getState() ?? UNKNOWN,
    () => UNKNOWN,
  );
  const startCart = context.start;
  useEffect(() => {
    if (start) void startCart();
  }, [start, startCart]);
  return { state, services: context.services, startCart };
}
