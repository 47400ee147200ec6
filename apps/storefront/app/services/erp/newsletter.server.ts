import { z } from 'zod';
import { newsletterLead, type NewsletterResult } from '~/domain/newsletter';
import type { Locale } from '~/i18n/locales';
import { callErp } from './erp-client.server';
import { ErpError } from './erp-error';
import { erpModules } from './erp-modules.server';
import { sendLead } from './leads.server';
import { isSignedIn } from './signed-in.server';

/** shopinvader_api_mass_mailing's `Subscription {name, email, opt_out}`; only the e-mail is needed. */
const subscription = z.object({ email: z.string() });

/**
 * Whether the ERP lacks shopinvader_api_mass_mailing, learnt from its first 404 and kept for the life
 * of the process, where its openapi.json does not say (erp-modules.server.ts): the module is installed
 * or not with the ERP, not from one request to the next, and an ERP without it is not asked again for
 * each visitor. A restart asks again.
 */
let mailingListMissing = false;

/**
 * Adds the e-mail to the list of the ERP's endpoint (shopinvader_api_mass_mailing, an anonymous
 * `POST mass_mailing/subscribe {email}`, strict body). False when the ERP answers 404: the module is
 * missing, or no list is set on the endpoint (its MissingError), and either way the lead is the way.
 */
async function subscribeToMailingList(locale: Locale, email: string): Promise<boolean> {
  if (mailingListMissing || (await erpModules())?.mailingList === false) return false;
  let answer: unknown;
  try {
    answer = await callErp('mass_mailing/subscribe', { locale, method: 'POST', body: { email } });
  } catch (error) {
    if (!(error instanceof ErpError && error.status === 404)) throw error;
    mailingListMissing = true;
    return false;
  }
  const parsed = subscription.safeParse(answer);
  if (!parsed.success)
    throw new Error(`The ERP answered a subscription with an unexpected shape: ${parsed.error.message}`);
  return true;
}

/**
 * Subscribes the visitor: a signed-in customer's opt-in is switched on (`POST customer {opt_in}`, as
 * the account page does); anyone else joins the ERP's mailing list, or leaves a lead where the ERP has
 * none. ERP failures are reported, never swallowed.
 */
export async function subscribe(
  locale: Locale,
  email: string,
  cookie: string | null,
): Promise<NewsletterResult> {
  if (await isSignedIn(locale, cookie)) {
    await callErp('customer', { locale, method: 'POST', body: { opt_in: true }, cookie });
    return { ok: true, via: 'customer' };
  }
  if (await subscribeToMailingList(locale, email)) return { ok: true, via: 'mailing-list' };
  await sendLead(locale, newsletterLead(email));
  return { ok: true, via: 'lead' };
}

/**
 * Takes the address off the ERP's mailing list (`POST mass_mailing/unsubscribe {email}`, 204 whether
 * or not it was on it, so that the answer tells nobody who is). Only where the ERP has the module.
 */
export async function unsubscribe(locale: Locale, email: string): Promise<void> {
  await callErp('mass_mailing/unsubscribe', { locale, method: 'POST', body: { email } });
}
