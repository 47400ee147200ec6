import type { SearchService } from '../../apps/demo-backend/src/search/search-service.ts';

export interface Engine {
  name: string;
  search(index: string, body: unknown): Promise<unknown>;
}
export function demoCatalogueService(): { service: SearchService };
export function demoEngine(service: SearchService): Engine;
export function openSearchEngine(url: string): Engine;
