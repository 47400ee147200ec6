import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { getSale, type SaleRow } from '../cart/sale-repo.ts';
import { saleJson } from '../cart/sale-view.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { ErpError, missing, userError } from '../http/errors.ts';
import { langOf } from '../http/request.ts';
import { idText, parseInput } from '../http/validation.ts';
import { customerJson } from '../partners/customer-view.ts';
import { getPartner, type PartnerRow } from '../partners/partner-repo.ts';
import { canMoveTo, nextState, type OrderState } from '../sales/order-lifecycle.ts';
import { setOrderState } from '../sales/order-lifecycle.ts';
import { listMail } from './outbox.ts';

const faultSchema = z.strictObject({
  status: z.union([z.literal(500), z.literal(503)]).nullish(),
  count: z.number().int().min(0).max(1000).optional(),
  latency_ms: z.number().int().min(0).max(60_000).optional(),
});
const advanceSchema = z
  .object({
    state: z.enum(['cancel', 'pending', 'processing', 'delivery_partial', 'delivery_full']).optional(),
  })
  .nullish();
const idParams = z.object({ id: idText });

function faultJson(ctx: ErpContext) {
  const { status, count, latencyMs } = ctx.faults.current();
  return { status, count, latency_ms: latencyMs };
}

/**
 * Development helpers under `<ERP base>/_dev`: the mail outbox, sync fault injection, moving an order
 * along, sending a requested quotation's estimate and validating a customer. Production mode refuses them all.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.addHook('onRequest', async () => {
    if (ctx.mode === 'production')
      throw new ErpError(403, 'Development endpoints are disabled in production mode');
  });

  app.get('/outbox', async (request) => {
    const { to } = parseInput(z.object({ to: z.string().max(254).optional() }), request.query, 'query');
    const items = listMail(ctx.db, to?.toLowerCase());
    return { count: items.length, items };
  });

  app.get('/faults', async () => faultJson(ctx));

  app.post('/faults', async (request) => {
    const input = parseInput(faultSchema, request.body);
    const status = input.status ?? null;
    ctx.faults.set({
      status,
      count: status === null ? 0 : (input.count ?? 1),
      latencyMs: input.latency_ms ?? 0,
    });
    return faultJson(ctx);
  });

  app.delete('/faults', async () => {
    ctx.faults.clear();
    return faultJson(ctx);
  });

  app.post('/sales/:id/advance', async (request) => {
    const { id } = parseInput(idParams, request.params, 'path');
    const input = parseInput(advanceSchema, request.body ?? null);
    const sale = inTransaction(ctx.db, () => {
      const found = getSale(ctx.db, id);
      if (!found || found.typology !== 'sale') throw missing();
      const from = found.state as OrderState;
      const to = input?.state ?? nextState(from);
      if (!to || !canMoveTo(from, to))
        throw userError(`An order in state ${from} can not move to ${to ?? 'a next state'}`);
      setOrderState(ctx.db, id, to);
      return getSale(ctx.db, id);
    });
    return saleJson(ctx, sale as NonNullable<typeof sale>, langOf(request));
  });

  // The seller prices a requested quotation and sends it: the customer may now accept it.
  app.post('/quotations/:id/estimate', async (request) => {
    const { id } = parseInput(idParams, request.params, 'path');
    const found = getSale(ctx.db, id);
    if (found?.quotation_state !== 'customer_request') throw missing();
    run(ctx.db, "UPDATE erp_sales SET quotation_state = 'waiting_acceptation' WHERE id = ?", id);
    return saleJson(ctx, getSale(ctx.db, id) as SaleRow, langOf(request));
  });

  app.post('/customers/:id/validate', async (request) => {
    const { id } = parseInput(idParams, request.params, 'path');
    const partner = getPartner(ctx.db, id);
    if (!partner || partner.kind !== 'customer') throw missing();
    run(ctx.db, "UPDATE erp_partners SET customer_status = 'validated' WHERE id = ?", id);
    return customerJson(ctx, getPartner(ctx.db, id) as PartnerRow);
  });
}
