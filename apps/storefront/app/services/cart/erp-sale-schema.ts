import { z } from '~/services/browser-zod';
import type { Invoice, Picking, Sale } from '~/domain/sale';
import { readCart } from './erp-cart-schema';
import { count, items, text } from './erp-json-fields';
import { readEach } from './read-each';

/*
 * The ERP's orders at the edge (docs/contracts/erp.md#cart-and-order-json): an order is a cart
 * (erp-cart-schema.ts) with its state, shipments and invoices; a page of them leaves out an item it
 * cannot read and shows the others.
 */

/** A delivery of the carrier module (`Picking`), on an order or in `GET deliveries`. */
export const pickingSchema = z
  .object({
    delivery_id: count,
    name: z.string().catch(''),
    state: z.string().catch(''),
    tracking_reference: z.string().catch(''),
    tracking_url: z.string().catch(''),
    delivery_date: z.string().catch(''),
    carrier: z
      .object({ name: z.string().catch('') })
      .nullish()
      .catch(null),
    sale_id: z.number().nullish().catch(null),
  })
  .transform((picking): Picking => ({
    id: picking.delivery_id,
    name: picking.name,
    state: picking.state,
    trackingReference: picking.tracking_reference,
    trackingUrl: picking.tracking_url,
    deliveryDate: picking.delivery_date,
    carrierName: picking.carrier?.name ?? '',
    saleId: picking.sale_id ?? null,
  }));

/** An invoice of an order (classic), or of the invoices API, which dates it `date_invoice` (current). */
const invoiceSchema = z
  .object({
    id: z.number(),
    name: z.string().catch(''),
    date: z.string().nullish().catch(null),
    date_invoice: z.string().nullish().catch(null),
  })
  .transform(({ id, name, date, date_invoice }): Invoice => ({ id, name, date: date_invoice ?? date ?? '' }));

const saleSchema = z.object({
  state: z.string().catch(''),
  /** The template's name for the customer's reference. */
  customer_ref: text,
  delivery: z.object({ pickings: items }).nullish().catch(null),
  invoices: items,
});

/** An order (docs/product/entities.md#order): a cart with its state, shipments and invoices. Throws without an id. */
export function parseErpSale(raw: unknown): Sale {
  const cart = readCart(raw);
  const sale = saleSchema.parse(raw);
  return {
    ...cart,
    client_order_ref: cart.client_order_ref ?? sale.customer_ref,
    state: sale.state,
    pickings: readEach(sale.delivery?.pickings, pickingSchema),
    invoices: readEach(sale.invoices, invoiceSchema),
  };
}

/**
 * The customer's invoices from the invoices API (`GET invoices`, a `{count, items}` page): in the
 * current generation orders carry none. An item without an id is left out.
 */
export function parseErpInvoices(raw: unknown): Invoice[] {
  const page = z
    .object({ items })
    .catch({ items: [] })
    .parse(raw ?? {});
  return readEach(page.items, invoiceSchema);
}

/** A page of orders (`{count, items}`); an item without an id is left out, the others are shown. */
export function parseErpSales(raw: unknown): { count: number; sales: Sale[] } {
  const page = z
    .object({ count, items })
    .catch({ count: 0, items: [] })
    .parse(raw ?? {});
  const sales = (page.items ?? []).flatMap((item) => {
    try {
      return [parseErpSale(item)];
    } catch {
      return [];
    }
  });
  return { count: page.count, sales };
}
