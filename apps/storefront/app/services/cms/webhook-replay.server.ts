import { LRUCache } from 'lru-cache';

/** How old a signed webhook may be (its signed `createdAt`), and how far ahead of this clock. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

type WebhookFreshness = 'fresh' | 'stale' | 'replayed';

/**
 * Refuses a signed CMS webhook sent again: one whose signed `createdAt` is more than WEBHOOK_MAX_AGE_MS
 * from now (either way) is stale, and one whose signature this node already took within that window is
 * replayed. The signatures are kept as long as their webhooks are fresh, at most `maxEntries`.
 */
export function createWebhookReplayGuard({
  maxAgeMs = WEBHOOK_MAX_AGE_MS,
  maxEntries = 10_000,
  now = Date.now,
}: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const seen = new LRUCache<string, true>({
    max: maxEntries,
    ttl: 2 * maxAgeMs,
    ttlResolution: 0,
    perf: { now },
  });
  return (signature: string, createdAt: unknown): WebhookFreshness => {
    const at = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
    if (Number.isNaN(at) || Math.abs(now() - at) > maxAgeMs) return 'stale';
    if (seen.has(signature)) return 'replayed';
    seen.set(signature, true);
    return 'fresh';
  };
}

/** This node's guard of the revalidation webhook. */
export const webhookFreshness = createWebhookReplayGuard();
