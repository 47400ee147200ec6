import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { createContext, type RouterContextProvider } from 'react-router';
import { getServerConfig } from './server-config.server';
import type { TrustedProxies } from './trusted-proxies';

/**
 * The address of the connection, put in each request's context by the production HTTP server
 * (server/app.ts); empty where nothing puts it there (the development server).
 */
export const peerAddressContext = createContext<string>('');

type Trust = (address: string, hop: number) => boolean;

const compiled = new WeakMap<TrustedProxies, Trust>();

function trustOf(trusted: TrustedProxies): Trust {
  let trust = compiled.get(trusted);
  if (!trust) {
    trust =
      'hops' in trusted
        ? (_address: string, hop: number) => hop < trusted.hops
        : proxyaddr.compile(trusted.addresses);
    compiled.set(trusted, trust);
  }
  return trust;
}

/** IPv4 clients of a dual-stack socket show as `::ffff:a.b.c.d`: the same shopper as `a.b.c.d`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The shopper's address, as limits and the ERP need it (docs/decisions/004-fleet.md): the address that connected to this
 * server, unless it is a proxy the shop trusts (`SHOP_TRUSTED_PROXIES`), in which case `X-Forwarded-For`
 * is read from the right, one entry per trusted proxy, up to the first address that is not one. Entries
 * left of that are whatever the client wrote and are never believed.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string {
  if (!peer) return 'unknown';
  const request = {
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': forwardedFor ?? undefined },
  } as unknown as Parameters<typeof proxyaddr>[0];
  const found = proxyaddr(request, trustOf(trusted));
  // A trusted proxy writes addresses; anything else there means the chain is not what was configured.
  return plainAddress(isIP(found) ? found : peer);
}

/** The shopper's address of a request handled by React Router. */
export function requestClientAddress(request: Request, context: Readonly<RouterContextProvider>): string {
  return clientAddress(
    context.get(peerAddressContext),
    request.headers.get('x-forwarded-for'),
    getServerConfig().trustedProxies,
  );
}
