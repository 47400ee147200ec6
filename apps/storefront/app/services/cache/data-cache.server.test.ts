import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onCacheOutcome, cacheSizes, type CacheOutcome } from './cache-events';
import { createDataCache, type SharedLevel } from './data-cache.server';
import { logger } from '../observability/logger.server';

const MB = 1024 * 1024;

function cache<T>(options: Partial<Parameters<typeof createDataCache>[0]> = {}) {
  return createDataCache<T>({ name: 'test', ttlMs: 100, staleMs: 100, maxBytes: MB, ...options });
}

/** A shared level in memory, as Redis would hold it: JSON text that expires. */
function memoryLevel() {
  const entries = new Map<string, { json: string; until: number }>();
  const level: SharedLevel & { entries: typeof entries } = {
    entries,
    async get(key) {
      const entry = entries.get(key);
      return entry && entry.until > Date.now() ? entry.json : undefined;
    },
    set(key, json, ttlMs) {
      entries.set(key, { json, until: Date.now() + ttlMs });
    },
  };
  return level;
}

describe('data cache: a minute fresh, more stale while refreshing (docs/decisions/003-caches.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('serves a fresh value without loading again', async () => {
    const subject = cache<number>();
    const load = vi.fn(async () => 1);
    await subject.get('k', load);
    vi.advanceTimersByTime(100);
    expect(await subject.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const subject = cache<number>();
    let version = 1;
    const load = vi.fn(async () => version);
    await subject.get('k', load);
    version = 2;
    vi.advanceTimersByTime(150);
    expect(await subject.get('k', load)).toBe(1);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await subject.get('k', load)).toBe(2));
  });

  it('loads again once the value is older than fresh + stale', async () => {
    const subject = cache<number>();
    await subject.get('k', async () => 1);
    vi.advanceTimersByTime(201);
    expect(await subject.get('k', async () => 2)).toBe(2);
  });

  it('with staleIfError, answers the last value when loading it again fails, however old', async () => {
    const subject = cache<number>({ staleIfError: true });
    await subject.get('k', async () => 1);
    vi.advanceTimersByTime(10_000);
    const down = vi.fn(async () => Promise.reject(new Error('down')));
    expect(await subject.get('k', down)).toBe(1);
    expect(down).toHaveBeenCalledTimes(1);
    expect(await subject.get('k', async () => 2)).toBe(2);
    subject.clear();
    await expect(subject.get('k', down)).rejects.toThrow('down');
  });

  it('never caches a failure', async () => {
    const subject = cache<number>();
    await expect(subject.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(subject.size).toBe(0);
    expect(await subject.get('k', async () => 3)).toBe(3);
  });

  it('keeps an undefined answer (a product that does not exist) like any other', async () => {
    const subject = cache<number | undefined>();
    const load = vi.fn(async () => undefined);
    expect(await subject.get('k', load)).toBeUndefined();
    expect(await subject.get('k', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses', async () => {
    const subject = cache<number>();
    let release: (value: number) => void = () => undefined;
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const both = Promise.all([subject.get('k', load), subject.get('k', load)]);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    release(5);
    expect(await both).toEqual([5, 5]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports each read as a hit, a miss, a stale answer or an error', async () => {
    const seen: CacheOutcome[] = [];
    const stop = onCacheOutcome((name, outcome) => name === 'outcomes' && seen.push(outcome));
    const subject = cache<number>({ name: 'outcomes' });
    await subject.get('k', async () => 1);
    await subject.get('k', async () => 1);
    vi.advanceTimersByTime(150);
    await subject.get('k', async () => 1);
    await subject.get('other', async () => Promise.reject(new Error('down'))).catch(() => undefined);
    stop();
    expect(seen).toEqual(['miss', 'hit', 'stale', 'miss', 'error']);
  });
});

describe('data cache: bounded in bytes', () => {
  it('keeps within its byte budget, the least recently used leaving first, and says its size', async () => {
    const subject = cache<string>({ name: 'bytes', maxBytes: 8_000 });
    const value = 'x'.repeat(800);
    await subject.get('a', async () => value);
    for (const key of 'bcdefghijklmnop') {
      await subject.get(key, async () => value);
      await subject.get('a', async () => 'not loaded: a stays, being read');
    }
    expect(subject.bytes).toBeLessThanOrEqual(8_000);
    expect(subject.size).toBeLessThan(16);
    const reload = vi.fn(async () => value);
    expect(await subject.get('a', reload)).toBe(value);
    await subject.get('b', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cacheSizes().find((size) => size.cache === 'bytes')).toEqual({
      cache: 'bytes',
      bytes: subject.bytes,
      entries: subject.size,
    });
  });

  it('serves but does not keep a value larger than an eighth of its budget', async () => {
    const subject = cache<string>({ maxBytes: 8_000 });
    const load = vi.fn(async () => 'x'.repeat(1_200));
    await subject.get('big', load);
    await subject.get('big', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(subject.size).toBe(0);
  });

  it('serves a value that is not JSON (a cycle) but says it cannot keep it', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const subject = cache<{ self?: unknown }>();
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(await subject.get('cyclic', async () => cyclic)).toBe(cyclic);
    expect(subject.size).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ cache: 'test', key: 'cyclic' }),
      'cache: a value that is not JSON cannot be kept',
    );
    error.mockRestore();
  });
});

describe('data cache: the shared level of a fleet', () => {
  it('lets a new node start warm: what one node loaded, another reads without loading', async () => {
    const level = memoryLevel();
    const first = cache<{ name: string }>({ shared: () => level });
    const second = cache<{ name: string }>({ shared: () => level });
    await first.get('k', async () => ({ name: 'lavender' }));
    const load = vi.fn(async () => ({ name: 'loaded again' }));
    expect(await second.get('k', load)).toEqual({ name: 'lavender' });
    expect(load).not.toHaveBeenCalled();
  });

  it('writes entries that expire with their freshness, fresh + stale', async () => {
    const level = memoryLevel();
    const set = vi.spyOn(level, 'set');
    await cache<number>({ ttlMs: 60_000, staleMs: 300_000, shared: () => level }).get('k', async () => 1);
    expect(set).toHaveBeenCalledWith('k', expect.any(String), 360_000);
  });

  it('takes a newer copy another node refreshed over its own stale one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const level = memoryLevel();
    const first = cache<number>({ shared: () => level });
    const second = cache<number>({ shared: () => level });
    await first.get('k', async () => 1);
    await second.get('k', async () => 1);
    vi.advanceTimersByTime(150);
    await first.get('k', async () => 2);
    await vi.waitFor(async () => expect(JSON.parse((await level.get('k'))!).v).toBe(2));
    const load = vi.fn(async () => 3);
    expect(await second.get('k', load)).toBe(2);
    expect(load).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('keeps answering from its own memory when the shared level cannot answer', async () => {
    const silent: SharedLevel = { get: async () => undefined, set: () => undefined };
    const subject = cache<number>({ shared: () => silent });
    const load = vi.fn(async () => 7);
    expect(await subject.get('k', load)).toBe(7);
    expect(await subject.get('k', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
