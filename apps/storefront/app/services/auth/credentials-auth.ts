import type { User } from '~/domain/user';
import { isErpUnavailable, type ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { ErpError } from '~/services/erp/erp-error';
import type { AuthBackend, AuthBackendContext } from './auth-backend';
import { fetchUser } from './customer-api';

/** The profile, then the customer behind it; a profile without a login means no user (docs/product/states.md#session). */
async function loadUser(erp: ErpBrowserClient): Promise<User | null> {
  const profile = await erp.get<{ login?: string }>('auth/profile');
  if (!profile?.login) return null;
  return fetchUser(erp, profile);
}

type LoginResult = { ok: true; user: User } | { ok: false };

/**
 * POST auth/login then the profile. The ERP answers 403 to a wrong login or password (contract
 * docs/contracts/erp.md#sign-in-with-credentials): that is an answer, not a failure; other errors are thrown for the form to show.
 */
export async function loginWithCredentials(
  erp: ErpBrowserClient,
  login: string,
  password: string,
): Promise<LoginResult> {
  try {
    await erp.post('auth/login', { login, password });
  } catch (error) {
    if (error instanceof ErpError && error.status === 403) return { ok: false };
    throw error;
  }
  const user = await loadUser(erp);
  return user ? { ok: true, user } : { ok: false };
}

/** Credentials mode: the ERP's own session cookie, checked at start only when the flag says so. */
export function createCredentialsBackend(context: AuthBackendContext): AuthBackend {
  return {
    async restore() {
      if (!context.hasSessionFlag()) return { kind: 'user', user: null };
      try {
        return { kind: 'user', user: await loadUser(context.erp()) };
      } catch (error) {
        return isErpUnavailable(error) ? { kind: 'unavailable' } : { kind: 'user', user: null };
      }
    },
    async logout() {
      await context.erp().post('auth/logout');
    },
    async expire() {
      // Clears the ERP's cookie too, so the next page does not send a dead session.
      await context
        .erp()
        .post('auth/logout')
        .catch(() => undefined);
    },
  };
}
