import type { AuthConfig } from '~/domain/identity-settings';
import { loginPath } from '~/domain/account-guards';
import { SESSION_FLAG_KEY, SESSION_FLAG_LIFETIME } from '~/domain/storage-entry';
import { roleOf, type User } from '~/domain/user';
import type { Locale } from '~/i18n/locales';
import type { AuthBackend, RestoredSession } from '~/services/auth/auth-backend';
import { createCredentialsBackend, loginWithCredentials } from '~/services/auth/credentials-auth';
import { fetchUser } from '~/services/auth/customer-api';
import type { OidcBackend } from '~/services/auth/oidc-auth';
import { createErpBrowserClient, type ErpBrowserClient } from '~/services/erp/erp-browser-client';
import type { BrowserStorage } from './browser-storage';
import type { SessionEvents } from './session-events';

interface SessionConfig {
  auth: AuthConfig;
  erpBaseUrl: string;
  origin: string;
  locale: Locale;
  /** The Odoo id of the shop's default pricelist: a customer on it sees the default prices. */
  defaultPricelistId?: string;
}

export interface SessionState {
  user: User | null;
  /** True until the session is known (restored at start, or not at all). */
  loading: boolean;
  /** Where the provider's return asked to go, for the page to navigate to. */
  returnTo?: string;
  /** Set when the session ended on its own (a 401): the page goes to the login page. */
  expiredAt?: number;
  /** A user the identity provider returned could not be signed in at the ERP (docs/product/states.md#session: fatal 500). */
  fatalError?: Error;
  /**
   * The ERP could not be asked whether the session lives (down or too slow): the flag is kept and
   * nobody is signed in until it answers; `restoreAgain` asks once more.
   */
  erpUnavailable?: boolean;
}

interface SessionStoreDeps {
  storage: BrowserStorage;
  events: SessionEvents;
  /** Keeps the page's hint of the customer's pricelist (pricelist-hint-cookie.ts) with the user. */
  pricelistHint: (role: string) => void;
}

/**
 * The browser's session (docs/product/states.md#session): who is signed in, the auth_user flag, the user:loaded and
 * user:unloaded events, and a 401 on any ERP call ending the session. Pages read it with useSession().
 */
export function createSessionStore({ storage, events, pricelistHint }: SessionStoreDeps) {
  let state: SessionState = { user: null, loading: true };
  let config: SessionConfig | undefined;
  let backend: Promise<AuthBackend> | undefined;
  let restoring: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function update(next: Partial<SessionState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  /**
   * Sets or clears the user; the flag, the pricelist hint and the events follow (unloaded only when
   * someone was signed in).
   */
  function setUser(found: User | null): void {
    const previous = state.user;
    const user = found && { ...found, role: roleOf(found, config?.defaultPricelistId) };
    pricelistHint(roleOf(user));
    // Whoever is set or cleared, the session is known again.
    update({ user, loading: false, erpUnavailable: false });
    if (user) {
      storage.write(SESSION_FLAG_KEY, true, SESSION_FLAG_LIFETIME);
      events.emit('user:loaded', user);
    } else {
      storage.remove(SESSION_FLAG_KEY);
      if (previous) events.emit('user:unloaded', undefined);
    }
  }

  function requireConfig(): SessionConfig {
    if (!config) throw new Error('The session is not started');
    return config;
  }

  /** The ERP, in `locale` (the page's by default), with a 401 ending the session. */
  function erp(locale?: Locale): ErpBrowserClient {
    const current = requireConfig();
    return createErpBrowserClient({
      baseUrl: current.erpBaseUrl,
      locale: locale ?? current.locale,
      onUnauthorized: expire,
    });
  }

  async function createBackend(current: SessionConfig): Promise<AuthBackend> {
    const context = {
      erp: () => erp(),
      setUser,
      hasSessionFlag: () => storage.read(SESSION_FLAG_KEY) === true,
    };
    if (current.auth.mode === 'credentials') return createCredentialsBackend(context);
    // Loaded only in identity-provider mode, so credentials shops do not download oidc-client-ts.
    const { createOidcBackend } = await import('~/services/auth/oidc-auth');
    return createOidcBackend({
      ...context,
      config: current.auth,
      origin: current.origin,
      erpBaseUrl: current.erpBaseUrl,
      locale: () => requireConfig().locale,
    });
  }

  function applyRestored(restored: RestoredSession): void {
    if (restored.kind === 'relay') return;
    if (restored.kind === 'unavailable') {
      update({ loading: false, erpUnavailable: true });
      return;
    }
    setUser(restored.user);
    if (restored.returnTo) update({ returnTo: restored.returnTo });
  }

  /** A 401 from the ERP: the session is over, wherever the call came from (docs/contracts/README.md#common-rules, docs/product/errors.md#sessions-and-the-cart). */
  function expire(): void {
    if (!state.user || !backend) return;
    setUser(null);
    update({ expiredAt: Date.now() });
    void backend.then((current) => current.expire());
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves once the session at start is known. */
    ready: (): Promise<void> => ready,
    /** Starts once per page with the shop's settings; later calls only follow the language. */
    start(next: SessionConfig): void {
      config = next;
      if (backend) return;
      backend = createBackend(next);
      backend
        .then((current) => current.restore())
        .then(applyRestored, (error: unknown) => {
          setUser(null);
          update({ fatalError: error instanceof Error ? error : new Error(String(error)) });
        })
        .finally(markReady);
    },
    /** After the ERP could not be asked at start: asks again (one request for every caller at once). */
    restoreAgain(): Promise<void> {
      if (!state.erpUnavailable || !backend) return Promise.resolve();
      restoring ??= backend
        .then((current) => current.restore())
        .then(applyRestored)
        .finally(() => (restoring = undefined));
      return restoring;
    },
    erp,
    expire,
    setUser,
    /** Reads the customer again, after the customer changed it (profile, registration). */
    async refresh(): Promise<User | null> {
      const user = await fetchUser(erp());
      setUser(user);
      return user;
    },
    /** Credentials mode: true when signed in, false for a wrong login or password. */
    async login(login: string, password: string): Promise<boolean> {
      const result = await loginWithCredentials(erp(), login, password);
      if (result.ok) setUser(result.user);
      return result.ok;
    },
    /** Identity-provider mode: leaves for the provider's login page. */
    async signInWithProvider(returnTo: string): Promise<void> {
      const current = (await backend) as OidcBackend | undefined;
      await current?.signIn(returnTo);
    },
    async logout(): Promise<void> {
      const current = await backend;
      try {
        await current?.logout();
      } finally {
        setUser(null);
      }
    },
    /** The login page of the current language, remembering `returnTo`. */
    loginPath: (returnTo?: string): string => loginPath(requireConfig().locale, returnTo),
    consumeReturnTo(): string | undefined {
      const { returnTo } = state;
      if (returnTo) update({ returnTo: undefined });
      return returnTo;
    },
  };
}
