// The server imports this file with Node itself: no path aliases, no packages, no imports.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Machine callers that prove themselves otherwise: the CMS webhook signs its body with HMAC. */
const SIGNED_ENDPOINTS = new Set(['/_revalidate']);

/**
 * Every request that changes state must come from the shop's own pages (docs/architecture.md#security-by-default): browsers send
 * Origin on every POST, PUT, PATCH and DELETE, so a missing or foreign Origin is refused. `shopOrigin`
 * is the origin of the address the shopper asked for (server/page-address.ts).
 */
export function isCrossOriginChange(
  method: string,
  pathname: string,
  origin: string | undefined,
  shopOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || SIGNED_ENDPOINTS.has(pathname)) return false;
  return origin !== shopOrigin;
}
