import { getServerConfig } from './server-config.server';

/** The shop's public origin: the configured one, else the origin the request was made to. */
export function publicOrigin(request: Request): string {
  return getServerConfig().publicUrl?.origin ?? new URL(request.url).origin;
}
