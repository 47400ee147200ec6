import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { all, one, run } from '../db.ts';
import { naiveIso } from '../http/format.ts';
import { type Lang, translate } from '../http/lang.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';

export type SaleState = 'draft' | 'cancel' | 'pending' | 'processing' | 'delivery_partial' | 'delivery_full';

export interface SaleRow {
  id: number;
  uuid: string;
  name: string;
  partner_id: number;
  typology: 'cart' | 'sale';
  state: SaleState;
  client_order_ref: string | null;
  note: string | null;
  date_order: string;
  invoicing_partner_id: number | null;
  shipping_partner_id: number | null;
  original_shipping_partner_id: number | null;
  carrier_id: number | null;
  loyalty_card_id: number | null;
  loyalty_reward_id: number | null;
  payment_provider_id: number | null;
  quotation_state: 'customer_request' | 'waiting_acceptation' | 'accepted' | null;
  /** sale_cart_step's current step (erp_cart_steps), set through shopinvader_api_cart_step. */
  cart_step_id: number | null;
}

export type LineKind = 'product' | 'delivery' | 'reward';

export interface LineRow {
  id: number;
  sale_id: number;
  kind: LineKind;
  product_id: number | null;
  options_key: string;
  /** JSON of the name in each language ({fr, nl, en, de}); read it with lineName. */
  names: string;
  qty: number;
  qty_delivered: number;
  /** Odoo's price_unit: tax included when price_include is 1, else untaxed. */
  unit_price: number;
  tax_rate: number;
  price_include: number;
  /** Reward lines carry their amounts; the others derive them from qty and unit_price. */
  fixed_untaxed: number | null;
  fixed_tax: number | null;
}

export type LineNames = Partial<Record<Lang, string>>;

/** A line's name in the request's language. */
export function lineName(line: Pick<LineRow, 'names'>, lang: Lang): string {
  return translate(JSON.parse(line.names) as LineNames, lang);
}

export function getSale(db: Database, id: number): SaleRow | undefined {
  return one<SaleRow>(db, 'SELECT * FROM erp_sales WHERE id = ?', id);
}

/**
 * The partner's open cart (docs/contracts/erp.md#how-the-erp-applies-a-sync step 2): the one with the given uuid, else the most recent.
 */
export function findOpenCart(db: Database, partnerId: number, uuid?: string): SaleRow | undefined {
  const open = "SELECT * FROM erp_sales WHERE partner_id = ? AND typology = 'cart' AND state = 'draft'";
  if (uuid) {
    const exact = one<SaleRow>(db, `${open} AND uuid = ?`, partnerId, uuid);
    if (exact) return exact;
  }
  return one<SaleRow>(db, `${open} ORDER BY id DESC LIMIT 1`, partnerId);
}

function saleName(id: number): string {
  return `S${String(id).padStart(5, '0')}`;
}

export function createCart(db: Database, partner: PartnerRow): SaleRow {
  const id = run(
    db,
    `INSERT INTO erp_sales (uuid, partner_id, typology, state, date_order, invoicing_partner_id, shipping_partner_id)
     VALUES (?, ?, 'cart', 'draft', ?, ?, ?)`,
    randomUUID(),
    partner.id,
    naiveIso(),
    partner.id,
    partner.id,
  );
  run(db, 'UPDATE erp_sales SET name = ? WHERE id = ?', saleName(id), id);
  return getSale(db, id) as SaleRow;
}

export function saleLines(db: Database, saleId: number, kind?: LineKind): LineRow[] {
  return kind
    ? all<LineRow>(
        db,
        'SELECT * FROM erp_sale_lines WHERE sale_id = ? AND kind = ? ORDER BY id',
        saleId,
        kind,
      )
    : all<LineRow>(db, 'SELECT * FROM erp_sale_lines WHERE sale_id = ? ORDER BY id', saleId);
}

export interface NewLine {
  kind: LineKind;
  productId: number | null;
  optionsKey?: string;
  names: LineNames;
  qty: number;
  unitPrice: number;
  taxRate: number;
  priceInclude: boolean;
  fixedUntaxed?: number;
  fixedTax?: number;
}

export function insertLine(db: Database, saleId: number, line: NewLine): number {
  return run(
    db,
    `INSERT INTO erp_sale_lines (sale_id, kind, product_id, options_key, names, qty, unit_price, tax_rate, price_include,
       fixed_untaxed, fixed_tax)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    saleId,
    line.kind,
    line.productId,
    line.optionsKey ?? '{}',
    JSON.stringify(line.names),
    line.qty,
    line.unitPrice,
    line.taxRate,
    line.priceInclude ? 1 : 0,
    line.fixedUntaxed ?? null,
    line.fixedTax ?? null,
  );
}

export function deleteLines(db: Database, saleId: number, kind: LineKind): void {
  run(db, 'DELETE FROM erp_sale_lines WHERE sale_id = ? AND kind = ?', saleId, kind);
}
