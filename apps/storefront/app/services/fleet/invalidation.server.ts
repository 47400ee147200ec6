import { randomUUID } from 'node:crypto';
import { isCacheTag } from '../cache/cache-tags.server';
import { clearDataCaches } from '../cache/data-caches.server';
import { purgePageCache } from '../cache/page-cache.server';
import { purgeHttpCaches } from './http-cache.server';
import { redisLink } from './redis.server';
import { logger } from '../observability/logger.server';

/** A node's name on the invalidation channel, so that it skips its own messages. */
const NODE_ID = randomUUID();
const CHANNEL = 'invalidate';

/** What changed: the cache tags of the pages that show it. */
interface Invalidation {
  tags: string[];
}

/** This node forgets what changed: its data caches, and the kept pages that show it. */
function forgetLocally({ tags }: Invalidation): void {
  clearDataCaches();
  purgePageCache(tags);
}

let listening = false;

/**
 * Hears the other nodes' invalidations (Redis pub/sub). A node that lost the subscription may have
 * missed some, so it forgets everything when it is back: its caches fill again from Redis and the
 * sources, never serving what a missed message would have dropped beyond the caches' own freshness.
 */
export function listenForInvalidations(): void {
  const link = redisLink();
  if (!link || listening) return;
  listening = true;
  const channel = link.key(CHANNEL);
  link.subscriber.subscribe(channel).catch((error: unknown) => {
    logger.error({ err: error }, 'invalidations: subscribing failed');
  });
  link.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { node, tags } = JSON.parse(message) as { node: string; tags: unknown };
      if (node === NODE_ID || !Array.isArray(tags)) return;
      forgetLocally({
        tags: tags.filter((tag): tag is string => typeof tag === 'string' && isCacheTag(tag)),
      });
    } catch {
      logger.error('invalidations: an unreadable message was ignored');
    }
  });
  link.onRejoin(() => {
    logger.warn('invalidations: back on the channel; this node forgets what it may have missed');
    clearDataCaches();
    purgePageCache(undefined);
  });
}

/** Deletes the data caches' shared copies in Redis, a batch of keys at a time. */
async function clearSharedCaches(): Promise<void> {
  const link = redisLink();
  if (!link) return;
  await link.run(async () => {
    let cursor = '0';
    do {
      const [next, keys] = await link.client.scan(cursor, 'MATCH', link.key('cache', '*'), 'COUNT', 500);
      if (keys.length > 0) await link.client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  });
}

/**
 * Something published changed the pages with these tags: every node's data caches are cleared (this
 * one now, the others through Redis), and the HTTP cache in front drops exactly those pages.
 */
export async function invalidate(change: Invalidation): Promise<void> {
  forgetLocally(change);
  const link = redisLink();
  await Promise.all([
    clearSharedCaches(),
    link?.run(() =>
      link.client.publish(link.key(CHANNEL), JSON.stringify({ node: NODE_ID, tags: change.tags })),
    ),
    purgeHttpCaches(change.tags),
  ]);
}
