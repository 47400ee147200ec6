import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import { missing } from '../http/errors.ts';
import { naiveIso } from '../http/format.ts';
import { id } from '../http/validation.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { recomputeCart } from './cart-pricing.ts';
import { createCart, findOpenCart, getSale, insertLine, type LineRow, type SaleRow } from './sale-repo.ts';

const transactionFields = {
  uuid: z.string().min(1).max(100).nullish(),
  product_id: id,
  qty: z.number().min(-1_000_000).max(1_000_000),
};

/**
 * One transaction is strict (unknown keys are a 422), the envelope ignores extra keys (docs/contracts/erp.md#the-sync-request).
 * Only the cart options module (`shopinvader_api_cart_options`) adds `options`; without it any
 * `options` key, even null, is refused.
 */
const transactionSchemas = {
  withOptions: z.strictObject({ ...transactionFields, options: z.record(z.string(), z.unknown()).nullish() }),
  withoutOptions: z.strictObject(transactionFields),
};

const syncSchemas = {
  withOptions: z.object({ transactions: z.array(transactionSchemas.withOptions).max(1000) }),
  withoutOptions: z.object({ transactions: z.array(transactionSchemas.withoutOptions).max(1000) }),
};

/** The sync body (and `carts/new`'s) of an ERP with or without the cart options module. */
export function syncSchema(cartOptions: boolean) {
  return cartOptions ? syncSchemas.withOptions : syncSchemas.withoutOptions;
}

export type CartTransaction = z.output<typeof transactionSchemas.withOptions>;

/** Quantities are kept at Odoo's unit-of-measure precision, so float sums never leave 1e-17 behind. */
export const roundQty = (qty: number): number => Math.round(qty * 1000) / 1000;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The grouping key of a line's options: key-sorted JSON. Absent, null and `{}` are the same "no
 * options", as the cart client treats them.
 */
function optionsKey(value: Record<string, unknown> | null | undefined): string {
  if (!value || Object.keys(value).length === 0) return '{}';
  return JSON.stringify(canonical(value));
}

/**
 * Adds `delta` to the line of that product and options (docs/contracts/erp.md#how-the-erp-applies-a-sync step 6): at or below zero the
 * line goes; without a line only a positive delta creates one.
 */
export function applyDelta(
  db: Database,
  saleId: number,
  productId: number,
  key: string,
  delta: number,
): void {
  const line = one<LineRow>(
    db,
    "SELECT * FROM erp_sale_lines WHERE sale_id = ? AND kind = 'product' AND product_id = ? AND options_key = ?",
    saleId,
    productId,
    key,
  );
  if (line) {
    const qty = roundQty(line.qty + delta);
    if (qty <= 0) run(db, 'DELETE FROM erp_sale_lines WHERE id = ?', line.id);
    else run(db, 'UPDATE erp_sale_lines SET qty = ? WHERE id = ?', qty, line.id);
  } else if (roundQty(delta) > 0) {
    // Name and price are set by recomputeCart right after.
    insertLine(db, saleId, {
      kind: 'product',
      productId,
      optionsKey: key,
      names: {},
      qty: roundQty(delta),
      unitPrice: 0,
      taxRate: 0,
      priceInclude: false,
    });
  }
}

/** A change of content voids the delivery choice and any pick-up site (the carrier module's sync hook). */
export function dropDelivery(db: Database, saleId: number): void {
  run(
    db,
    `UPDATE erp_sales SET carrier_id = NULL,
       shipping_partner_id = COALESCE(original_shipping_partner_id, shipping_partner_id),
       original_shipping_partner_id = NULL
     WHERE id = ?`,
    saleId,
  );
}

/**
 * Transactions not applied to this cart before, each uuid once; transactions without uuid always count.
 * Per cart, because a replay after a lost answer may legitimately land in the visitor's new cart.
 */
function freshTransactions(db: Database, saleId: number, transactions: CartTransaction[]): CartTransaction[] {
  const seen = new Set<string>();
  return transactions.filter((transaction) => {
    if (!transaction.uuid) return true;
    if (seen.has(transaction.uuid)) return false;
    seen.add(transaction.uuid);
    return !one(
      db,
      'SELECT 1 FROM erp_applied_transactions WHERE uuid = ? AND sale_id = ?',
      transaction.uuid,
      saleId,
    );
  });
}

/** Applies transactions to a cart: dedup, product check, grouping, deltas, then the post-hooks. */
function applyTransactions(ctx: ErpContext, cart: SaleRow, transactions: CartTransaction[]): void {
  const { db } = ctx;
  const productIds = new Set(transactions.map((transaction) => transaction.product_id));
  if ([...productIds].some((productId) => !ctx.catalog.findProduct(productId))) throw missing();

  const groups = new Map<string, { productId: number; key: string; delta: number }>();
  const fresh = freshTransactions(db, cart.id, transactions);
  for (const transaction of fresh) {
    const key = optionsKey(transaction.options);
    const groupKey = `${transaction.product_id}|${key}`;
    const group = groups.get(groupKey) ?? { productId: transaction.product_id, key, delta: 0 };
    group.delta += transaction.qty;
    groups.set(groupKey, group);
  }
  for (const group of groups.values()) applyDelta(db, cart.id, group.productId, group.key, group.delta);
  for (const transaction of fresh) {
    if (!transaction.uuid) continue;
    run(
      db,
      'INSERT INTO erp_applied_transactions (uuid, sale_id, applied_at) VALUES (?, ?, ?)',
      transaction.uuid,
      cart.id,
      naiveIso(),
    );
  }
  if (fresh.length > 0) {
    dropDelivery(db, cart.id);
    recomputeCart(ctx, cart.id);
  }
}

/**
 * The server side of cart sync, docs/contracts/erp.md#how-the-erp-applies-a-sync, in one SQLite transaction. Returns the cart, or
 * undefined when there were no transactions and no open cart (the route then answers 204).
 */
export function syncCart(
  ctx: ErpContext,
  partner: PartnerRow,
  transactions: CartTransaction[],
  pathUuid: string | undefined,
): SaleRow | undefined {
  const { db } = ctx;
  return inTransaction(db, () => {
    const found = findOpenCart(db, partner.id, pathUuid);
    if (transactions.length === 0) return found;
    const cart = found ?? createCart(db, partner);
    // A stale cart uuid means the client's changes were meant for another cart: dropped, not misapplied.
    if (!pathUuid || cart.uuid === pathUuid) applyTransactions(ctx, cart, transactions);
    return getSale(db, cart.id);
  });
}

/** POST carts/new: another cart beside the current one (multi-cart); undefined without transactions. */
export function newCart(
  ctx: ErpContext,
  partner: PartnerRow,
  transactions: CartTransaction[],
): SaleRow | undefined {
  if (transactions.length === 0) return undefined;
  return inTransaction(ctx.db, () => {
    const cart = createCart(ctx.db, partner);
    applyTransactions(ctx, cart, transactions);
    return getSale(ctx.db, cart.id);
  });
}
