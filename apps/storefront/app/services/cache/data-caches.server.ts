import { getServerConfig } from '~/config/server-config.server';
import { redisLink } from '../fleet/redis.server';
import { createDataCache, type DataCache } from './data-cache.server';

/**
 * The server's data caches (docs/decisions/003-caches.md): catalogue, CMS and search reads per locale, a minute fresh and
 * five more stale while refreshing, each within its own byte budget (SHOP_*_CACHE_MB), shared through
 * Redis when the shop runs as a fleet. Made on first use, from the configuration.
 */
type CacheName = 'catalog' | 'cms' | 'search';

const caches = new Map<CacheName, DataCache<unknown>>();

function dataCache(name: CacheName): DataCache<unknown> {
  let cache = caches.get(name);
  if (!cache) {
    cache = createDataCache<unknown>({
      name,
      ttlMs: 60_000,
      staleMs: 300_000,
      maxBytes: getServerConfig().dataCacheBytes[name],
      // While the CMS is down, the last content read keeps answering.
      staleIfError: name === 'cms',
      shared: () => redisLink()?.sharedLevel(name),
    });
    caches.set(name, cache);
  }
  return cache;
}

export const catalogCache = () => dataCache('catalog');
export const cmsCache = () => dataCache('cms');
export const searchCache = () => dataCache('search');

/** Empties this process's data caches (a publish, or messages this node may have missed). */
export function clearDataCaches(): void {
  for (const cache of caches.values()) cache.clear();
}
