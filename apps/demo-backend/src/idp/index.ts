import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options.ts';
import { loadIdpOptions } from './idp-options.ts';
import { registerInteractions } from './interactions.ts';
import { createProvider } from './provider.ts';

/** The OpenID provider of the identity-provider sign-in mode (docs/idp.md), mounted at /oidc. */
export const idpRoutes: FastifyPluginAsync<AreaOptions> = async (app, { db, config }) => {
  const options = loadIdpOptions(config);
  const interactionPath = `${app.prefix}/interaction`;
  // Created on the first request: tests and shops that never use the provider do not pay for its keys.
  let created: ReturnType<typeof createProvider> | undefined;
  const provider = () => (created ??= createProvider(db, options, interactionPath));
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  app.get('/', async () => ({ area: 'idp', issuer: options.issuer }));

  await app.register(
    (scope, _opts, done) => {
      registerInteractions(scope, {
        db,
        provider,
        basePath: interactionPath,
        formTargets: [new URL(options.issuer).origin, ...options.clientOrigins],
        showDemoLogins: config.mode !== 'production',
      }).then(() => done(), done);
    },
    { prefix: '/interaction' },
  );

  // Everything else is oidc-provider's: it reads the raw request itself, bodies included.
  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, next) => next(null, undefined));
    scope.all('/*', async (request, reply) => {
      handler ??= (await provider()).callback();
      const handle = handler;
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // As when mounted by Express: the provider sees its own paths and derives its mount path.
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(app.prefix.length) || '/';
      handle(raw, reply.raw);
    });
    done();
  });
};
