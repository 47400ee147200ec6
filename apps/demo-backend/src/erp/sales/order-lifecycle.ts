import type { Database } from '../../db/database.ts';
import { one, run } from '../db.ts';
import { naiveIso } from '../http/format.ts';
import { getSale, type SaleRow, type SaleState, saleLines } from '../cart/sale-repo.ts';
import { loyaltyCard, loyaltyRewards } from '../cart/rewards.ts';
import { snapshotAddress } from '../partners/partner-repo.ts';

export type OrderState = Exclude<SaleState, 'draft'>;

/** The order of progress (docs/product/states.md#orders: 30, 50, 70, 100); cancel is reachable until the goods have left. */
const PROGRESS: OrderState[] = ['pending', 'processing', 'delivery_partial', 'delivery_full'];

export function nextState(state: OrderState): OrderState | undefined {
  const index = PROGRESS.indexOf(state);
  return index >= 0 ? PROGRESS[index + 1] : undefined;
}

export function canMoveTo(from: OrderState, to: OrderState): boolean {
  if (to === 'cancel') return from === 'pending' || from === 'processing';
  return PROGRESS.indexOf(to) > PROGRESS.indexOf(from);
}

function ensureInvoice(db: Database, sale: SaleRow, date: string): void {
  if (one(db, 'SELECT 1 FROM erp_invoices WHERE sale_id = ?', sale.id)) return;
  const year = date.slice(0, 4);
  const count = one<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM erp_invoices WHERE name LIKE ?',
    `INV/${year}/%`,
  );
  const name = `INV/${year}/${String((count?.n ?? 0) + 1).padStart(5, '0')}`;
  run(db, 'INSERT INTO erp_invoices (sale_id, name, date) VALUES (?, ?, ?)', sale.id, name, date);
}

function addPicking(db: Database, sale: SaleRow, state: string, date: string | null): void {
  const carrier =
    sale.carrier_id ?? one<{ id: number }>(db, 'SELECT id FROM erp_carriers ORDER BY id LIMIT 1')?.id ?? null;
  const id = run(
    db,
    "INSERT INTO erp_pickings (sale_id, name, state, delivery_date, carrier_id) VALUES (?, '', ?, ?, ?)",
    sale.id,
    state,
    date,
    carrier,
  );
  const tracking = state === 'done' ? `3SDEMO${String(id).padStart(8, '0')}` : null;
  run(
    db,
    'UPDATE erp_pickings SET name = ?, tracking_reference = ? WHERE id = ?',
    `WH/OUT/${String(id).padStart(5, '0')}`,
    tracking,
    id,
  );
}

/**
 * Moves an order to `state` with what the warehouse and accounting would have done on the way:
 * an invoice once processing, shipments with tracking references when delivered.
 */
export function setOrderState(db: Database, saleId: number, state: OrderState, at: Date = new Date()): void {
  const sale = getSale(db, saleId) as SaleRow;
  const date = naiveIso(at);
  run(db, 'UPDATE erp_sales SET state = ? WHERE id = ?', state, saleId);
  if (state === 'cancel') {
    run(db, "UPDATE erp_pickings SET state = 'cancel' WHERE sale_id = ? AND state != 'done'", saleId);
    return;
  }
  if (state === 'pending') return;
  ensureInvoice(db, sale, date);
  if (state === 'delivery_partial') {
    run(db, "DELETE FROM erp_pickings WHERE sale_id = ? AND state != 'done'", saleId);
    for (const line of saleLines(db, saleId, 'product')) {
      run(db, 'UPDATE erp_sale_lines SET qty_delivered = ? WHERE id = ?', Math.ceil(line.qty / 2), line.id);
    }
    addPicking(db, sale, 'done', date);
    addPicking(db, sale, 'assigned', null);
  }
  if (state === 'delivery_full') {
    run(db, "UPDATE erp_sale_lines SET qty_delivered = qty WHERE sale_id = ? AND kind = 'product'", saleId);
    if (!one(db, 'SELECT 1 FROM erp_pickings WHERE sale_id = ?', saleId)) addPicking(db, sale, 'done', date);
    run(
      db,
      `UPDATE erp_pickings SET state = 'done', delivery_date = COALESCE(delivery_date, ?),
         tracking_reference = COALESCE(tracking_reference, '3SDEMO' || printf('%08d', id))
       WHERE sale_id = ? AND state != 'cancel'`,
      date,
      saleId,
    );
  }
}

/**
 * A paid (or wire-transfer pending) cart, or an accepted quotation (no payment yet), becomes an order: typology sale, its addresses copied as they
 * are now, the points of a loyalty reward spent. Runs inside the caller's transaction.
 */
export function confirmCart(
  db: Database,
  saleId: number,
  state: 'pending' | 'processing',
  paymentProviderId: number | null,
): void {
  const sale = getSale(db, saleId) as SaleRow;
  run(
    db,
    `UPDATE erp_sales SET typology = 'sale', date_order = ?, payment_provider_id = ?, invoicing_partner_id = ?,
       shipping_partner_id = ?, original_shipping_partner_id = NULL
     WHERE id = ?`,
    naiveIso(),
    paymentProviderId,
    snapshotAddress(db, sale.invoicing_partner_id ?? sale.partner_id),
    snapshotAddress(db, sale.shipping_partner_id ?? sale.partner_id),
    saleId,
  );
  if (sale.loyalty_card_id !== null && sale.loyalty_reward_id !== null) {
    const card = loyaltyCard(db, sale.loyalty_card_id);
    const reward = loyaltyRewards(db).find((candidate) => candidate.id === sale.loyalty_reward_id);
    if (card && reward) {
      run(
        db,
        'UPDATE erp_loyalty_cards SET points = MAX(0, points - ?) WHERE id = ?',
        reward.required_points,
        card.id,
      );
    }
  }
  setOrderState(db, saleId, state);
}
