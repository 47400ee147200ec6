import { describe, expect, it, vi } from 'vitest';
import { logger } from '../observability/logger.server';
import { type CacheOutcome, onCacheOutcome } from './cache-events';
import { createSwrCache } from './swr-cache';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('stale-while-revalidate cache', () => {
  it('serves a fresh value without loading again', async () => {
    const time = clock();
    const cache = createSwrCache<number>({
      name: 'test',
      ttlMs: 100,
      staleMs: 100,
      maxEntries: 10,
      now: time.now,
    });
    const loader = vi.fn(async () => 1);
    await cache.get('k', loader);
    time.advance(100);
    expect(await cache.get('k', loader)).toBe(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const time = clock();
    const cache = createSwrCache<number>({
      name: 'test',
      ttlMs: 100,
      staleMs: 100,
      maxEntries: 10,
      now: time.now,
    });
    let version = 1;
    const loader = vi.fn(async () => version);
    await cache.get('k', loader);
    version = 2;
    time.advance(150);
    expect(await cache.get('k', loader)).toBe(1);
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(await cache.get('k', loader)).toBe(2);
  });

  it('loads again once the value is older than fresh + stale', async () => {
    const time = clock();
    const cache = createSwrCache<number>({
      name: 'test',
      ttlMs: 100,
      staleMs: 100,
      maxEntries: 10,
      now: time.now,
    });
    await cache.get('k', async () => 1);
    time.advance(201);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('with staleIfError, answers the last value when loading it again fails, however old', async () => {
    const time = clock();
    const cache = createSwrCache<number>({
      name: 'test',
      ttlMs: 100,
      staleMs: 100,
      maxEntries: 10,
      staleIfError: true,
      now: time.now,
    });
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await cache.get('k', async () => 1);
    time.advance(10_000);
    const down = vi.fn(async () => Promise.reject(new Error('down')));
    expect(await cache.get('k', down)).toBe(1);
    expect(down).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
    cache.clear();
    await expect(cache.get('k', down)).rejects.toThrow('down');
    vi.restoreAllMocks();
  });

  it('never caches a failure', async () => {
    const cache = createSwrCache<number>({ name: 'test', ttlMs: 100, staleMs: 100, maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createSwrCache<number>({ name: 'test', ttlMs: 100, staleMs: 100, maxEntries: 10 });
    const loader = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(5), 10)));
    expect(await Promise.all([cache.get('k', loader), cache.get('k', loader)])).toEqual([5, 5]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createSwrCache<number>({ name: 'test', ttlMs: 100, staleMs: 0, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(2);
    const loader = vi.fn(async () => 9);
    expect(await cache.get('a', loader)).toBe(9);
  });

  it('counts each read by its name: hit, miss, stale, and error for a load that failed', async () => {
    const time = clock();
    const outcomes: [string, CacheOutcome][] = [];
    const stop = onCacheOutcome((cache, outcome) => outcomes.push([cache, outcome]));
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cache = createSwrCache<number>({
      name: 'counted',
      ttlMs: 100,
      staleMs: 100,
      maxEntries: 10,
      staleIfError: true,
      now: time.now,
    });
    await cache.get('k', async () => 1);
    await cache.get('k', async () => 2);
    time.advance(150);
    await cache.get('k', async () => 3);
    await vi.waitFor(() => expect(outcomes).toHaveLength(3));
    time.advance(1_000);
    const down = () => Promise.reject(new Error('down'));
    expect(await cache.get('k', down)).toBe(3);
    await expect(cache.get('other', down)).rejects.toThrow('down');
    stop();
    vi.restoreAllMocks();
    expect(outcomes).toEqual([
      ['counted', 'miss'],
      ['counted', 'hit'],
      ['counted', 'stale'],
      ['counted', 'miss'],
      ['counted', 'error'],
      ['counted', 'miss'],
      ['counted', 'error'],
    ]);
  });
});
