import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolvePartner } from '../auth/identity.ts';
import { type LineRow, lineName, type SaleRow, saleLines } from '../cart/sale-repo.ts';
import { lineJson, pickingsJson } from '../cart/sale-view.ts';
import type { ErpContext } from '../context.ts';
import { all, one } from '../db.ts';
import { missing } from '../http/errors.ts';
import { pageOf, pagingFields } from '../http/paging.ts';
import { langOf } from '../http/request.ts';
import { idText, parseInput } from '../http/validation.ts';
import type { OptionalModule } from '../modules/optional-modules.ts';

const optionalId = idText.optional();
const optionalText = z.string().max(256).optional();

/** shopinvader_api_sale's SaleLineSearch (unknown fields ignored) with the router's `sale_id` shortcut. */
const lineSearch = z.object({
  ...pagingFields,
  sale_id: optionalId,
  order_id: optionalId,
  order_name: optionalText,
  product_name: optionalText,
});

/** shopinvader_api_delivery_carrier's PickingSearch. */
const pickingSearch = z.object({
  ...pagingFields,
  name: optionalText,
  state: z.enum(['draft', 'waiting', 'confirmed', 'assigned', 'done', 'cancel']).optional(),
  tracking_reference: optionalText,
  carrier_id: optionalId,
  sale_id: optionalId,
});

/** Odoo's `ilike`: contains, case-insensitively. */
const contains = (text: string, part: string | undefined) =>
  part === undefined || text.toLowerCase().includes(part.toLowerCase());

/**
 * What the customer bought and how it was shipped: shopinvader_api_sale's `GET sales/lines` (and its
 * `sales/{sale_id}/lines`, `sales/lines/{id}`) and shopinvader_api_delivery_carrier's `GET deliveries`,
 * over the customer's orders only (typology `sale`), paged and filtered as those routers are
 * (.data/upstream/wheels/16.0/tree/odoo/addons/shopinvader_api_sale/routers/sale_lines.py).
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  ctx: ErpContext,
  served: readonly OptionalModule[],
): void {
  const ownSales = async (request: FastifyRequest, reply: FastifyReply) => {
    const partner = await resolvePartner(ctx, request, reply, 'any');
    // sale.order's order: newest first.
    return all<SaleRow>(
      ctx.db,
      "SELECT * FROM erp_sales WHERE partner_id = ? AND typology = 'sale' ORDER BY date_order DESC, id DESC",
      partner.id,
    );
  };
  const lang = (request: FastifyRequest) => langOf(request);
  const lineWithSale = (line: LineRow, sale: SaleRow, request: FastifyRequest) => ({
    ...lineJson(ctx, line, lang(request)),
    order: { id: sale.id, name: sale.name, state: sale.state, date_order: sale.date_order },
  });
  const linesOf = (sale: SaleRow) => saleLines(ctx.db, sale.id);

  if (served.includes('shopinvader_api_sale/sales/lines')) {
    const searchLines = async (request: FastifyRequest, reply: FastifyReply, pathSaleId?: number) => {
      const query = parseInput(lineSearch, request.query, 'query');
      const orderId = pathSaleId ?? query.sale_id ?? query.order_id;
      const rows = (await ownSales(request, reply))
        .filter((sale) => orderId === undefined || sale.id === orderId)
        .filter((sale) => contains(sale.name, query.order_name))
        .flatMap((sale) => linesOf(sale).map((line) => ({ line, sale })))
        .filter(({ line }) => contains(lineName(line, lang(request)), query.product_name));
      return {
        count: rows.length,
        items: pageOf(rows, query).map(({ line, sale }) => lineWithSale(line, sale, request)),
      };
    };
    app.get('/sales/lines', (request, reply) => searchLines(request, reply));
    // Upstream names the parameter `sale_id`; the router knows this place as `sales/:id` already.
    app.get('/sales/:id/lines', (request, reply) => {
      const { id: sale_id } = parseInput(z.object({ id: idText }), request.params, 'path');
      return searchLines(request, reply, sale_id);
    });
    app.get('/sales/lines/:sale_line_id', async (request, reply) => {
      const { sale_line_id } = parseInput(z.object({ sale_line_id: idText }), request.params, 'path');
      const line = one<LineRow>(ctx.db, 'SELECT * FROM erp_sale_lines WHERE id = ?', sale_line_id);
      const sale = line ? (await ownSales(request, reply)).find((own) => own.id === line.sale_id) : undefined;
      if (!line || !sale) throw missing();
      return lineWithSale(line, sale, request);
    });
  }

  if (served.includes('shopinvader_api_delivery_carrier/deliveries')) {
    app.get('/deliveries', async (request, reply) => {
      const query = parseInput(pickingSearch, request.query, 'query');
      const pickings = (await ownSales(request, reply))
        .filter((sale) => query.sale_id === undefined || sale.id === query.sale_id)
        .flatMap((sale) => pickingsJson(ctx, sale, linesOf(sale), lang(request)))
        .filter(
          (picking) =>
            (query.name === undefined || picking.name === query.name) &&
            (query.state === undefined || picking.state === query.state) &&
            (query.tracking_reference === undefined ||
              picking.tracking_reference === query.tracking_reference) &&
            (query.carrier_id === undefined || picking.carrier?.id === query.carrier_id),
        );
      return { count: pickings.length, items: pageOf(pickings, query) };
    });
  }
}
