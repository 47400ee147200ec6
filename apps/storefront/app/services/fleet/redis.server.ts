import { createHash } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { BUILD_ID } from '~/config/build-id';
import { getServerConfig } from '~/config/server-config.server';
import { countCacheOutcome, registerCacheSize } from '../cache/cache-events';
import type { SharedLevel } from '../cache/data-cache.server';
import { logger } from '../observability/logger.server';

interface RedisSettings {
  url: URL;
  /** Longest wait for one command; a slower Redis counts as away. */
  timeoutMs: number;
  /** Put before every key and channel, so that several shops may share one Redis. */
  prefix: string;
}

/**
 * The node's link to the fleet's Redis (docs/decisions/004-fleet.md). Redis only ever makes things
 * faster or shared: while it is down or slow, commands fail at once or after `timeoutMs` (no queue
 * waits for it), callers fall back to this node's memory, and the log says so once per change of state.
 * The client reconnects by itself; `onRejoin` listeners run each time Redis is back.
 */
export function createRedisLink(
  settings: RedisSettings,
  log: (line: string) => void = (line) => logger.warn(line),
) {
  const options: RedisOptions = {
    commandTimeout: settings.timeoutMs,
    connectTimeout: Math.max(1_000, settings.timeoutMs * 4),
    // A command while disconnected fails at once instead of waiting in a queue for a Redis that may
    // not come back soon.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  };
  const client = new Redis(settings.url.href, options);
  // The subscriber's SUBSCRIBE waits for the connection, and is sent again after each reconnection.
  const subscriber = new Redis(settings.url.href, {
    ...options,
    enableOfflineQueue: true,
    commandTimeout: undefined,
  });
  const where = `${settings.url.hostname}:${settings.url.port || 6379}`;
  const rejoinListeners = new Set<() => void>();
  let up: boolean | undefined;
  let lastSize = { bytes: 0, entries: 0 };

  const markUp = () => {
    if (up === true) return;
    log(
      `redis: ${up === false ? 'back' : 'connected'} at ${where}; caches, invalidations and limits are shared`,
    );
    up = true;
  };
  const markDown = (reason: string) => {
    if (up === false) return;
    up = false;
    log(`redis: away at ${where} (${reason}); this node serves from its own memory until it is back`);
  };
  client.on('ready', markUp);
  client.on('error', (error: Error) => markDown(error.message));
  client.on('close', () => markDown('connection closed'));
  // The subscriber's own errors are the same outage, told by the client above. Messages sent while it
  // was away are lost: its listeners hear when it is back, to forget what those messages would have.
  subscriber.on('error', () => undefined);
  let subscriberLost = false;
  subscriber.on('close', () => {
    subscriberLost = true;
  });
  subscriber.on('ready', () => {
    if (!subscriberLost) return;
    subscriberLost = false;
    for (const listener of rejoinListeners) listener();
  });

  /**
   * Runs a command, or gives undefined at once while disconnected; a failure or timeout marks Redis
   * away, an answer marks it back.
   */
  async function run<T>(command: () => Promise<T>): Promise<T | undefined> {
    if (client.status !== 'ready') return undefined;
    try {
      const result = await command();
      markUp();
      return result;
    } catch (error) {
      markDown(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  const key = (...parts: string[]) => {
    const joined = parts.join(':');
    // Keys such as a search's whole query would make long Redis keys: those are hashed.
    return (
      settings.prefix + (joined.length > 200 ? createHash('sha256').update(joined).digest('hex') : joined)
    );
  };

  const sizes = setInterval(() => {
    void run(async () => {
      const [info, entries] = await Promise.all([client.info('memory'), client.dbsize()]);
      lastSize = { bytes: Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0), entries };
    });
  }, 15_000);
  sizes.unref();
  registerCacheSize('redis', () => lastSize);
  const levels = new Map<string, SharedLevel>();

  return {
    client,
    subscriber,
    key,
    run,
    /** Whether Redis answered last time it was asked (undefined before it ever was). */
    get up() {
      return up;
    },
    /** Calls `listener` each time the subscriber is connected again after losing its connection. */
    onRejoin(listener: () => void): void {
      rejoinListeners.add(listener);
    },
    /** The shared level of one data cache (data-cache.server.ts): entries expire with their freshness. */
    sharedLevel(cache: string): SharedLevel {
      const known = levels.get(cache);
      if (known) return known;
      // A value has the shape the code that wrote it gave it: during a rolling deploy, nodes of another
      // build neither read nor overwrite this build's values.
      const entry = (entryKey: string) => key('cache', BUILD_ID, cache, entryKey);
      const level: SharedLevel = {
        async get(entryKey) {
          const json = await run(() => client.get(entry(entryKey)));
          countCacheOutcome('redis', json === undefined ? 'error' : json === null ? 'miss' : 'hit');
          return json ?? undefined;
        },
        set(entryKey, json, ttlMs) {
          void run(() => client.set(entry(entryKey), json, 'PX', Math.max(1, Math.round(ttlMs))));
        },
      };
      levels.set(cache, level);
      return level;
    },
    async close(): Promise<void> {
      clearInterval(sizes);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

export type RedisLink = ReturnType<typeof createRedisLink>;

let link: RedisLink | undefined;

/** This process's link to Redis, made on first use; undefined when SHOP_REDIS_URL is not set. */
export function redisLink(): RedisLink | undefined {
  const settings = getServerConfig().redis;
  if (!settings) return undefined;
  link ??= createRedisLink(settings);
  return link;
}
