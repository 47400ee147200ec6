import type { ErpCartLine } from '~/domain/cart-types';
import { sumCents } from '~/domain/money';

/** What the carrier module says of a cart's shipping: the chosen carrier and what its lines cost. */
interface ShippingFacts {
  carrierName: string | undefined;
  /** `delivery.amount.total`: Odoo's shipping total, the sum of the order's delivery lines. */
  total: number | null | undefined;
}

/**
 * Marks the shipping line of a Shopinvader 16.0 cart or order. 18.0 sends it as `type: "delivery"`;
 * 16.0 gives every line `type: "product"` and marks none, while Odoo's delivery module names the line
 * after the carrier (`name` or `name: description`) and the carrier module gives the chosen carrier
 * and the shipping total (docs/deploying.md, "Sale lines"). A product line is read as shipping only when
 * all of that agrees: a carrier is chosen, the line's name starts with its name, and those lines add
 * up to the shipping total; a product that merely shares the carrier's name costs something else.
 * Where the ERP already marks a line, nothing is guessed.
 */
export function markShippingLines(lines: ErpCartLine[], shipping: ShippingFacts): ErpCartLine[] {
  const carrier = shipping.carrierName?.trim();
  if (!carrier || shipping.total == null || lines.some((line) => line.kind === 'delivery')) return lines;
  const named = lines.filter((line) => line.kind === 'product' && line.name.trim().startsWith(carrier));
  if (named.length === 0) return lines;
  if (sumCents(named.map((line) => line.amount.total)) !== sumCents([shipping.total])) return lines;
  return lines.map((line) => (named.includes(line) ? { ...line, kind: 'delivery' } : line));
}
