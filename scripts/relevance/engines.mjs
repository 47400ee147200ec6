// The two engines the judged sets are measured on: the demo backend's index, in process, and a real
// OpenSearch over HTTP, both holding the demo catalogue (and, for the bench, the generated one beside it).
import { migrate, openDatabase } from '../../apps/demo-backend/src/db/database.ts';
import { seedLargeCatalogue } from '../../apps/demo-backend/src/search/catalogue/large-seed.ts';
import { ensureDemoCatalogue } from '../../apps/demo-backend/src/search/catalogue/write-catalogue.ts';
import { openSearchRequest } from '../../apps/demo-backend/src/search/opensearch/opensearch-http.ts';
import { loadSearchConfig } from '../../apps/demo-backend/src/search/search-config.ts';
import { SearchService } from '../../apps/demo-backend/src/search/search-service.ts';

/**
 * The demo catalogue in a fresh in-memory database, its search service and index names; with
 * `generatedProducts`, the bench's generated catalogue of that many variants beside it.
 */
export function demoCatalogueService({ generatedProducts } = {}) {
  const config = loadSearchConfig({}, 4000);
  const db = openDatabase(':memory:');
  migrate(db);
  ensureDemoCatalogue(db);
  if (generatedProducts) seedLargeCatalogue(db, generatedProducts);
  return { db, config, service: new SearchService(db, config) };
}

export function demoEngine(service) {
  return { name: 'demo index', search: async (index, body) => service.search(index, structuredClone(body)) };
}

export function openSearchEngine(url) {
  return {
    name: 'OpenSearch',
    search: (index, body) => openSearchRequest(url, 'POST', `/${index}/_search`, body, 120_000),
  };
}
