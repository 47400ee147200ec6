import { describe, expect, it } from 'vitest';
import { listMigrations, migrate, openDatabase } from '../../db/database.ts';
import { lineAmounts } from '../cart/cart-pricing.ts';
import { type LineRow, lineName, saleLines } from '../cart/sale-repo.ts';
import { all, one, run } from '../db.ts';
import { providerById } from '../payment/providers.ts';

const MIGRATION = '108-erp-money-and-languages';

/** A data folder from before: untaxed unit prices, one name per line, English provider names on orders. */
function legacyDatabase() {
  const db = openDatabase(':memory:');
  migrate(
    db,
    listMigrations().filter((migration) => migration.id < MIGRATION),
  );
  run(
    db,
    `INSERT INTO erp_payment_providers (id, code, name, state, pending_message) VALUES
       (1, 'demo_card', 'Card (demo)', 'test', 'Your payment is being processed.'),
       (2, 'custom', 'Wire transfer', 'enabled', 'Please transfer the amount.')`,
  );
  run(
    db,
    `INSERT INTO erp_carriers (id, code, names, product_id, prices, tax_rate)
     VALUES (1, 'STD', '{"fr":"Livraison standard","en":"Standard delivery"}', 9001, '{"default":5.9}', 0.21)`,
  );
  const partner = run(
    db,
    "INSERT INTO erp_partners (kind, name, created_at) VALUES ('customer', 'Old', '2025-01-01T00:00:00')",
  );
  const order = (paymentMode: string) =>
    run(
      db,
      `INSERT INTO erp_sales (uuid, partner_id, typology, state, date_order, payment_mode)
       VALUES (?, ?, 'sale', 'pending', '2025-01-01T00:00:00', ?)`,
      paymentMode,
      partner,
      paymentMode,
    );
  const wire = order('Wire transfer');
  const card = order('Card (demo)');
  const line = (kind: string, productId: number | null, name: string, qty: number, unitPrice: number) =>
    run(
      db,
      `INSERT INTO erp_sale_lines (sale_id, kind, product_id, name, qty, unit_price, tax_rate, fixed_untaxed, fixed_tax)
       VALUES (?, ?, ?, ?, ?, ?, 0.21, ?, ?)`,
      wire,
      kind,
      productId,
      name,
      qty,
      unitPrice,
      kind === 'reward' ? unitPrice : null,
      kind === 'reward' ? -0.37 : null,
    );
  // 8,90 € tax included, stored untaxed; a b2b net price; shipping; a reward.
  line('product', 12, 'Huile essentielle de Lavande fine (10 ml)', 3, 8.9 / 1.21);
  line('product', 13, 'Lavande fine (30 ml)', 2, 5.15);
  line('delivery', 9001, 'Livraison standard', 1, 5.9);
  line('reward', null, 'WELCOME10 (-10%)', 1, -1.78);
  return { db, wire, card };
}

describe(`migration ${MIGRATION}`, () => {
  it('keeps old orders’ amounts, names and payment modes, now answered per language', () => {
    const { db, wire, card } = legacyDatabase();
    migrate(db);
    const [taxIncluded, net, delivery, reward] = saleLines(db, wire) as [LineRow, LineRow, LineRow, LineRow];
    // A tax-included price comes back as Odoo's price_unit; the line still costs 3 × 8,90 €.
    expect(taxIncluded).toMatchObject({ unit_price: 8.9, price_include: 1 });
    expect(lineAmounts(taxIncluded)).toEqual({ untaxed: 22.07, tax: 4.63, total: 26.7 });
    expect(net).toMatchObject({ unit_price: 5.15, price_include: 0 });
    expect(delivery).toMatchObject({ unit_price: 5.9, price_include: 0 });
    expect(lineAmounts(reward)).toEqual({ untaxed: -1.78, tax: -0.37, total: -2.15 });

    // Delivery lines take their carrier's names; others keep their one name in every language.
    expect(lineName(delivery, 'en')).toBe('Standard delivery');
    expect(lineName(taxIncluded, 'de')).toBe('Huile essentielle de Lavande fine (10 ml)');

    const paidWith = (saleId: number) =>
      one<{ payment_provider_id: number }>(
        db,
        'SELECT payment_provider_id FROM erp_sales WHERE id = ?',
        saleId,
      )?.payment_provider_id;
    expect(paidWith(wire)).toBe(2);
    expect(paidWith(card)).toBe(1);
    expect(providerById(db, 2)?.names).toMatchObject({ fr: 'Virement bancaire', de: 'Banküberweisung' });
    expect(providerById(db, 1)?.pendingMessages).toMatchObject({ nl: 'Uw betaling wordt verwerkt.' });
    const columns = (table: string) =>
      all<{ name: string }>(db, `SELECT name FROM pragma_table_info('${table}')`).map(
        (column) => column.name,
      );
    expect(columns('erp_sales')).not.toContain('payment_mode');
    expect(columns('erp_sale_lines')).not.toContain('name');
    db.close();
  });
});
