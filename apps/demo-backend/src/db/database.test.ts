import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction, migrate, openDatabase } from './database.ts';

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
});
