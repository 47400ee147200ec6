import type { SQLInputValue } from 'node:sqlite';
import type { Database } from '../db/database.ts';

/** Typed wrappers over node:sqlite; the row types mirror the ERP migrations (src/db/migrations/1xx). */
export function one<T>(db: Database, sql: string, ...params: SQLInputValue[]): T | undefined {
  return db.prepare(sql).get(...params) as T | undefined;
}

export function all<T>(db: Database, sql: string, ...params: SQLInputValue[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

export function run(db: Database, sql: string, ...params: SQLInputValue[]): number {
  return Number(db.prepare(sql).run(...params).lastInsertRowid);
}
