import { createHash } from 'node:crypto';
import { getServerConfig } from '~/config/server-config.server';
import { LRUCache } from 'lru-cache';
import { DEFAULT_ROLE, isPricelistName } from '~/domain/catalog';
import { roleOf } from '~/domain/user';
import { toUser } from '~/domain/user-from-erp';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { callErp } from './erp-client.server';
import { ErpError } from './erp-error';

/** How long the ERP's answer for one session is trusted: a customer's pricelist rarely changes. */
const PRICELIST_TTL_MS = 60_000;
/** Sessions remembered at once; the oldest leave first. */
const MAX_SESSIONS = 10_000;

interface PricelistResolverOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The pricelist of the customer behind a request's cookies, as the ERP says it (`GET customer`, read
 * as the session reads the user: domain/user.ts). Nothing the browser says is trusted: no session, a
 * session the ERP refuses (401, 403) or a customer without a login is the default pricelist. An ERP
 * that is down or answers otherwise, or a pricelist no index field can be named after, throws
 * (ErpError), and nothing is remembered. Answers are kept a minute by a hash of the cookies, which are
 * never kept or logged themselves.
 */
export function createPricelistResolver({
  ttlMs = PRICELIST_TTL_MS,
  maxEntries = MAX_SESSIONS,
  now,
}: PricelistResolverOptions = {}) {
  // Concurrent reads of one session share one call (lru-cache's fetch); a failed call is not kept.
  const cache = new LRUCache<string, string, string>({
    max: maxEntries,
    ttl: ttlMs,
    // Every read asks the clock: a session's minute ends when it ends (and a test's clock is obeyed).
    ttlResolution: 0,
    ...(now && { perf: { now } }),
    fetchMethod: (_key, _stale, { context: cookie }) => ask(cookie),
  });

  async function ask(cookie: string): Promise<string> {
    let customer: unknown;
    try {
      // The pricelist does not depend on the language the ERP answers in.
      customer = await callErp('customer', { locale: DEFAULT_LOCALE, cookie });
    } catch (error) {
      if (error instanceof ErpError && (error.status === 401 || error.status === 403)) return DEFAULT_ROLE;
      throw error;
    }
    // A customer of the public pricelist buys at the default prices every page already shows.
    const role = roleOf(toUser(customer), getServerConfig().defaultPricelistId);
    if (!isPricelistName(role))
      throw new ErpError(502, `The ERP gave a pricelist the index cannot name: ${JSON.stringify(role)}`);
    return role;
  }

  return (cookie: string | null | undefined): Promise<string> => {
    if (!cookie) return Promise.resolve(DEFAULT_ROLE);
    const key = createHash('sha256').update(cookie).digest('base64url');
    return cache.fetch(key, { context: cookie }) as Promise<string>;
  };
}

/** The pricelist of the request's customer (see createPricelistResolver). */
export const customerPricelist = createPricelistResolver();
