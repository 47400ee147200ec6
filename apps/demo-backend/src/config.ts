import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.ts';
import { type OptionalModule, readOptionalModules } from './erp/modules/optional-modules.ts';
import { type SearchConfig, loadSearchConfig } from './search/search-config.ts';

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

function readPort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`DEMO_BACKEND_PORT must be a port number (0-65535), got '${raw}'`);
  }
  return port;
}

function readSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got '${raw}'`);
}

function readGeneration(raw: string | undefined): ErpApiGeneration {
  const value = raw?.trim().toLowerCase() || 'current';
  if (value === 'classic' || value === 'current') return value;
  throw new ConfigError(`DEMO_ERP_API must be classic or current, got '${raw}'`);
}

function readMode(raw: string | undefined): RunMode {
  const mode = raw ?? 'development';
  if (mode === 'development' || mode === 'test' || mode === 'production') return mode;
  throw new ConfigError(`DEMO_BACKEND_MODE must be development, test or production, got '${mode}'`);
}

/** Reads the demo backend's settings from environment variables (see the README's table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = readPort(env.DEMO_BACKEND_PORT, 4000);
  const extension = readSwitch('DEMO_ERP_EXTENSION', env.DEMO_ERP_EXTENSION, false);
  return {
    host: env.DEMO_BACKEND_HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(env.DEMO_BACKEND_DATA_DIR || path.join(packageRoot, '.data')),
    mode: readMode(env.DEMO_BACKEND_MODE),
    logLevel: env.DEMO_BACKEND_LOG_LEVEL || 'info',
    search: loadSearchConfig(env, port),
    erp: {
      // The carriers' taxed price is this ERP's own addition: it comes with the extension unless set.
      carrierTaxedPrice: readSwitch(
        'DEMO_ERP_CARRIER_TAXED_PRICE',
        env.DEMO_ERP_CARRIER_TAXED_PRICE,
        extension,
      ),
      api: readGeneration(env.DEMO_ERP_API),
      cartOptions: readSwitch('DEMO_ERP_CART_OPTIONS', env.DEMO_ERP_CART_OPTIONS, true),
      extension,
      modules: readOptionalModules(env.DEMO_ERP_WITHOUT_MODULES),
    },
    trustedStorefronts: (env.DEMO_ERP_TRUSTED_STOREFRONTS ?? 'loopback').split(/[\s,]+/).filter(Boolean),
  };
}
