import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { resolvePartner } from '../auth/identity.ts';
import { recomputeCart } from '../cart/cart-pricing.ts';
import { findOpenCart } from '../cart/sale-repo.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { applyCustomerTypeFields, customerTypeSchema } from '../extension/customer-types.ts';
import { id, optionalText, parseInput } from '../http/validation.ts';
import { LANGUAGES } from '../settings/settings-data.ts';
import { customerJson } from './customer-view.ts';
import { getPartner, type PartnerRow } from './partner-repo.ts';

/**
 * shopinvader_api_customer's `CustomerUpdate`: what a customer may change about itself. Other keys are
 * dropped without a word (`extra="ignore"` upstream), so a field the ERP does not know never fails.
 */
const customerSchema = z.object({
  name: z.string().trim().min(1).max(128).optional(),
  phone: optionalText(32).optional(),
  mobile: optionalText(32).optional(),
  opt_in: z.boolean().nullish(),
  lang_id: id
    .refine((value) => LANGUAGES.some((lang) => lang.id === value), { error: 'Unknown language' })
    .nullish(),
});

export function registerCustomerRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.get('/customer', async (request, reply) =>
    customerJson(ctx, await resolvePartner(ctx, request, reply, 'any')),
  );

  app.post('/customer', async (request, reply) => {
    const partner = await resolvePartner(ctx, request, reply, 'any');
    const input = parseInput(customerSchema, request.body);
    const typeInput = ctx.options.extension ? parseInput(customerTypeSchema, request.body) : undefined;
    const updated = inTransaction(ctx.db, () => {
      const set = (column: string, value: string | number | null) =>
        run(ctx.db, `UPDATE erp_partners SET ${column} = ? WHERE id = ?`, value, partner.id);
      for (const column of ['name', 'phone', 'mobile'] as const) {
        if (input[column] !== undefined) set(column, input[column]);
      }
      if (input.opt_in !== undefined && input.opt_in !== null) set('opt_in', input.opt_in ? 1 : 0);
      const language = LANGUAGES.find((lang) => lang.id === input.lang_id);
      if (language) set('lang', language.code.slice(0, 2));
      if (typeInput) applyCustomerTypeFields(ctx, partner, typeInput, set);
      const cart = findOpenCart(ctx.db, partner.id);
      if (cart) recomputeCart(ctx, cart.id);
      return getPartner(ctx.db, partner.id) as PartnerRow;
    });
    return customerJson(ctx, updated);
  });
}
