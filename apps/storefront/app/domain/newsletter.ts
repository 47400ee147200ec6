const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A visitor who is not signed in subscribes through a lead the shop's team can follow up. */
export function newsletterLead(email: string) {
  return { subject: 'Newsletter', email, description: `Newsletter sign-up: ${email}` };
}

export type NewsletterResult = { ok: true; via: 'customer' | 'lead' } | { ok: false; error: string };
