import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../app.ts';

/** OpenID provider for the identity-provider sign-in mode. */
export const idpRoutes: FastifyPluginAsync<AreaOptions> = async (app) => {
  app.get('/', async () => ({ area: 'idp' }));
};
