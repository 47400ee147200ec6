import { getServerConfig } from '~/config/server-config.server';
import { logger } from '../observability/logger.server';

/** What tells Varnish which tags to purge (deploy/varnish/storefront.vcl). */
const PURGE_TAGS_HEADER = 'X-Purge-Tags';
const PURGE_TIMEOUT_MS = 3_000;

/**
 * Drops the pages with any of `tags` from every HTTP cache in front of the nodes (SHOP_HTTP_CACHE_URL):
 * one PURGE request each, which the VCL accepts from the storefront's nodes only. A cache that cannot
 * be reached is logged; its pages expire by their own `s-maxage`.
 */
export async function purgeHttpCaches(tags: readonly string[]): Promise<void> {
  const caches = getServerConfig().httpCacheUrls;
  if (caches.length === 0 || tags.length === 0) return;
  await Promise.all(
    caches.map(async (cache) => {
      try {
        const response = await fetch(cache, {
          method: 'PURGE',
          headers: { [PURGE_TAGS_HEADER]: tags.join(' ') },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`answered ${response.status}`);
      } catch (error) {
        logger.error({ err: error, tags, cache: cache.origin }, 'http cache: purging failed');
      }
    }),
  );
}
