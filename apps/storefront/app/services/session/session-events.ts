/**
 * The session's events (docs/product/states.md#session): `user:loaded` when a user is set, `user:unloaded` when cleared. The
 * cart and other browser state listen here instead of knowing how sign-in works.
 */
interface SessionUser {
  login: string;
  name: string;
  /** Pricelist id; 'default' when the ERP gives none (docs/product/roles.md#pricelists). */
  role: string;
}

type SessionEventMap = {
  'user:loaded': SessionUser;
  'user:unloaded': undefined;
};

type Listener<K extends keyof SessionEventMap> = (payload: SessionEventMap[K]) => void;

export function createSessionEvents() {
  const listeners: { [K in keyof SessionEventMap]: Set<Listener<K>> } = {
    'user:loaded': new Set(),
    'user:unloaded': new Set(),
  };
  return {
    on<K extends keyof SessionEventMap>(event: K, listener: Listener<K>): () => void {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    emit<K extends keyof SessionEventMap>(event: K, payload: SessionEventMap[K]): void {
      for (const listener of listeners[event]) listener(payload);
    },
  };
}

export type SessionEvents = ReturnType<typeof createSessionEvents>;

/** The page's one event channel. */
export const sessionEvents = createSessionEvents();
