import type { LineProduct } from './cart-line-product';
import { lineDisplay } from './cart-line-product';
import { type CartLineView, isProductLine } from './cart-merge';
import { lineKey } from './cart-options';
import { roundQty } from './cart-transactions';
import type { CartOptions, ErpCart, ErpCartLine } from './cart-types';

/** One order line to put in the cart again, at the quantity ordered. */
export interface ReorderItem {
  productId: number;
  qty: number;
  options: CartOptions | null;
  /** What the shopper reads: the catalogue's name, else the ERP's. */
  name: string;
}

/** What "order again" will do: the lines the catalogue still sells, and the names of the others. */
export interface ReorderPlan {
  items: ReorderItem[];
  /** Products the catalogue no longer has (no longer sold, or gone from the index). */
  notSold: string[];
}

/**
 * The order's product lines (never its delivery, discount, section or note lines: their `kind`,
 * docs/contracts/erp.md#cart-and-order-json), split by whether the catalogue still has their product. `products` is what the
 * catalogue answered for the lines' product ids; a product it did not find is null or absent.
 */
export function planReorder(
  lines: readonly ErpCartLine[],
  products: ReadonlyMap<number, LineProduct | null>,
): ReorderPlan {
  const plan: ReorderPlan = { items: [], notSold: [] };
  for (const line of lines) {
    if (!isProductLine(line) || line.qty <= 0) continue;
    const product = products.get(line.product_id) ?? undefined;
    const { name } = lineDisplay(line.name, product);
    if (product) plan.items.push({ productId: line.product_id, qty: line.qty, options: line.options, name });
    else plan.notSold.push(name);
  }
  return plan;
}

/** What the ERP's cart shows of the items once it has answered: added, or refused by the ERP. */
export interface ReorderOutcome {
  added: string[];
  refused: string[];
}

/**
 * Compares the ERP's cart after the sync with the lines shown before the items were added: an item is
 * added when its line grew by at least its quantity; the ERP may refuse or cut a line (a product it
 * will not sell to this customer, a quantity it caps), and then the item is said refused.
 */
export function reorderOutcome(
  items: readonly ReorderItem[],
  before: readonly CartLineView[],
  after: ErpCart | null,
): ReorderOutcome {
  const quantities = (entries: Iterable<[string, number]>) => {
    const sums = new Map<string, number>();
    for (const [key, qty] of entries) sums.set(key, roundQty((sums.get(key) ?? 0) + qty));
    return sums;
  };
  const was = quantities(before.map((line) => [line.key, line.qty]));
  const now = quantities(
    (after?.lines ?? [])
      .filter(isProductLine)
      .map((line) => [lineKey(line.product_id, line.options), line.qty]),
  );
  const wanted = quantities(items.map((item) => [lineKey(item.productId, item.options), item.qty]));
  const outcome: ReorderOutcome = { added: [], refused: [] };
  for (const item of items) {
    const key = lineKey(item.productId, item.options);
    const grown = roundQty((now.get(key) ?? 0) - (was.get(key) ?? 0));
    if (grown >= (wanted.get(key) ?? 0)) outcome.added.push(item.name);
    else outcome.refused.push(item.name);
  }
  return outcome;
}
