import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction, listMigrations, migrate, openDatabase } from './database.ts';

describe('database', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the database file in the data directory and applies every migration once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-db-'));
    dirs.push(dir);
    const first = openDatabase(path.join(dir, 'nested'));
    expect(migrate(first)).toContain('001-core');
    first.close();
    const again = openDatabase(path.join(dir, 'nested'));
    expect(migrate(again)).toEqual([]);
    again.close();
  });

  it('rolls back everything a failed transaction wrote', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(() =>
      inTransaction(db, () => {
        db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('a', '1');
        throw new Error('crash half-way');
      }),
    ).toThrow('crash half-way');
    expect(db.prepare('SELECT count(*) AS n FROM meta').get()).toEqual({ n: 0 });
    db.close();
  });

  it('stops at a failing migration and leaves the earlier ones applied', () => {
    const db = openDatabase(':memory:');
    expect(() =>
      migrate(db, [
        { id: '001-ok', sql: 'CREATE TABLE ok (id INTEGER)' },
        { id: '002-bad', sql: 'CREATE TABLE broken (' },
      ]),
    ).toThrow();
    const ids = db.prepare('SELECT id FROM schema_migrations').all();
    expect(ids).toEqual([{ id: '001-ok' }]);
    db.close();
  });

  it('gives the pick-up sites of a database seeded before their positions those positions', () => {
    const db = openDatabase(':memory:');
    const all = listMigrations();
    const before = all.filter((migration) => migration.id < '109');
    migrate(db, before);
    const partner = db
      .prepare(
        "INSERT INTO erp_partners (kind, name, zip, city, country_id, created_at) VALUES ('dropoff', 'Point Relais Louise', '1050', 'Bruxelles', 21, '2026-01-01 00:00:00')",
      )
      .run().lastInsertRowid;
    db.prepare(
      `INSERT INTO erp_carriers (id, code, names, product_id, with_dropoff_site, prices, tax_rate)
       VALUES (3, 'PICKUP', '{}', 9003, 1, '{}', 0.21)`,
    ).run();
    db.prepare("INSERT INTO erp_pickup_sites (carrier_id, code, partner_id) VALUES (3, 'BE-001', ?)").run(
      partner,
    );
    migrate(db, all);
    expect(db.prepare('SELECT latitude, longitude FROM erp_partners WHERE id = ?').get(partner)).toEqual({
      latitude: 50.8275,
      longitude: 4.3643,
    });
    db.close();
  });
});
