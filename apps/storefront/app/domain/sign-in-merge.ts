import type { CartLineView } from './cart-merge';
import { roundQty } from './cart-transactions';

type LineCount = Pick<CartLineView, 'key' | 'qty'>;

/** What the customer's earlier cart brought into the visitor's when they signed in. */
export interface LinesFromAccount {
  /** Per line (product and options), the quantity the merge added. */
  added: ReadonlyMap<string, number>;
  /** The items added, as the cart's badge counts them. */
  count: number;
}

/**
 * Signing in merges the visitor's cart into the customer's open one (docs/contracts/erp.md#sign-in-and-the-cart), as the spec
 * asks; a shopper who signs in at checkout with 4 items then finds 8. The quantities the merge added
 * are what the cart has beyond the visitor's. Null when it added none, or when the visitor's cart was
 * empty: the customer's own cart coming back is no surprise.
 */
export function linesFromAccount(
  before: readonly LineCount[],
  after: readonly LineCount[],
): LinesFromAccount | null {
  if (!before.some((line) => line.qty > 0)) return null;
  const visitor = new Map(before.map((line) => [line.key, line.qty]));
  const added = new Map<string, number>();
  let count = 0;
  for (const line of after) {
    const extra = roundQty(line.qty - (visitor.get(line.key) ?? 0));
    if (extra <= 0) continue;
    added.set(line.key, extra);
    count = roundQty(count + extra);
  }
  return count > 0 ? { added, count } : null;
}

/**
 * Keeping only this visit's cart: each line the merge added to goes back down by what it added (to
 * nothing for a line only the earlier cart had); other lines, and changes made since, stay.
 */
export function quantitiesWithoutAccount(
  lines: readonly CartLineView[],
  fromAccount: LinesFromAccount,
): { line: CartLineView; qty: number }[] {
  return lines.flatMap((line) => {
    const added = fromAccount.added.get(line.key);
    return added === undefined ? [] : [{ line, qty: Math.max(0, roundQty(line.qty - added)) }];
  });
}
