import type { Request } from 'express';
import { getServerConfig } from '../app/config/server-config.server.ts';

/**
 * The address a request asked for, as the shopper's browser wrote it: on SHOP_PUBLIC_URL's origin when
 * it is set (behind the proxy that ends TLS, the server itself is asked over plain http, and a form's
 * Origin, which React Router checks against the address, says https), else on the request's own protocol
 * and Host. React Router gets this address, and the page cache keeps pages under it. Throws on a Host
 * the URL parser refuses.
 */
export function pageAddress(request: Request): URL {
  const origin =
    getServerConfig().publicUrl?.origin ?? `${request.protocol}://${request.get('host') ?? 'localhost'}`;
  return new URL(`${origin}${request.originalUrl}`);
}
