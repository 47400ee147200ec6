import { publicOrigin } from './request-origin.server';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Machine callers that prove themselves otherwise: the CMS webhook signs its body with HMAC. */
const SIGNED_ENDPOINTS = new Set(['/_revalidate']);

/**
 * Every request that changes state must come from the shop's own pages (DESIGN.md): browsers send
 * Origin on every POST, PUT, PATCH and DELETE, so a missing or foreign Origin is refused with 403.
 * Returns the refusal, or undefined when the request may go on.
 */
export function refuseCrossOrigin(request: Request): Response | undefined {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  if (SIGNED_ENDPOINTS.has(new URL(request.url).pathname)) return undefined;
  if (request.headers.get('origin') === publicOrigin(request)) return undefined;
  return Response.json(
    { detail: 'Cross-origin request refused' },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );
}
