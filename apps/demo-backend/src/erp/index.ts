import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../app.ts';

/** Shopinvader v2-compatible ERP API (reference/erp-contract.md). */
export const erpRoutes: FastifyPluginAsync<AreaOptions> = async (app) => {
  app.get('/', async () => ({ area: 'erp' }));
};
