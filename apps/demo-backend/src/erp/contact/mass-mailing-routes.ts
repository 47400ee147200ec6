import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import { naiveIso } from '../http/format.ts';
import { parseInput } from '../http/validation.ts';

/** shopinvader_api_mass_mailing's `SubscribeInput` and `UnsubscribeInput`, strict. */
const subscribeSchema = z.object({ name: z.string().nullish(), email: z.string() }).strict();
const unsubscribeSchema = z.object({ email: z.string() }).strict();

interface ContactRow {
  email: string;
  name: string | null;
  opt_out: number;
}

/** Odoo's `email_normalize`, for the addresses a shop sends. */
const normalized = (email: string) => email.trim().toLowerCase();

/**
 * POST mass_mailing/subscribe and unsubscribe (shopinvader_api_mass_mailing), anonymous, on the
 * endpoint's one list: a subscription creates the contact or clears its opt-out and answers the
 * `Subscription {name, email, opt_out}`; an unsubscription sets the opt-out and answers 204 whether or
 * not the address is known, so that it tells nobody who is on the list.
 */
export function registerMassMailingRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.post('/mass_mailing/subscribe', async (request) => {
    const input = parseInput(subscribeSchema, request.body);
    const key = normalized(input.email);
    const known = one<ContactRow>(
      ctx.db,
      'SELECT email FROM erp_mailing_contacts WHERE email_normalized = ?',
      key,
    );
    // Odoo names a new contact after its address; an existing one takes the name sent, even none.
    const name = input.name ?? (known ? null : input.email);
    run(
      ctx.db,
      `INSERT INTO erp_mailing_contacts (email_normalized, email, name, opt_out, updated_at)
       VALUES (?, ?, ?, 0, ?)
       ON CONFLICT (email_normalized) DO UPDATE SET name = excluded.name, opt_out = 0, updated_at = excluded.updated_at`,
      key,
      input.email,
      name,
      naiveIso(),
    );
    const contact = one<ContactRow>(
      ctx.db,
      'SELECT email, name, opt_out FROM erp_mailing_contacts WHERE email_normalized = ?',
      key,
    );
    return { name: contact?.name || null, email: contact?.email ?? input.email, opt_out: !!contact?.opt_out };
  });

  app.post('/mass_mailing/unsubscribe', async (request, reply) => {
    const input = parseInput(unsubscribeSchema, request.body);
    run(
      ctx.db,
      'UPDATE erp_mailing_contacts SET opt_out = 1, updated_at = ? WHERE email_normalized = ?',
      naiveIso(),
      normalized(input.email),
    );
    return reply.code(204).send();
  });
}
