import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { SECURITY_HEADERS } from '../app/config/security-headers.server.ts';
import { getServerConfig } from '../app/config/server-config.server.ts';
import { isTrustedPeer } from '../app/config/trusted-proxies.ts';
import { normalizedAddress } from '../app/domain/cache-key.ts';
import { bodyLimitOf } from '../app/domain/request-body-limits.ts';
import { isMalformedPath } from '../app/domain/route-errors.ts';
import type { Operations } from '../app/services/observability/operations.server.ts';
import { responseCompression } from './compression.ts';
import { healthRoutes, type Lifecycle } from './health.ts';
import { keptPages } from './kept-pages.ts';
import { nameRoute, observeRequests } from './observe-requests.ts';
import { pageHandler } from './page-handler.ts';
import { precompressedAssets } from './precompressed.ts';
import type { Readiness } from './readiness.ts';
import { renderQueue } from './render-queue.ts';
import { type EdgeText, requestLineGuard } from './request-guards.ts';
import { rootFiles } from './root-files.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export interface ServerAppOptions {
  logger: Logger;
  lifecycle: Lifecycle;
  readiness: Readiness;
  /** Whether requests are counted for the metrics (SHOP_METRICS_PORT set). */
  countRequests: boolean;
}

/** The build's own operations module (entry.server.tsx), which its caches and clients report to. */
export function operationsOf(build: ServerBuild): Operations {
  const operations = (build.entry.module as { operations?: Operations }).operations;
  if (!operations) throw new Error('The build has no operations export: rebuild it (`npm run build`).');
  return operations;
}

/** The build's texts for the server's own refusals, in the language of the address. */
function edgeTextOf(build: ServerBuild): EdgeText {
  const edgeText = (build.entry.module as { edgeText?: EdgeText }).edgeText;
  if (!edgeText) throw new Error('The build has no edgeText export: rebuild it (`npm run build`).');
  return edgeText;
}

/**
 * The production HTTP server: every request gets an id, a log line and its count; health and
 * readiness answer first; security headers on every response, fingerprinted assets cached for a year
 * (their precompressed copies when the browser takes them), pages the page cache keeps, other public
 * files for an hour, and everything else rendered by React Router.
 */
export function createServerApp(build: ServerBuild, clientDir: string, options: ServerAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    observeRequests({
      logger: options.logger,
      operations: operationsOf(build),
      countRequests: options.countRequests,
      trustsPeer: (address) => isTrustedPeer(getServerConfig().trustedProxies, address),
    }),
  );
  app.use((_request, response, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    next();
  });
  const edgeText = edgeTextOf(build);
  app.use(requestLineGuard(edgeText));
  app.use(healthRoutes(options.readiness, options.lifecycle));
  app.use(responseCompression());
  // The app reads the connection's address from the request's context (config/client-address.server.ts);
  // the build's own copy of the context key is the one its routes look up.
  const peerAddress = (build.entry.module as { peerAddressContext?: RouterContext<string> })
    .peerAddressContext;
  const renderPage = pageHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (request) =>
      new RouterContextProvider(
        peerAddress ? new Map([[peerAddress, request.socket.remoteAddress ?? '']]) : undefined,
      ),
    bodyLimit: bodyLimitOf,
    edgeText,
  });
  // A path with a broken percent escape would get the static files' bare "Bad Request": the app answers
  // it instead, with its own 400 screen in the page's language.
  app.use((request, response, next) =>
    isMalformedPath(request.path) ? renderPage(request, response, next) : next(),
  );
  // Shared pages are rendered and kept for the parameters their route reads only (domain/cache-key.ts):
  // tracking and junk parameters reach neither the page nor the cache's key.
  const { searchFacets } = getServerConfig();
  app.use((request, _response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const queryStart = request.originalUrl.indexOf('?');
    if (queryStart === -1) return next();
    const address = normalizedAddress(
      request.originalUrl.slice(0, queryStart),
      request.originalUrl.slice(queryStart),
      searchFacets,
    );
    if (address !== request.originalUrl) request.url = request.originalUrl = address;
    next();
  });
  app.use('/assets', nameRoute('asset'));
  app.use('/assets', precompressedAssets(`${clientDir}/assets`, ONE_YEAR_SECONDS));
  app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }));
  app.use(keptPages(build));
  app.use(nameRoute('static'));
  app.use(rootFiles(clientDir, express.static(clientDir, { maxAge: '1h', index: false })));
  // Pages wait their turn to render; the health probe (/_build), the ERP proxy (whose answers may take
  // the ERP's time) and changes do not.
  const queued = renderQueue(getServerConfig().renderConcurrency)(renderPage);
  app.all('/{*splat}', (request, response, next) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.path !== '/_build' &&
    !request.path.startsWith('/shopinvader/')
      ? queued(request, response, next)
      : renderPage(request, response, next),
  );
  return app;
}
