import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerBuild } from 'react-router';
import { SECURITY_HEADERS } from '../app/config/security-headers.server.ts';
import { isMalformedPath } from '../app/domain/route-errors.ts';
import { keptPages } from './kept-pages.ts';
import { precompressedAssets } from './precompressed.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The production HTTP server: security headers on every response, fingerprinted assets cached for a
 * year (their precompressed copies when the browser takes them), pages the page cache keeps, other
 * public files for an hour, and everything else rendered by React Router.
 */
export function createServerApp(build: ServerBuild, clientDir: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((_request, response, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    next();
  });
  app.use(compression());
  const renderPage = createRequestHandler({ build, mode: process.env.NODE_ENV });
  // A path with a broken percent escape would get the static files' bare "Bad Request": the app answers
  // it instead, with its own 400 screen in the page's language.
  app.use((request, response, next) =>
    isMalformedPath(request.path) ? renderPage(request, response, next) : next(),
  );
  app.use('/assets', precompressedAssets(`${clientDir}/assets`, ONE_YEAR_SECONDS));
  app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }));
  app.use(keptPages(build));
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  app.all('/{*splat}', renderPage);
  return app;
}
