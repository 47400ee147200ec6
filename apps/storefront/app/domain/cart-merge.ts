import { lineKey } from './cart-options';
import { roundQty } from './cart-transactions';
import type { CartOptions, CartTransaction, ErpCart, ErpCartLine } from './cart-types';

/** One line as the shopper sees it: the ERP's line with the pending changes laid over it. */
export interface CartLineView {
  /** Product and options: what the ERP groups quantities by. */
  key: string;
  productId: number;
  options: CartOptions | null;
  /** The quantity shown: the ERP's plus every pending delta. */
  qty: number;
  /** The ERP's line, absent while the product is only in local transactions. */
  erpLine: ErpCartLine | null;
  /** Some change to this line has not reached the ERP yet. */
  pending: boolean;
}

export interface MergedCart {
  lines: CartLineView[];
  /** docs/product/entities.md#cart: the sum of the positive quantities. */
  linesCount: number;
  hasPendingTransactions: boolean;
}

/**
 * Delivery lines are not cart lines (docs/product/entities.md#cart); reward lines are discounts, sections and notes are
 * words: only products are lines the shopper counts and changes.
 */
export function isProductLine(line: ErpCartLine): line is ErpCartLine & { product_id: number } {
  return line.kind === 'product' && line.product_id !== null;
}

/**
 * docs/product/states.md#cart-sync: pending transactions are merged with the server cart by product and options, in the ERP's
 * order then in the order products were first added; a line at zero (or below, as the ERP deletes it)
 * disappears.
 */
export function mergeCart(cart: ErpCart | null, transactions: readonly CartTransaction[]): MergedCart {
  const lines = new Map<string, CartLineView>();
  for (const line of cart?.lines ?? []) {
    if (!isProductLine(line)) continue;
    const key = lineKey(line.product_id, line.options);
    const existing = lines.get(key);
    if (existing) existing.qty = roundQty(existing.qty + line.qty);
    else
      lines.set(key, {
        key,
        productId: line.product_id,
        options: line.options,
        qty: line.qty,
        erpLine: line,
        pending: false,
      });
  }
  for (const transaction of transactions) {
    const key = lineKey(transaction.productId, transaction.options);
    const existing = lines.get(key);
    if (existing) {
      existing.qty = roundQty(existing.qty + transaction.qty);
      existing.pending = true;
    } else {
      lines.set(key, {
        key,
        productId: transaction.productId,
        options: transaction.options ?? null,
        qty: roundQty(transaction.qty),
        erpLine: null,
        pending: true,
      });
    }
  }
  const visible = [...lines.values()].filter((line) => line.qty > 0);
  return {
    lines: visible,
    linesCount: roundQty(visible.reduce((sum, line) => sum + line.qty, 0)),
    hasPendingTransactions: transactions.length > 0,
  };
}
