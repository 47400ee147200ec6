import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { recomputeCart } from '../cart/cart-pricing.ts';
import { applyDelta, dropDelivery } from '../cart/cart-sync.ts';
import { createCart, findOpenCart, saleLines } from '../cart/sale-repo.ts';

/**
 * At sign-in the anonymous cart's lines join the customer's current cart (same product and options:
 * quantities add up), and the anonymous cart goes (docs/contracts/erp.md#sign-in-and-the-cart). Runs inside the caller's transaction.
 */
export function mergeAnonymousCart(ctx: ErpContext, anonymous: PartnerRow, customer: PartnerRow): void {
  const { db } = ctx;
  const source = findOpenCart(db, anonymous.id);
  if (source) {
    const lines = saleLines(db, source.id, 'product');
    if (lines.length > 0) {
      const target = findOpenCart(db, customer.id) ?? createCart(db, customer);
      for (const line of lines) {
        if (line.product_id !== null) applyDelta(db, target.id, line.product_id, line.options_key, line.qty);
      }
      dropDelivery(db, target.id);
      recomputeCart(ctx, target.id);
    }
    run(db, 'DELETE FROM erp_sales WHERE id = ?', source.id);
  }
  // An anonymous partner that placed orders keeps them; one with nothing left is removed.
  if (!one(db, 'SELECT 1 FROM erp_sales WHERE partner_id = ?', anonymous.id)) {
    run(db, 'DELETE FROM erp_partners WHERE id = ?', anonymous.id);
  }
}
