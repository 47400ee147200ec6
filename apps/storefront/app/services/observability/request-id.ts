// The production server imports this file before the build, with Node itself: relative paths only.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Ids a proxy or a load balancer may send: UUIDs, trace ids and the like, in letters, digits and
 * `-_.:`, at most 128 characters. Anything else (a log-injection attempt, a megabyte of text) is
 * replaced by an id of our own, never cut or cleaned.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the one it came with when well-formed, else a new UUID. */
export function requestIdFor(sent: string | null | undefined): string {
  return sent && WELL_FORMED.test(sent) ? sent : randomUUID();
}
