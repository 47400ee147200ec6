import type { LeadInput } from './contact-lead';

/**
 * A visitor who is not signed in, on an ERP without a mailing list (shopinvader_api_mass_mailing),
 * subscribes through a lead the shop's team can follow up.
 */
export function newsletterLead(email: string): LeadInput {
  return { subject: 'Newsletter', email, description: `Newsletter sign-up: ${email}` };
}

/**
 * How a subscription was made: the signed-in customer's opt-in, the ERP's mailing list, or a lead.
 */
export type NewsletterResult =
  { ok: true; via: 'customer' | 'mailing-list' | 'lead' } | { ok: false; error: string };
