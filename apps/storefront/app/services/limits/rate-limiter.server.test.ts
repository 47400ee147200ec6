import { describe, expect, it } from 'vitest';
import { createLimiter, limitKey } from './rate-limiter.server';

describe('limiter', () => {
  it('allows the points of its window, then says how long to wait, and forgets a reset key', async () => {
    const limiter = createLimiter('contact', { points: 2, durationSeconds: 60 });
    expect(await limiter.take('a')).toBeUndefined();
    expect(await limiter.take('a')).toBeUndefined();
    const wait = await limiter.take('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.take('b')).toBeUndefined();
    await limiter.reset('a');
    expect(await limiter.take('a')).toBeUndefined();
  });

  it('takes a point given back again', async () => {
    const limiter = createLimiter('contact', { points: 1, durationSeconds: 60 });
    expect(await limiter.take('a')).toBeUndefined();
    await limiter.giveBack('a');
    expect(await limiter.take('a')).toBeUndefined();
    expect(await limiter.take('a')).toBeGreaterThan(0);
  });
});

describe('limit keys', () => {
  it('count an IPv6 shopper by their /64 network, whatever address of it they use', () => {
    expect(limitKey('2001:db8:1:2::1')).toBe(limitKey('2001:db8:1:2:ffff:1:2:3'));
    expect(limitKey('2001:db8:1:2::1')).not.toBe(limitKey('2001:db8:1:3::1'));
    expect(limitKey('203.0.113.1')).not.toBe(limitKey('203.0.113.2'));
  });

  it('join the address and the e-mail, the e-mail hashed and read without case', () => {
    expect(limitKey('203.0.113.1', 'A@x.example')).toBe(limitKey('203.0.113.1', ' a@x.example'));
    expect(limitKey('203.0.113.1', 'a@x.example')).not.toContain('x.example');
    expect(limitKey('203.0.113.1', 'a@x.example')).not.toBe(limitKey('203.0.113.2', 'a@x.example'));
  });
});
