import type { FastifyRequest } from 'fastify';
import { type Lang, langFromHeader } from './lang.ts';

export function langOf(request: FastifyRequest): Lang {
  return langFromHeader(request.headers['accept-language']);
}

/** A `:uuid` path parameter, when the route has one. */
export function pathUuid(request: FastifyRequest): string | undefined {
  const params = request.params as { uuid?: string } | undefined;
  return params?.uuid;
}

/**
 * The ERP base URL as the browser sees it, for links the browser follows (the payment form): the
 * configured public URL, else the forwarded host and prefix a proxy announces, else this server.
 */
export function publicBaseUrl(
  request: FastifyRequest,
  configured: string | undefined,
  prefix: string,
): string {
  if (configured) return configured.replace(/\/+$/, '');
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  };
  const proto = header('x-forwarded-proto') ?? request.protocol;
  const host = header('x-forwarded-host') ?? request.host;
  const forwardedPrefix = header('x-forwarded-prefix');
  return `${proto}://${host}${forwardedPrefix ? forwardedPrefix.replace(/\/+$/, '') : prefix}`;
}
