import { UserManager, WebStorageStateStore, type User as OidcUser } from 'oidc-client-ts';
import { identitySettings, isSigninCallback, type IdentityProviderConfig } from '~/domain/identity-settings';
import type { User } from '~/domain/user';
import { erpLanguage, type Locale } from '~/i18n/locales';
import type { AuthBackend, AuthBackendContext, RestoredSession } from './auth-backend';
import { fetchUser } from './customer-api';

/** The ERP could not take over a user the provider vouched for: a fatal 500 (docs/product/states.md#session, docs/product/errors.md#sessions-and-the-cart). */
class IdentitySigninError extends Error {
  override name = 'IdentitySigninError';
}

interface OidcBackendOptions extends AuthBackendContext {
  config: IdentityProviderConfig;
  origin: string;
  erpBaseUrl: string;
  locale: () => Locale;
}

export interface OidcBackend extends AuthBackend {
  /** Leaves for the provider's login page; `returnTo` is where the shop goes back afterwards. */
  signIn(returnTo: string): Promise<void>;
}

interface SigninState {
  returnTo?: string;
}

/**
 * Identity-provider mode with oidc-client-ts (authorization code + PKCE S256). The library does the
 * protocol, its checks and messages (docs/product/validation.md#identity-provider, docs/product/errors.md#sessions-and-the-cart), renewal 60 s before expiry with the refresh token or
 * a hidden frame (retrying a timeout after 5 s) and session monitoring; this file ties its user to the
 * ERP's customer.
 */
export function createOidcBackend(options: OidcBackendOptions): OidcBackend {
  const store = new WebStorageStateStore({ store: window.localStorage });
  const manager = new UserManager({
    ...identitySettings(options.config, options.origin),
    userStore: store,
    stateStore: store,
  });
  const erpBase = options.erpBaseUrl.endsWith('/') ? options.erpBaseUrl : `${options.erpBaseUrl}/`;

  /** POST signin with the access token: the ERP finds or creates the customer and opens its session. */
  async function signInAtErp(oidcUser: OidcUser): Promise<User> {
    const response = await fetch(new URL('signin', erpBase), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${oidcUser.access_token}`,
        'Accept-Language': erpLanguage(options.locale()),
      },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new IdentitySigninError(`The ERP refused the sign-in (${response.status})`);
    const user = await fetchUser(options.erp());
    if (!user) throw new IdentitySigninError('The ERP gave no customer for this sign-in');
    return user;
  }

  /** After the provider returns a user: sign in at the ERP, else unload, sign out silently and fail. */
  async function takeOver(oidcUser: OidcUser): Promise<User> {
    try {
      return await signInAtErp(oidcUser);
    } catch (error) {
      options.setUser(null);
      await manager.signoutSilent().catch(() => manager.removeUser());
      throw error instanceof IdentitySigninError
        ? error
        : new IdentitySigninError(error instanceof Error ? error.message : String(error));
    }
  }

  async function forget(): Promise<void> {
    await fetch(new URL('signout', erpBase), { method: 'POST', credentials: 'same-origin' }).catch(
      () => undefined,
    );
    await manager.removeUser();
  }

  function listen(): void {
    // A renewed token is handed to the ERP again, so that its session follows the provider's.
    manager.events.addUserLoaded((oidcUser) => {
      signInAtErp(oidcUser).then(options.setUser, (error: unknown) => console.error(error));
    });
    manager.events.addAccessTokenExpired(() => {
      void forget().then(() => options.setUser(null));
    });
    manager.events.addSilentRenewError((error) => console.warn('silent-renew-error', error));
    manager.events.addUserSignedOut(() => {
      void forget().then(() => options.setUser(null));
    });
    const resume = () => {
      manager
        .signinSilent()
        .then((oidcUser) => (oidcUser ? signInAtErp(oidcUser) : null))
        .then(options.setUser, () => options.setUser(null));
    };
    manager.events.addUserSignedIn(resume);
    manager.events.addUserSessionChanged(resume);
  }

  async function restoreUser(): Promise<RestoredSession> {
    const params = new URLSearchParams(window.location.search);
    const inFrame = window.self !== window.top;
    if (isSigninCallback(window.location.search)) {
      let oidcUser: OidcUser | undefined;
      try {
        oidcUser = await manager.signinCallback();
      } catch (error) {
        console.warn('sign-in callback refused', error);
        return { kind: 'user', user: null };
      }
      // The hidden frame's answer went to the shop's page: nothing more to do here.
      if (!oidcUser) return { kind: 'relay' };
      const user = await takeOver(oidcUser);
      return { kind: 'user', user, returnTo: (oidcUser.state as SigninState | undefined)?.returnTo };
    }
    if (inFrame && params.has('state')) {
      await manager.signoutCallback().catch(() => undefined);
      return { kind: 'relay' };
    }
    if (!options.hasSessionFlag()) return { kind: 'user', user: null };
    const stored = await manager.getUser();
    const oidcUser = stored && !stored.expired ? stored : await manager.signinSilent().catch(() => null);
    if (!oidcUser) return { kind: 'user', user: null };
    // The ERP's session usually outlives a page; only a lost one needs the token again.
    const user = await fetchUser(options.erp()).catch(() => null);
    return { kind: 'user', user: user ?? (await takeOver(oidcUser)) };
  }

  return {
    async restore() {
      const restored = await restoreUser();
      if (restored.kind === 'user' && restored.user) listen();
      return restored;
    },
    async signIn(returnTo) {
      const state: SigninState = { returnTo };
      await manager.signinRedirect({ state, ui_locales: options.locale() });
    },
    async logout() {
      const oidcUser = await manager.getUser();
      await forget();
      // The page is left for the provider next: the user is cleared (flag, events) before that.
      options.setUser(null);
      // Ends the provider's session too; the provider sends the browser back to the shop.
      if (oidcUser) await manager.signoutRedirect({ id_token_hint: oidcUser.id_token });
    },
    async expire() {
      await forget();
    },
  };
}
