import { describe, expect, it } from 'vitest';
import { listMigrations, migrate, openDatabase } from '../../db/database.ts';
import { all, one, run } from '../db.ts';

const MIGRATION = '106-erp-products-from-catalogue';

/** A data folder from before the ERP sold the search catalogue: lines point at the old products 1-20. */
function legacyDatabase() {
  const db = openDatabase(':memory:');
  migrate(
    db,
    listMigrations().filter((migration) => migration.id < MIGRATION),
  );
  const partner = run(
    db,
    "INSERT INTO erp_partners (kind, name, created_at) VALUES ('customer', 'Old', '2025-01-01T00:00:00')",
  );
  const sale = (typology: string, state: string) =>
    run(
      db,
      `INSERT INTO erp_sales (uuid, partner_id, typology, state, date_order)
       VALUES (?, ?, ?, ?, '2025-01-01T00:00:00')`,
      `${typology}-uuid`,
      partner,
      typology,
      state,
    );
  const line = (saleId: number, kind: string, productId: number) =>
    run(
      db,
      `INSERT INTO erp_sale_lines (sale_id, kind, product_id, name, qty, unit_price, tax_rate)
       VALUES (?, ?, ?, 'sold', 1, 1, 0.21)`,
      saleId,
      kind,
      productId,
    );
  const cart = sale('cart', 'draft');
  const order = sale('sale', 'processing');
  for (const saleId of [cart, order]) {
    for (const productId of [1, 12, 20]) line(saleId, 'product', productId);
    line(saleId, 'delivery', 9001);
  }
  return { db, cart, order };
}

describe(`migration ${MIGRATION}`, () => {
  it('moves old product lines to catalogue variants and drops the ERP product table', () => {
    const { db, cart, order } = legacyDatabase();
    migrate(db);
    const products = (saleId: number) =>
      all<{ kind: string; product_id: number | null }>(
        db,
        'SELECT kind, product_id FROM erp_sale_lines WHERE sale_id = ? ORDER BY id',
        saleId,
      ).map((line) => [line.kind, line.product_id]);
    // Lavender 10 ml (1) and the ceramic diffuser (12) each find their variant, never each other's.
    expect(products(cart)).toEqual([
      ['product', 12],
      ['product', 661],
      ['delivery', 9001],
    ]);
    expect(products(order)).toEqual([
      ['product', 12],
      ['product', 661],
      ['product', null],
      ['delivery', 9001],
    ]);
    expect(one(db, "SELECT 1 FROM sqlite_master WHERE name = 'erp_products'")).toBeUndefined();
    db.close();
  });
});
