import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { BackendConfig } from '../src/config.ts';
import { type Database, migrate, openDatabase } from '../src/db/database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: BackendConfig;
  close(): Promise<void>;
}

/** A demo backend on a fresh in-memory database, migrated, in test mode; requests go through `app.inject`. */
export async function createTestApp(overrides: Partial<BackendConfig> = {}): Promise<TestApp> {
  const config: BackendConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    mode: 'test',
    logLevel: 'silent',
    ...overrides,
  };
  const db = openDatabase(':memory:');
  migrate(db);
  const app = await buildApp({ db, config });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      db.close();
    },
  };
}
