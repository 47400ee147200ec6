import { z } from 'zod';
import { newsletterLead, type NewsletterResult } from '~/domain/newsletter';
import type { Locale } from '~/i18n/locales';
import { callErp, ErpError } from './erp-client.server';
import { sendLead } from './leads.server';

const profile = z.object({ login: z.string().nullish() });
const customer = z.object({ id: z.number() });

/**
 * The signed-in customer behind the visitor's ERP session cookie, or undefined. The profile says
 * whether someone is signed in (a profile without a login is no user, SPEC §4); the customer record
 * gives the id the opt-in call needs.
 */
async function signedInCustomer(locale: Locale, cookie: string | null) {
  if (!cookie) return undefined;
  try {
    const signedIn = profile.safeParse(await callErp('auth/profile', { locale, cookie }));
    if (!signedIn.success || !signedIn.data.login) return undefined;
  } catch (error) {
    if (error instanceof ErpError && (error.status === 401 || error.status === 403)) return undefined;
    throw error;
  }
  const parsed = customer.safeParse(await callErp('customer', { locale, cookie }));
  if (!parsed.success) throw new Error(`The ERP customer has an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Subscribes the visitor: a signed-in customer's opt-in is switched on; anyone else leaves a lead
 * (issue: newsletter in the footer). ERP failures are reported, never swallowed.
 */
export async function subscribe(
  locale: Locale,
  email: string,
  cookie: string | null,
): Promise<NewsletterResult> {
  const customer = await signedInCustomer(locale, cookie);
  if (customer) {
    await callErp(`customer/${customer.id}/update`, {
      locale,
      method: 'POST',
      body: { optIn: true },
      cookie,
    });
    return { ok: true, via: 'customer' };
  }
  await sendLead(locale, newsletterLead(email));
  return { ok: true, via: 'lead' };
}
