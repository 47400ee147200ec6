import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { resolvePartner } from '../auth/identity.ts';
import { findOpenCart, getSale, type SaleRow } from '../cart/sale-repo.ts';
import { saleJson } from '../cart/sale-view.ts';
import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import { missing } from '../http/errors.ts';
import { langOf, pathUuid } from '../http/request.ts';
import { idText, parseInput } from '../http/validation.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { confirmCart } from './order-lifecycle.ts';
import { pagingSchema, searchSales, sendSalePdf } from './sale-routes.ts';

const idParams = z.object({ quotation_id: idText });
/** QuotationUpdateInput: extra fields ignored. */
const updateSchema = z.object({ client_order_ref: z.string().max(256).nullish() });
/** QuotationConfirmInput: strict and empty, or no body at all. */
const confirmSchema = z.object({}).strict().nullish();

/** The quotation states the customer follows (the helper's domain); an accepted one is an order. */
const OPEN = "quotation_state IN ('customer_request', 'waiting_acceptation')";

/**
 * Sale's `state` is Odoo's: a requested quotation is a draft, an estimate sent to the customer is
 * `sent` (shopinvader_state estimating / estimated); `shop_only_quotation` is what the module adds.
 */
function quotationJson(ctx: ErpContext, sale: SaleRow, request: FastifyRequest) {
  const state = sale.quotation_state === 'waiting_acceptation' ? 'sent' : sale.state;
  return { ...saleJson(ctx, sale, langOf(request)), state, shop_only_quotation: false };
}

function ownQuotation(ctx: ErpContext, partner: PartnerRow, id: number): SaleRow {
  const sale = one<SaleRow>(
    ctx.db,
    `SELECT * FROM erp_sales WHERE id = ? AND partner_id = ? AND ${OPEN}`,
    id,
    partner.id,
  );
  if (!sale) throw missing();
  return sale;
}

/**
 * shopinvader_api_quotation (16.0 and 18.0 alike): `carts/…/request_quotation` turns the open cart into
 * a quotation the seller prices; `quotations` lists, shows, updates, confirms and prints the
 * customer's open quotations. Another customer's quotation, or one already accepted, is missing (404),
 * as the helper's domain (partner, quotation_state) hides it.
 */
export function registerQuotationRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const partnerOf = (request: FastifyRequest, reply: FastifyReply) =>
    resolvePartner(ctx, request, reply, 'any');

  for (const url of [
    '/carts/current/request_quotation',
    '/carts/request_quotation',
    '/carts/:uuid/request_quotation',
  ])
    app.post(url, async (request, reply) => {
      const partner = await partnerOf(request, reply);
      const cart = findOpenCart(ctx.db, partner.id, pathUuid(request));
      if (!cart) throw missing();
      // sale_quotation's action_request_quotation: out of the carts, waiting for the seller's price.
      run(
        ctx.db,
        "UPDATE erp_sales SET typology = 'sale', quotation_state = 'customer_request' WHERE id = ?",
        cart.id,
      );
      return quotationJson(ctx, getSale(ctx.db, cart.id) as SaleRow, request);
    });

  app.get('/quotations', async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const { count, rows } = searchSales(ctx, OPEN, partner, parseInput(pagingSchema, request.query, 'query'));
    return { count, items: rows.map((sale) => quotationJson(ctx, sale, request)) };
  });

  app.get('/quotations/:quotation_id', async (request, reply) => {
    const { quotation_id } = parseInput(idParams, request.params, 'path');
    return quotationJson(ctx, ownQuotation(ctx, await partnerOf(request, reply), quotation_id), request);
  });

  app.post('/quotations/:quotation_id', async (request, reply) => {
    const { quotation_id } = parseInput(idParams, request.params, 'path');
    const quotation = ownQuotation(ctx, await partnerOf(request, reply), quotation_id);
    const { client_order_ref } = parseInput(updateSchema, request.body ?? {});
    run(
      ctx.db,
      'UPDATE erp_sales SET client_order_ref = ? WHERE id = ?',
      client_order_ref ?? null,
      quotation.id,
    );
    return quotationJson(ctx, getSale(ctx.db, quotation.id) as SaleRow, request);
  });

  // action_confirm_quotation: accepted, then confirmed into an order (the orders list shows it).
  app.post('/quotations/:quotation_id/confirm', async (request, reply) => {
    const { quotation_id } = parseInput(idParams, request.params, 'path');
    const quotation = ownQuotation(ctx, await partnerOf(request, reply), quotation_id);
    parseInput(confirmSchema, request.body);
    inTransaction(ctx.db, () => {
      run(ctx.db, "UPDATE erp_sales SET quotation_state = 'accepted' WHERE id = ?", quotation.id);
      confirmCart(ctx.db, quotation.id, 'pending', null);
    });
    return quotationJson(ctx, getSale(ctx.db, quotation.id) as SaleRow, request);
  });

  app.get('/quotations/:quotation_id/download', async (request, reply) => {
    const { quotation_id } = parseInput(idParams, request.params, 'path');
    const quotation = ownQuotation(ctx, await partnerOf(request, reply), quotation_id);
    return sendSalePdf(ctx, request, reply, quotation, 'quotation');
  });
}
