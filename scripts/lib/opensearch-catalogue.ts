// The demo catalogue in a real OpenSearch: the documents the demo index serves, built by the demo
// backend's own code from its SQLite catalogue, written with _bulk (apps/demo-backend/src/search/opensearch).
import { type BackendConfig, loadConfig } from '../../apps/demo-backend/src/config.ts';
import { migrate, openDatabase } from '../../apps/demo-backend/src/db/database.ts';
import { ensureDemoCatalogue } from '../../apps/demo-backend/src/search/catalogue/write-catalogue.ts';
import {
  type IndexedIndex,
  indexCatalogue,
} from '../../apps/demo-backend/src/search/opensearch/catalogue-indexer.ts';
import type { SearchConfig } from '../../apps/demo-backend/src/search/search-config.ts';

/**
 * The demo backend's settings as it reads them from `env`: its data folder (the catalogue), the index
 * names (DEMO_SEARCH_*) and the origin of the image URLs (DEMO_MEDIA_BASE_URL, else its own port).
 */
export function demoBackendConfig(
  env: NodeJS.ProcessEnv = process.env,
): BackendConfig & { search: SearchConfig } {
  // loadConfig always reads the search settings; only a test's hand-made config goes without.
  return loadConfig(env) as BackendConfig & { search: SearchConfig };
}

/**
 * Indexes the catalogue of the demo database in `dataDir` (migrated and seeded first, as the backend does
 * at start) into the node at `url`, under `search`'s index names and image origin.
 */
export async function indexDemoCatalogue(
  url: string,
  { dataDir, search }: { dataDir: string; search: SearchConfig },
): Promise<{ indices: IndexedIndex[]; milliseconds: number }> {
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    ensureDemoCatalogue(db);
    const started = performance.now();
    const indices = await indexCatalogue(url, db, search);
    return { indices, milliseconds: Math.round(performance.now() - started) };
  } finally {
    db.close();
  }
}

/** The storefront's settings that point its search at the node at `url`. */
export function openSearchStorefrontEnv(url: string, search: SearchConfig): Record<string, string> {
  return {
    SHOP_SEARCH_URL: url,
    SHOP_SEARCH_PRODUCTS_INDEX: search.productsIndex,
    SHOP_SEARCH_CATEGORIES_INDEX: search.categoriesIndex,
  };
}

/** OPENSEARCH_PORT, 9200 by default; 0 takes any free port. */
export function openSearchPort(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.OPENSEARCH_PORT ?? '';
  const port = raw === '' ? 9200 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`OPENSEARCH_PORT must be a port number (0-65535), got '${raw}'`);
  return port;
}

/**
 * For `npm run start:opensearch`: indexes the catalogue of the demo backend on `backendPort` (its
 * images on that backend) and returns the storefront's search settings.
 */
export async function indexForStorefront(url: string, backendPort: number): Promise<Record<string, string>> {
  const config = demoBackendConfig({ ...process.env, DEMO_BACKEND_PORT: String(backendPort) });
  const { indices, milliseconds } = await indexDemoCatalogue(url, config);
  const documents = indices.reduce((sum, index) => sum + index.documents, 0);
  console.log(
    `[opensearch] indexed ${documents} documents in ${indices.length} indices in ${milliseconds} ms`,
  );
  return openSearchStorefrontEnv(url, config.search);
}
