// The server configuration imports this file with Node itself: relative paths only, and no package
// that loads React (main.ts fixes React's mode after reading the configuration).
import proxyaddr from 'proxy-addr';

/** Which proxies in front of the storefront may tell the shopper's address (client-address.server.ts). */
export type TrustedProxies = { hops: number } | { addresses: string[] };

/**
 * `SHOP_TRUSTED_PROXIES`: empty (no proxy: the connection's address is the shopper's), a number of
 * proxies in front of the storefront (`1` behind Varnish alone, `2` behind a load balancer and
 * Varnish), or a list of addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8`; `loopback`,
 * `linklocal` and `uniquelocal` name the usual ranges). Throws with the reason on anything else.
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const text = raw?.trim() ?? '';
  if (text === '') return { hops: 0 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(/[\s,]+/).filter(Boolean);
  // proxy-addr refuses what is not an address, a range or a preset name, with the reason.
  proxyaddr.compile(addresses);
  return { addresses };
}

/** Whether the address that connected is a proxy the shop trusts (its headers about the request count). */
export function isTrustedPeer(trusted: TrustedProxies, peer: string | undefined): boolean {
  if (!peer) return false;
  return 'hops' in trusted ? trusted.hops > 0 : proxyaddr.compile(trusted.addresses)(peer, 0);
}
