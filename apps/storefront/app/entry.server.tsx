import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { NonceContext } from './components/layout/nonce-context';
import { isCrawler } from './services/navigation/crawler.server';
import { identityProviderOrigin } from './config/auth-config.server';
import { createNonce } from './config/csp-nonce.server';
import { contentSecurityPolicy } from './config/security-headers.server';
import { getServerConfig } from './config/server-config.server';
import { deferScriptsStream } from './services/hydration/defer-scripts.server';
import { hydratesAtOnce } from './services/hydration/hydrates-at-once.server';
import { hydrationTriggerScript } from './services/hydration/hydration-trigger.server';
import { logger } from './services/observability/logger.server';
import { FlushBatches } from './services/streaming/flush-batches.server';

export const streamTimeout = 5_000;

/** The HTTP server answers kept pages before React Router routes anything (server/app.ts). */
export { keptPage } from './services/cache/page-cache.server';
/** It runs each request in the build's request context and serves the build's metrics (server/). */
export { operations } from './services/observability/operations.server';
export { peerAddressContext } from './config/client-address.server';
/** It refuses what it cannot take in the language of the address (server/request-guards.ts). */
export { edgeText } from './i18n/edge-text.server';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = createNonce();
  if (import.meta.env.PROD) {
    const config = getServerConfig();
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, {
        tagManager: config.tagManagerId !== undefined,
        mediaOrigins: config.mediaOrigins,
        identityProvider: identityProviderOrigin(config.auth),
      }),
    );
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      isCrawler(userAgent) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new FlushBatches({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          // People get a page that runs no framework code until they show intent (or as
          // SHOP_HYDRATION says); crawlers get the same page, which reads the same without script.
          // The bench's public-API variant sends React Router's page as it renders it (entry.client.tsx).
          const { hydration } = getServerConfig();
          const html = createReadableStreamFromReadable(body);
          const page = __HYDRATION_GATE__
            ? html
            : html.pipeThrough(
                deferScriptsStream(
                  hydrationTriggerScript(
                    nonce,
                    hydratesAtOnce(routerContext, new URL(request.url)),
                    hydration,
                  ),
                  hydration !== 'eager',
                ),
              );
          resolve(
            new Response(page, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, 'rendering failed after the shell was sent');
        },
      },
    );
  });
}

/** Server-side errors are logged once, with the request; expected 4xx answers are not noise. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'request failed');
};
