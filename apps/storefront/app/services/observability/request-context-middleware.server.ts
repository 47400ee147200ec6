import type { MiddlewareFunction } from 'react-router';
import { currentRequestContext, runInRequestContext } from './request-context.server';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/**
 * Root middleware: names the request by the pattern React Router matched (`/en/account/sales/:_id`,
 * `/*`), for the metrics and the request log. The production server has already put the request in its
 * context; Vite's development server has not, so the request gets one here.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = ({ request, pattern }, next) => {
  // React Router gives the pattern as the route table writes it (`en/*`, `/` for the home).
  const route = `/${pattern.replace(/^\/+/, '')}`;
  const context = currentRequestContext();
  if (context) {
    context.route = route;
    return next();
  }
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  return runInRequestContext({ requestId, route }, next);
};
