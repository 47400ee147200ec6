import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolvePartner } from '../auth/identity.ts';
import { getSale, type SaleRow } from '../cart/sale-repo.ts';
import { saleJson } from '../cart/sale-view.ts';
import type { ErpContext } from '../context.ts';
import { all, one } from '../db.ts';
import { missing } from '../http/errors.ts';
import { pageOf, pagingFields } from '../http/paging.ts';
import { langOf } from '../http/request.ts';
import { idText, parseInput } from '../http/validation.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { renderSalePdf } from './sale-pdf.ts';

/** SaleSearch with Odoo's paging: a name fragment, a page. */
export const pagingSchema = z.object({ ...pagingFields, name: z.string().max(64).optional() });

/** The customer's sales that `where` keeps, newest first, one page of them and how many in all. */
export function searchSales(
  ctx: ErpContext,
  where: string,
  partner: PartnerRow,
  { page, page_size, name }: z.infer<typeof pagingSchema>,
): { count: number; rows: SaleRow[] } {
  const filter = `partner_id = ? AND ${where} AND name LIKE ?`;
  const pattern = `%${(name ?? '').replace(/[%_]/g, '')}%`;
  const count =
    one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM erp_sales WHERE ${filter}`, partner.id, pattern)
      ?.n ?? 0;
  const rows = all<SaleRow>(
    ctx.db,
    `SELECT * FROM erp_sales WHERE ${filter} ORDER BY date_order DESC, id DESC LIMIT ? OFFSET ?`,
    partner.id,
    pattern,
    page_size,
    (page - 1) * page_size,
  );
  return { count, rows };
}
const idParams = z.object({ id: idText });

interface InvoiceRow {
  id: number;
  sale_id: number;
  name: string;
  date: string;
}

function ownSale(ctx: ErpContext, partner: PartnerRow, id: number): SaleRow {
  const sale = getSale(ctx.db, id);
  if (!sale || sale.partner_id !== partner.id || sale.typology !== 'sale') throw missing();
  return sale;
}

function ownInvoice(
  ctx: ErpContext,
  partner: PartnerRow,
  id: number,
): { invoice: InvoiceRow; sale: SaleRow } {
  const invoice = one<InvoiceRow>(ctx.db, 'SELECT * FROM erp_invoices WHERE id = ?', id);
  if (!invoice) throw missing();
  return { invoice, sale: ownSale(ctx, partner, invoice.sale_id) };
}

/** A PDF as Odoo's download routes send one: attachment, named after the document. */
function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  const filename = `${name.replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .send(pdf);
}

/** An order's or a quotation's document, printed as of its date. */
export async function sendSalePdf(
  ctx: ErpContext,
  request: FastifyRequest,
  reply: FastifyReply,
  sale: SaleRow,
  kind: 'order' | 'quotation',
) {
  const pdf = await renderSalePdf(
    ctx,
    sale,
    { kind, name: sale.name, date: sale.date_order },
    langOf(request),
  );
  return sendPdf(reply, sale.name, pdf);
}

/**
 * Order history and invoices, docs/contracts/erp.md#customer-addresses-orders-and-invoices: in the classic generation also the singular
 * `invoice/` path the storefront calls; in the current one, invoices shaped as 16.0's invoices module.
 */
export function registerSaleRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const partnerOf = (request: FastifyRequest, reply: FastifyReply) =>
    resolvePartner(ctx, request, reply, 'any');

  app.get('/sales', async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const { count, rows } = searchSales(
      ctx,
      "typology = 'sale'",
      partner,
      parseInput(pagingSchema, request.query, 'query'),
    );
    return { count, items: rows.map((sale) => saleJson(ctx, sale, langOf(request))) };
  });

  app.get('/sales/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'path');
    return saleJson(ctx, ownSale(ctx, await partnerOf(request, reply), id), langOf(request));
  });

  app.get('/sales/:id/download', async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'path');
    return sendSalePdf(ctx, request, reply, ownSale(ctx, await partnerOf(request, reply), id), 'order');
  });

  const invoiceJson = (invoice: InvoiceRow, sale: SaleRow, lang: ReturnType<typeof langOf>) => {
    const { amount } = saleJson(ctx, sale, lang);
    const paid = sale.state !== 'pending';
    if (ctx.options.api === 'current') {
      // shopinvader_schema_invoice 16.0: no link to the order, the amounts under `amount`.
      return {
        id: invoice.id,
        name: invoice.name,
        date_invoice: invoice.date.slice(0, 10),
        date_due: null,
        state: 'posted',
        payment_state: paid ? 'paid' : 'not_paid',
        ref: sale.client_order_ref ?? '',
        payment_reference: invoice.name,
        amount: {
          amount_tax: amount.tax,
          amount_untaxed: amount.untaxed,
          amount_total: amount.total,
          amount_due: paid ? 0 : amount.total,
        },
      };
    }
    return {
      id: invoice.id,
      name: invoice.name,
      date: invoice.date,
      date_invoice: invoice.date,
      state: 'posted',
      payment_state: paid ? 'paid' : 'not_paid',
      sale_id: sale.id,
      amount_untaxed: amount.untaxed,
      amount_tax: amount.tax,
      amount_total: amount.total,
    };
  };

  app.get('/invoices', async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const paging = parseInput(pagingSchema, request.query, 'query');
    const rows = all<InvoiceRow>(
      ctx.db,
      `SELECT i.* FROM erp_invoices i JOIN erp_sales s ON s.id = i.sale_id WHERE s.partner_id = ? ORDER BY i.date DESC, i.id DESC`,
      partner.id,
    );
    return {
      count: rows.length,
      items: pageOf(rows, paging).map((invoice) =>
        invoiceJson(invoice, getSale(ctx.db, invoice.sale_id) as SaleRow, langOf(request)),
      ),
    };
  });

  app.get('/invoices/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'path');
    const { invoice, sale } = ownInvoice(ctx, await partnerOf(request, reply), id);
    return invoiceJson(invoice, sale, langOf(request));
  });

  // The singular path is the classic storefront's; the invoices module has the plural one only.
  const downloads = [
    '/invoices/:id/download',
    ...(ctx.options.api === 'classic' ? ['/invoice/:id/download'] : []),
  ];
  for (const url of downloads) {
    app.get(url, async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const { invoice, sale } = ownInvoice(ctx, await partnerOf(request, reply), id);
      const pdf = await renderSalePdf(
        ctx,
        sale,
        { kind: 'invoice', name: invoice.name, date: invoice.date },
        langOf(request),
      );
      return sendPdf(reply, invoice.name, pdf);
    });
  }
}
