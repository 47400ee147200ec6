import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { resolvePartner } from '../auth/identity.ts';
import { recomputeCart } from '../cart/cart-pricing.ts';
import { findOpenCart } from '../cart/sale-repo.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { accessError, ErpError, missing } from '../http/errors.ts';
import { id, idText, optionalText, parseInput } from '../http/validation.ts';
import { B2B_INDUSTRIES, LANGUAGES, THERAPIST_INDUSTRIES } from '../settings/settings-data.ts';
import { customerJson } from './customer-view.ts';
import { getPartner, type PartnerRow } from './partner-repo.ts';

const industry = (list: readonly { id: number }[]) =>
  id.refine((value) => list.some((entry) => entry.id === value), { error: 'Unknown industry' }).nullish();

/** What a customer may change about itself; status, pricelist and "settled" are the shop's to set. */
const customerSchema = z.object({
  name: z.string().trim().min(1).max(128).optional(),
  phone: optionalText(32).optional(),
  mobile: optionalText(32).optional(),
  opt_in: z.boolean().optional(),
  optIn: z.boolean().optional(),
  lang_id: id
    .refine((value) => LANGUAGES.some((lang) => lang.id === value), { error: 'Unknown language' })
    .optional(),
  customer_type: z.enum(['individual', 'therapist', 'b2b']).optional(),
  business_number: optionalText(32).optional(),
  company_name: optionalText(128).optional(),
  industry_therapist: industry(THERAPIST_INDUSTRIES),
  industry_b2b: industry(B2B_INDUSTRIES),
  vat: optionalText(32)
    .refine(
      (value) =>
        value === null || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value.replace(/[\s.-]/g, '').toUpperCase()),
      {
        error: 'The VAT number is not valid',
      },
    )
    .optional(),
});

const optInSchema = z.object({ optIn: z.boolean() });

function incomplete(field: string, msg: string): ErpError {
  return new ErpError(422, [{ type: 'missing', loc: ['body', field], msg }]);
}

/**
 * Choosing a customer type completes registration: individuals are active at once, therapists and
 * B2B customers wait for the shop to validate them before their pricelist applies.
 */
function checkProfile(partner: PartnerRow): void {
  if (partner.customer_type === 'therapist' && partner.industry_therapist === null) {
    throw incomplete('industry_therapist', 'A therapist needs an industry');
  }
  if (partner.customer_type === 'b2b' && !partner.company_name)
    throw incomplete('company_name', 'A business needs a company name');
}

export function registerCustomerRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.get('/customer', async (request, reply) =>
    customerJson(ctx, await resolvePartner(ctx, request, reply, 'any')),
  );

  app.post('/customer', async (request, reply) => {
    const partner = await resolvePartner(ctx, request, reply, 'any');
    const input = parseInput(customerSchema, request.body);
    const updated = inTransaction(ctx.db, () => {
      const set = (column: string, value: string | number | null) =>
        run(ctx.db, `UPDATE erp_partners SET ${column} = ? WHERE id = ?`, value, partner.id);
      for (const column of [
        'name',
        'phone',
        'mobile',
        'business_number',
        'company_name',
        'industry_therapist',
        'industry_b2b',
      ] as const) {
        if (input[column] !== undefined) set(column, input[column]);
      }
      if (input.vat !== undefined) {
        set('vat', input.vat);
        set('has_vat', input.vat ? 1 : 0);
      }
      const optIn = input.opt_in ?? input.optIn;
      if (optIn !== undefined) set('opt_in', optIn ? 1 : 0);
      const language = LANGUAGES.find((lang) => lang.id === input.lang_id);
      if (language) set('lang', language.code.slice(0, 2));
      if (input.customer_type && input.customer_type !== partner.customer_type) {
        if (partner.kind !== 'customer') throw accessError();
        if (partner.customer_type) throw new ErpError(400, 'The customer type can not be changed');
        set('customer_type', input.customer_type);
        set('customer_status', input.customer_type === 'individual' ? 'validated' : 'pending');
        set('pricelist', input.customer_type === 'individual' ? 'default' : input.customer_type);
      }
      const result = getPartner(ctx.db, partner.id) as PartnerRow;
      checkProfile(result);
      const cart = findOpenCart(ctx.db, partner.id);
      if (cart) recomputeCart(ctx, cart.id);
      return result;
    });
    return customerJson(ctx, updated);
  });

  app.post('/customer/:id/update', async (request, reply) => {
    const { id: customerId } = parseInput(z.object({ id: idText }), request.params, 'path');
    const partner = await resolvePartner(ctx, request, reply, 'any');
    if (customerId !== partner.id) throw missing();
    const { optIn } = parseInput(optInSchema, request.body);
    run(ctx.db, 'UPDATE erp_partners SET opt_in = ? WHERE id = ?', optIn ? 1 : 0, partner.id);
    return customerJson(ctx, getPartner(ctx.db, partner.id) as PartnerRow);
  });
}
