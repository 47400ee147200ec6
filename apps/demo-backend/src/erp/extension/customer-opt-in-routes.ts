import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolvePartner } from '../auth/identity.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { missing } from '../http/errors.ts';
import { idText, parseInput } from '../http/validation.ts';
import { customerJson } from '../partners/customer-view.ts';
import { getPartner, type PartnerRow } from '../partners/partner-repo.ts';

const optInSchema = z.object({ optIn: z.boolean() });

/**
 * POST customer/{id}/update `{optIn}` (docs/contracts/README.md#erp-calls), the extension's: stock Shopinvader changes the opt-in
 * through `POST customer {opt_in}`, which this ERP serves as well.
 */
export function registerCustomerOptInRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.post('/customer/:id/update', async (request, reply) => {
    const { id: customerId } = parseInput(z.object({ id: idText }), request.params, 'path');
    const partner = await resolvePartner(ctx, request, reply, 'any');
    if (customerId !== partner.id) throw missing();
    const { optIn } = parseInput(optInSchema, request.body);
    run(ctx.db, 'UPDATE erp_partners SET opt_in = ? WHERE id = ?', optIn ? 1 : 0, partner.id);
    return customerJson(ctx, getPartner(ctx.db, partner.id) as PartnerRow);
  });
}
