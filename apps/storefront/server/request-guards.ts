import type { RequestHandler, Response } from 'express';

/** The methods the shop answers: pages, forms, the ERP proxy's calls and CORS preflights. */
const HANDLED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const HANDLED = new Set<string>(HANDLED_METHODS);

/** A text in the language of the address asked for (app/i18n/edge-text.server.ts). */
export type EdgeText = (pathname: string, messageId: string) => string;

/** A refusal the server answers itself: a short text, never kept by a cache. */
export function refuse(
  response: Response,
  status: 400 | 403 | 405 | 413,
  text: string,
  headers: Record<string, string> = {},
): void {
  response
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .type('text/plain')
    .send(text);
}

/**
 * Refuses, before anything reads them, the request lines the shop has no answer for: a method it does not
 * handle (TRACE, CONNECT, WebDAV's; 405 naming those it does) and a target that is not a path (the
 * absolute form `GET http://other.example/`, meant for proxies, or `*`; 400). Without it they reach the
 * request adapter, which fails on them with a 500.
 */
export function requestLineGuard(edgeText: EdgeText): RequestHandler {
  return (request, response, next) => {
    const path = request.url.startsWith('/') ? request.path : '/';
    if (!HANDLED.has(request.method))
      return refuse(response, 405, edgeText(path, 'error.405.title'), { Allow: HANDLED_METHODS.join(', ') });
    if (!request.url.startsWith('/')) return refuse(response, 400, edgeText(path, 'error.400.title'));
    next();
  };
}
