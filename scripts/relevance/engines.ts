// The two engines the judged sets are measured on: the demo backend's index, in process, and a real
// OpenSearch over HTTP, both holding the demo catalogue (and, for the bench, the generated one beside it).
import { type Database, migrate, openDatabase } from '../../apps/demo-backend/src/db/database.ts';
import { seedLargeCatalogue } from '../../apps/demo-backend/src/search/catalogue/large-seed.ts';
import { ensureDemoCatalogue } from '../../apps/demo-backend/src/search/catalogue/write-catalogue.ts';
import { openSearchRequest } from '../../apps/demo-backend/src/search/opensearch/opensearch-http.ts';
import { loadSearchConfig, type SearchConfig } from '../../apps/demo-backend/src/search/search-config.ts';
import { SearchService } from '../../apps/demo-backend/src/search/search-service.ts';
import type { SearchResponse } from '../../apps/storefront/app/services/search/search-client.server.ts';

/**
 * A search engine as the evaluation asks it: one `_search` on one index, answered as Elasticsearch does.
 * Both engines answer JSON; the storefront's code reads the answer as its SearchResponse.
 */
export interface Engine {
  name: string;
  search(index: string, body: unknown): Promise<SearchResponse>;
}

/**
 * The demo catalogue in a fresh in-memory database, its search service and index names; with
 * `generatedProducts`, the bench's generated catalogue of that many variants beside it.
 */
export function demoCatalogueService({ generatedProducts }: { generatedProducts?: number } = {}): {
  db: Database;
  config: SearchConfig;
  service: SearchService;
} {
  const config = loadSearchConfig({}, 4000);
  const db = openDatabase(':memory:');
  migrate(db);
  ensureDemoCatalogue(db);
  if (generatedProducts) seedLargeCatalogue(db, generatedProducts);
  return { db, config, service: new SearchService(db, config) };
}

export function demoEngine(service: SearchService): Engine {
  return {
    name: 'demo index',
    search: async (index, body) => service.search(index, structuredClone(body)) as SearchResponse,
  };
}

export function openSearchEngine(url: string): Engine {
  return {
    name: 'OpenSearch',
    search: async (index, body) =>
      (await openSearchRequest(url, 'POST', `/${index}/_search`, body, 120_000)) as SearchResponse,
  };
}
