import type { RunMode } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { LoginThrottle } from './auth/login-throttle.ts';
import type { ProductCatalog } from './catalog/product-catalog.ts';
import type { FaultInjector } from './dev/fault-injector.ts';
import type { ErpOptions } from './erp-options.ts';

/** What every ERP route module receives. */
export interface ErpContext {
  db: Database;
  mode: RunMode;
  options: ErpOptions;
  catalog: ProductCatalog;
  throttle: LoginThrottle;
  faults: FaultInjector;
}
