import { z } from 'zod';
import type { Locale } from '~/i18n/locales';
import { callErp } from './erp-client.server';
import { ErpError } from './erp-error';

const profile = z.object({ login: z.string().nullish() });

/**
 * Whether someone is signed in behind the visitor's ERP session cookie: the profile says so (a profile
 * without a login is no user, docs/product/states.md#session).
 */
export async function isSignedIn(locale: Locale, cookie: string | null): Promise<boolean> {
  if (!cookie) return false;
  try {
    const signedIn = profile.safeParse(await callErp('auth/profile', { locale, cookie }));
    return signedIn.success && !!signedIn.data.login;
  } catch (error) {
    if (error instanceof ErpError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}
