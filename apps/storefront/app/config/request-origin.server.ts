import { getServerConfig } from './server-config.server';

/** The shop's public origin: the configured one, else the origin the request was made to. */
export function publicOrigin(request: Request): string {
  return getServerConfig().publicUrl?.origin ?? new URL(request.url).origin;
}

/**
 * Whether the shop's public address is https: every cookie the storefront writes is then Secure. Behind
 * a proxy that ends TLS, the request reaches the server over http, so this reads SHOP_PUBLIC_URL.
 */
export function hasSecureOrigin(request: Request): boolean {
  return publicOrigin(request).startsWith('https:');
}
