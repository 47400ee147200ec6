import { describe, expect, it } from 'vitest';
import { createWebhookReplayGuard, WEBHOOK_MAX_AGE_MS } from './webhook-replay.server';

describe('the revalidation webhook’s replay guard', () => {
  const start = Date.parse('2026-11-28T10:00:00Z');

  it('takes a recent webhook once, and refuses it when sent again', () => {
    const guard = createWebhookReplayGuard({ now: () => start });
    const createdAt = new Date(start - 1_000).toISOString();
    expect(guard('sha256=a', createdAt)).toBe('fresh');
    expect(guard('sha256=a', createdAt)).toBe('replayed');
    expect(guard('sha256=b', createdAt)).toBe('fresh');
  });

  it('refuses a webhook older than five minutes, from the future, or without createdAt', () => {
    const guard = createWebhookReplayGuard({ now: () => start });
    expect(guard('sha256=c', new Date(start - WEBHOOK_MAX_AGE_MS - 1).toISOString())).toBe('stale');
    expect(guard('sha256=d', new Date(start + WEBHOOK_MAX_AGE_MS + 1).toISOString())).toBe('stale');
    expect(guard('sha256=e', undefined)).toBe('stale');
    expect(guard('sha256=f', 'yesterday')).toBe('stale');
  });

  it('remembers a signature as long as its webhook could be fresh', () => {
    let now = start;
    const guard = createWebhookReplayGuard({ now: () => now });
    const createdAt = new Date(start).toISOString();
    expect(guard('sha256=g', createdAt)).toBe('fresh');
    now += WEBHOOK_MAX_AGE_MS;
    expect(guard('sha256=g', createdAt)).toBe('replayed');
    now += 1;
    expect(guard('sha256=g', createdAt)).toBe('stale');
  });
});
