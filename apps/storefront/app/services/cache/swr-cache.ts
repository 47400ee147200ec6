import { logger } from '../observability/logger.server';
import { countCacheOutcome } from './cache-events';

/**
 * A small in-process cache for catalogue and CMS reads (DESIGN.md): fresh for `ttlMs`, then served stale
 * for up to `staleMs` more while one refresh runs in the background. Failures are never cached, and
 * concurrent misses of one key share one load.
 */
export interface SwrCacheOptions {
  /** The cache's name in the metrics (cache-events). */
  name: string;
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  /**
   * Past fresh + stale, a value is loaded again before it answers; when that load fails (the source is
   * down), the last value answers all the same, until a load succeeds or the cache is cleared.
   */
  staleIfError?: boolean;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export function createSwrCache<T>({
  name,
  ttlMs,
  staleMs,
  maxEntries,
  staleIfError = false,
  now = Date.now,
}: SwrCacheOptions) {
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();

  function load(key: string, loader: () => Promise<T>): Promise<T> {
    const running = loading.get(key);
    if (running) return running;
    const promise = loader()
      .then((value) => {
        entries.delete(key);
        entries.set(key, { value, storedAt: now() });
        // Maps keep insertion order: the first key is the oldest one.
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  return {
    async get(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age <= ttlMs) {
          countCacheOutcome(name, 'hit');
          return entry.value;
        }
        if (age <= ttlMs + staleMs) {
          countCacheOutcome(name, 'stale');
          // A failed background refresh keeps the stale value; the next read tries again.
          load(key, loader).catch((error: unknown) => {
            countCacheOutcome(name, 'error');
            logger.error({ err: error, cache: name, key }, 'cache: refreshing failed');
          });
          return entry.value;
        }
        if (staleIfError) {
          countCacheOutcome(name, 'miss');
          return load(key, loader).catch((error: unknown) => {
            countCacheOutcome(name, 'error');
            logger.error({ err: error, cache: name, key }, 'cache: loading failed, its last value answers');
            return entry.value;
          });
        }
        entries.delete(key);
      }
      countCacheOutcome(name, 'miss');
      return load(key, loader).catch((error: unknown) => {
        countCacheOutcome(name, 'error');
        throw error;
      });
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
