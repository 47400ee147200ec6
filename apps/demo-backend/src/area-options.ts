import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';

/** What every area's router receives: the shared database and the process configuration. */
export interface AreaOptions {
  db: Database;
  config: BackendConfig;
}
