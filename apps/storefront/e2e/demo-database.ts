import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Reads a demo backend's database in `dataDir` directly, to check what a browser flow really stored. */
export function queryDemoDatabaseIn<T>(dataDir: string, sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(path.join(dataDir, 'demo.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Reads the database of the demo backend global-setup started. */
export function queryDemoDatabase<T>(sql: string, ...params: (string | number)[]): T[] {
  const dir = process.env.DEMO_BACKEND_DATA_DIR;
  if (!dir) throw new Error('DEMO_BACKEND_DATA_DIR is not set: run the tests through playwright.config.ts');
  return queryDemoDatabaseIn<T>(dir, sql, ...params);
}

/**
 * Changes the database of the demo backend global-setup started, for data no ERP call can make (an
 * order of a product the catalogue has dropped since). The backend runs in WAL mode: it sees the change.
 */
export function updateDemoDatabase(sql: string, ...params: (string | number)[]): void {
  const dir = process.env.DEMO_BACKEND_DATA_DIR;
  if (!dir) throw new Error('DEMO_BACKEND_DATA_DIR is not set: run the tests through playwright.config.ts');
  const db = new DatabaseSync(path.join(dir, 'demo.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}
