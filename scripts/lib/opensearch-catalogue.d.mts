import type { BackendConfig } from '../../apps/demo-backend/src/config.ts';
import type { IndexedIndex } from '../../apps/demo-backend/src/search/opensearch/catalogue-indexer.ts';
import type { SearchConfig } from '../../apps/demo-backend/src/search/search-config.ts';

export declare function demoBackendConfig(env?: NodeJS.ProcessEnv): BackendConfig;

export declare function indexDemoCatalogue(
  url: string,
  config: { dataDir: string; search: SearchConfig },
): Promise<{ indices: IndexedIndex[]; milliseconds: number }>;

export declare function openSearchStorefrontEnv(url: string, search: SearchConfig): Record<string, string>;

export declare function openSearchPort(env?: NodeJS.ProcessEnv): number;

export declare function indexForStorefront(url: string, backendPort: number): Promise<Record<string, string>>;
