import { type Cache, type CacheEntry, type CacheEvent, cachified, isExpired } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import { logger } from '../observability/logger.server';
import { countCacheOutcome, registerCacheSize } from './cache-events';

/**
 * A second level the nodes of a fleet share (Redis): entries as JSON text. It answers within a bounded
 * wait or not at all: `get` gives undefined when it cannot answer in time, and `set` never waits.
 */
export interface SharedLevel {
  get(key: string): Promise<string | undefined>;
  set(key: string, json: string, ttlMs: number): void;
}

interface DataCacheOptions {
  /** The cache's name in metrics and in the shared level's keys: catalog, cms or search. */
  name: string;
  /** How long a value is fresh, then how long more it is served while one refresh runs. */
  ttlMs: number;
  staleMs: number;
  /** Bytes this node keeps, counted as the JSON length of keys and values; the least recently used go first. */
  maxBytes: number;
  /**
   * Past fresh + stale, a value is loaded again before it answers; when that load fails (the source is
   * down), the last value answers all the same, until a load succeeds or the cache is cleared.
   */
  staleIfError?: boolean;
  /** The fleet's shared level, when there is one (read on every use: it comes and goes with Redis). */
  shared?: () => SharedLevel | undefined;
}

interface ReadTiming {
  ttlMs: number;
  staleMs: number;
}

/** What the shared level holds: the entry's metadata and value (`v` absent for an undefined value). */
interface SharedEntry {
  m: CacheEntry['metadata'];
  v?: unknown;
}

function toJson(entry: CacheEntry): string {
  return JSON.stringify({ m: entry.metadata, v: entry.value } satisfies SharedEntry);
}

function fromJson(json: string): CacheEntry | undefined {
  try {
    const parsed = JSON.parse(json) as SharedEntry;
    if (typeof parsed?.m?.createdTime !== 'number') return undefined;
    return { metadata: parsed.m, value: parsed.v };
  } catch {
    return undefined;
  }
}

/**
 * A cache for catalogue, CMS and search reads (docs/decisions/003-caches.md): each value fresh for `ttlMs`, then served
 * stale for `staleMs` more while one refresh runs in the background (cachified), kept in this process
 * within `maxBytes` (lru-cache), and, in a fleet, in a shared level that lets nodes agree and a new node
 * start warm. Failures are never cached, and concurrent misses of one key share one load.
 */
export function createDataCache<T>({
  name,
  ttlMs,
  staleMs,
  maxBytes,
  staleIfError = false,
  shared = () => undefined,
}: DataCacheOptions) {
  const local = new LRUCache<string, CacheEntry>({
    maxSize: maxBytes,
    // One entry may take an eighth of the budget; a larger one is served but not kept.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
  });
  registerCacheSize(name, () => ({ bytes: local.calculatedSize, entries: local.size }));

  const keep = (key: string, entry: CacheEntry, json: string) => {
    local.set(key, entry, { size: key.length + json.length });
  };

  /**
   * The levels as cachified sees one cache. A value fresh in this process answers at once; otherwise
   * the shared level is asked for a newer copy (another node may have refreshed it).
   */
  const levels: Cache = {
    name,
    async get(key) {
      const kept = local.get(key);
      if (kept && !isExpired(kept.metadata)) return kept;
      const level = shared();
      if (!level) return kept;
      const json = await level.get(key);
      const found = json === undefined ? undefined : fromJson(json);
      if (!found || (kept && found.metadata.createdTime <= kept.metadata.createdTime)) return kept;
      keep(key, found, json!);
      return found;
    },
    set(key, entry) {
      let json: string;
      try {
        json = toJson(entry);
      } catch (error) {
        // Served but never kept: every read of it would load again, so it must not pass unseen.
        logger.error({ err: error, cache: name, key }, 'cache: a value that is not JSON cannot be kept');
        return;
      }
      keep(key, entry, json);
      const { ttl, swr } = entry.metadata;
      shared()?.set(key, json, (ttl ?? 0) + (swr ?? 0));
    },
    delete(key) {
      local.delete(key);
    },
  };

  /** Counts each read's outcome, and logs a refresh that failed (the stale value went on answering). */
  const reporter = () => {
    let read: CacheEntry | undefined;
    return (event: CacheEvent<T>) => {
      if (event.name === 'getCachedValueRead') read = (event.entry as CacheEntry | null) ?? undefined;
      else if (event.name === 'getCachedValueSuccess')
        countCacheOutcome(name, read && isExpired(read.metadata) ? 'stale' : 'hit');
      else if (event.name === 'getCachedValueEmpty' || event.name === 'getCachedValueOutdated')
        countCacheOutcome(name, 'miss');
      else if (event.name === 'getFreshValueError') countCacheOutcome(name, 'error');
      else if (event.name === 'refreshValueError') {
        countCacheOutcome(name, 'error');
        logger.error(
          { err: event.error, cache: name },
          'cache: a refresh failed, the stale value answers meanwhile',
        );
      }
    };
  };

  return {
    async get(key: string, load: () => Promise<T>, timing: ReadTiming = { ttlMs, staleMs }): Promise<T> {
      try {
        return (await cachified(
          {
            key,
            cache: levels,
            getFreshValue: load,
            ttl: timing.ttlMs,
            staleWhileRevalidate: timing.staleMs,
            fallbackToCache: false,
          },
          reporter,
        )) as T;
      } catch (error) {
        const last = staleIfError ? local.get(key) : undefined;
        if (!last) throw error;
        logger.error({ err: error, cache: name, key }, 'cache: loading failed, its last value answers');
        countCacheOutcome(name, 'stale');
        return last.value as T;
      }
    },
    /** Empties this process's copy (the shared level is emptied by the fleet's invalidation). */
    clear(): void {
      local.clear();
    },
    get size(): number {
      return local.size;
    },
    get bytes(): number {
      return local.calculatedSize;
    },
  };
}

export type DataCache<T> = ReturnType<typeof createDataCache<T>>;
