import Fastify, { type FastifyInstance } from 'fastify';
import type { AreaOptions } from './area-options.ts';
import { erpRoutes } from './erp/index.ts';
import { idpRoutes } from './idp/index.ts';
import { mediaRoutes, searchRoutes } from './search/index.ts';

const ERP_PREFIX = '/shopinvader-api/demo';
const SEARCH_PREFIX = '/es';
const IDP_PREFIX = '/oidc';
const MEDIA_PREFIX = '/media/catalogue';

export async function buildApp(options: AreaOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.mode === 'test'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // Bodies are parsed by each area; a global limit keeps a hostile client from exhausting memory.
    bodyLimit: 10 * 1024 * 1024,
    // A trusted storefront forwards the shopper's address: `request.ip` is the shopper's, so that the
    // sign-in throttle counts shoppers, not the storefront. Anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustedStorefronts ?? ['loopback'],
  });

  app.get('/health', async () => ({ status: 'ok', mode: config.mode }));

  await app.register(erpRoutes, { ...options, prefix: ERP_PREFIX });
  await app.register(searchRoutes, { ...options, prefix: SEARCH_PREFIX });
  await app.register(mediaRoutes, { ...options, prefix: MEDIA_PREFIX });
  await app.register(idpRoutes, { ...options, prefix: IDP_PREFIX });
  return app;
}
