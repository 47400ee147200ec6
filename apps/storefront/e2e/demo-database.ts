import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Reads the demo backend's database directly, to check what a browser flow really stored. */
export function queryDemoDatabase<T>(sql: string, ...params: (string | number)[]): T[] {
  const dir = process.env.DEMO_BACKEND_DATA_DIR;
  if (!dir) throw new Error('DEMO_BACKEND_DATA_DIR is not set: run the tests through playwright.config.ts');
  const db = new DatabaseSync(path.join(dir, 'demo.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
