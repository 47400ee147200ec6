/**
 * What the server's caches report about themselves, for the metrics (services/observability): each
 * read's outcome, and each cache's size. Caches only count here; whoever watches subscribes, so a cache
 * knows nothing of Prometheus and costs a function call per read when nobody watches.
 */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'error';

type CacheListener = (cache: string, outcome: CacheOutcome) => void;
type SizeReader = () => { bytes: number; entries: number };

const listeners = new Set<CacheListener>();
const sizeReaders = new Map<string, SizeReader>();

/** One read of `cache` ended so: a fresh value, a load, a stale value served, or a failed load. */
export function countCacheOutcome(cache: string, outcome: CacheOutcome): void {
  for (const listener of listeners) listener(cache, outcome);
}

/** Calls `listener` for every outcome counted from now on; the returned function stops it. */
export function onCacheOutcome(listener: CacheListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to read the size of `cache` when asked; a cache registered again replaces its reader. */
export function registerCacheSize(cache: string, read: SizeReader): void {
  sizeReaders.set(cache, read);
}

/** The size of every registered cache, now. */
export function cacheSizes(): { cache: string; bytes: number; entries: number }[] {
  return [...sizeReaders].map(([cache, read]) => ({ cache, ...read() }));
}
