import type { BoughtLine } from '~/domain/bought-products';
import type { Picking } from '~/domain/sale';
import { z } from '~/services/browser-zod';
import { pickingSchema } from '../cart/erp-sale-schema';
import { readEach } from '../cart/read-each';

const page = z
  .object({ count: z.number().catch(0), items: z.array(z.unknown()).catch([]) })
  .catch({ count: 0, items: [] });

/** shopinvader_api_sale's SaleLineWithSale; a line without a product or an order is left out. */
const saleLineSchema = z
  .object({
    id: z.number(),
    product_id: z.number(),
    name: z.string().catch(''),
    qty: z.number().catch(0),
    type: z.string().catch('product'),
    is_reward_line: z.boolean().catch(false),
    order: z.object({ state: z.string().catch(''), date_order: z.string().catch('') }),
  })
  .transform((line): BoughtLine => ({
    id: line.id,
    productId: line.product_id,
    name: line.name,
    qty: line.qty,
    type: line.type,
    isReward: line.is_reward_line,
    orderState: line.order.state,
    orderDate: line.order.date_order,
  }));

/** A page of `GET sales/lines`. */
export function parseErpSaleLines(raw: unknown): { count: number; lines: BoughtLine[] } {
  const { count, items } = page.parse(raw ?? {});
  return { count, lines: readEach(items, saleLineSchema) };
}

/** A page of `GET deliveries` (shopinvader_api_delivery_carrier). */
export function parseErpDeliveries(raw: unknown): { count: number; pickings: Picking[] } {
  const { count, items } = page.parse(raw ?? {});
  return { count, pickings: readEach(items, pickingSchema) };
}
