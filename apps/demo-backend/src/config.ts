import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OptionalModule, readOptionalModules } from './erp/modules/optional-modules.ts';
import { type SearchConfig, loadSearchConfig } from './search/search-config.ts';
import { parseBackendSettings } from './settings/backend-settings.ts';

export type RunMode = 'development' | 'test' | 'production';

export interface BackendConfig {
  host: string;
  port: number;
  /** Folder that holds the SQLite database and uploaded files; created at start. */
  dataDir: string;
  mode: RunMode;
  logLevel: string;
  /** Search index names and image origin; defaults apply when absent (tests). */
  search?: SearchConfig;
  /** The ERP's generation and modules; stock Shopinvader 16.0 with the cart options module when absent (tests). */
  erp?: {
    carrierTaxedPrice?: boolean;
    api?: ErpApiGeneration;
    cartOptions?: boolean;
    extension?: boolean;
    /** The optional released modules served (erp/modules/optional-modules.ts); all when absent. */
    modules?: OptionalModule[];
  };
  /**
   * Addresses and ranges of the storefronts whose `X-Forwarded-For` names the shopper (the sign-in
   * throttle counts per shopper then); `loopback` when absent.
   */
  trustedStorefronts?: string[];
}

/**
 * Which Shopinvader the demo ERP stands in for (docs/erp.md): `current`, Shopinvader 16.0 as released
 * (the default), or `classic`, the storefront's classic calls (set_carrier, pick-up points by name
 * and id, the public-edition pick-up call, invoices on orders) (carrier, pick-up points near an address and by
 * carrier and code, the invoices API), each as strict about bodies as the real modules.
 */
export type ErpApiGeneration = 'classic' | 'current';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads the demo backend's settings from environment variables (settings/backend-settings.ts). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const settings = parseBackendSettings(env);
  const port = settings.DEMO_BACKEND_PORT;
  const extension = settings.DEMO_ERP_EXTENSION;
  return {
    host: settings.DEMO_BACKEND_HOST,
    port,
    dataDir: path.resolve(settings.DEMO_BACKEND_DATA_DIR || path.join(packageRoot, '.data')),
    mode: settings.DEMO_BACKEND_MODE,
    logLevel: settings.DEMO_BACKEND_LOG_LEVEL,
    search: loadSearchConfig(env, port),
    erp: {
      // The carriers' taxed price is this ERP's own addition: it comes with the extension unless set.
      carrierTaxedPrice: settings.DEMO_ERP_CARRIER_TAXED_PRICE ?? extension,
      api: settings.DEMO_ERP_API,
      cartOptions: settings.DEMO_ERP_CART_OPTIONS,
      extension,
      modules: readOptionalModules(env.DEMO_ERP_WITHOUT_MODULES),
    },
    trustedStorefronts: settings.DEMO_ERP_TRUSTED_STOREFRONTS,
  };
}
