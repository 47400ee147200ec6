/** A line of one of the customer's orders, as `GET sales/lines` gives it (shopinvader_api_sale). */
export interface BoughtLine {
  id: number;
  productId: number;
  name: string;
  qty: number;
  /** `product` for goods; 18.0 marks shipping `delivery`, loyalty marks `reward`. */
  type: string;
  isReward: boolean;
  orderState: string;
  orderDate: string;
}

/** A product the customer bought: once, with the date it was last bought and how many in all. */
export interface BoughtProduct {
  productId: number;
  name: string;
  lastBought: string;
  qty: number;
}

/**
 * Each product of the customer's orders once, the most recently bought first: shipping and reward
 * lines and cancelled orders left out, the quantities of every order added up, the name of the last.
 * 16.0 types its shipping lines `product`: `shippingLineIds` names those the orders mark
 * (services/cart/shipping-lines.ts).
 */
export function boughtProducts(
  lines: readonly BoughtLine[],
  shippingLineIds: ReadonlySet<number> = new Set(),
): BoughtProduct[] {
  const byProduct = new Map<number, BoughtProduct>();
  for (const line of lines) {
    if (line.type !== 'product' || line.isReward || line.orderState === 'cancel') continue;
    if (shippingLineIds.has(line.id)) continue;
    const known = byProduct.get(line.productId);
    if (!known) {
      byProduct.set(line.productId, {
        productId: line.productId,
        name: line.name,
        lastBought: line.orderDate,
        qty: line.qty,
      });
      continue;
    }
    known.qty += line.qty;
    if (line.orderDate > known.lastBought)
      Object.assign(known, { lastBought: line.orderDate, name: line.name });
  }
  return [...byProduct.values()].sort((a, b) => b.lastBought.localeCompare(a.lastBought));
}
