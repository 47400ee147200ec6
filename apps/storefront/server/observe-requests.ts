import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Operations } from '../app/services/observability/operations.server.ts';
import type { RequestContext } from '../app/services/observability/request-context.server.ts';
import { REQUEST_ID_HEADER, requestIdFor } from '../app/services/observability/request-id.ts';

/** Names of the answers the server gives itself, before React Router, in the metrics and the log. */
export type ServerRoute = 'healthz' | 'healthz-backends' | 'readyz' | 'asset' | 'static' | 'kept-page';

/** A request React Router did not name (it never reached the root middleware). */
const UNMATCHED = 'unmatched';
/** Probes come every few seconds: their lines are there when asked for (SHOP_LOG_LEVEL=debug). */
const QUIET_ROUTES = new Set<string>(['healthz', 'healthz-backends', 'readyz']);
const MAX_LOGGED_PATH = 200;

/** Names the request for the metrics and the log: the server answers it itself, as `route`. */
export function nameRequest(response: Response, route: ServerRoute): void {
  const context = response.locals.requestContext as RequestContext | undefined;
  if (context) context.route = route;
}

/** A handler that names the requests it sees; React Router names those it answers after it. */
export function nameRoute(route: ServerRoute): RequestHandler {
  return (_request, response, next) => {
    nameRequest(response, route);
    next();
  };
}

export interface ObserveOptions {
  logger: Logger;
  operations: Pick<Operations, 'runInRequestContext' | 'recordRequest'>;
  /** Whether answered requests are counted (metrics on). */
  countRequests: boolean;
  /** Whether the connection comes from a proxy the shop trusts (SHOP_TRUSTED_PROXIES), whose id is kept. */
  trustsPeer: (address: string | undefined) => boolean;
}

/**
 * The first handler of every request: it gives the request its id (the one a trusted proxy sent when
 * it is well-formed, else a new one), answers with it, lets everything the request causes run in its context
 * (so that backend calls send it and log lines carry it), and when the answer is sent, or cut, writes
 * one log line and counts the request. The line holds the method, the route pattern, the path without
 * its query, the status and the duration; never a header, a query string or a body, where passwords,
 * tokens, cookies and personal data travel.
 */
export function observeRequests({
  logger,
  operations,
  countRequests,
  trustsPeer,
}: ObserveOptions): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    // Only a proxy the shop trusts names the request: anyone else could give many requests one id and
    // blur the trail of another shopper's request.
    const sent = trustsPeer(request.socket.remoteAddress) ? request.get(REQUEST_ID_HEADER) : undefined;
    const context: RequestContext = { requestId: requestIdFor(sent) };
    response.locals.requestContext = context;
    // React Router's request is built from these headers: the app reads the same id.
    request.headers[REQUEST_ID_HEADER.toLowerCase()] = context.requestId;
    response.setHeader(REQUEST_ID_HEADER, context.requestId);
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = context.route ?? UNMATCHED;
      const status = response.statusCode;
      if (countRequests) operations.recordRequest({ route, method: request.method, status, seconds });
      const line = {
        requestId: context.requestId,
        method: request.method,
        route,
        path: request.path.slice(0, MAX_LOGGED_PATH),
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(response.writableFinished ? {} : { completed: false }),
      };
      if (QUIET_ROUTES.has(route)) logger.debug(line, 'request');
      else logger.info(line, 'request');
    });
    operations.runInRequestContext(context, next);
  };
}
