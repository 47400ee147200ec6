import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../app.ts';

/** Elasticsearch _search-compatible product index (reference/search-contract.md). */
export const searchRoutes: FastifyPluginAsync<AreaOptions> = async (app) => {
  app.get('/', async () => ({ area: 'search' }));
};
