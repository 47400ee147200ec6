import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from './rate-limits';

describe('SHOP_RATE_LIMITS', () => {
  it('gives the defaults when empty, and none when off', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(Object.values(parseRateLimits('off')).every((limit) => limit === undefined)).toBe(true);
  });

  it('changes or switches off the rules it names and keeps the others', () => {
    const limits = parseRateLimits('sign-in=10/15m, autocomplete=off, register=3/2h, contact=1/30s');
    expect(limits['sign-in']).toEqual({ points: 10, durationSeconds: 900 });
    expect(limits.autocomplete).toBeUndefined();
    expect(limits.register).toEqual({ points: 3, durationSeconds: 7200 });
    expect(limits.contact).toEqual({ points: 1, durationSeconds: 30 });
    expect(limits.newsletter).toEqual(DEFAULT_RATE_LIMITS.newsletter);
  });

  it('refuses unknown rules and malformed limits with the reason', () => {
    expect(() => parseRateLimits('login=5/1m')).toThrow(/unknown rule 'login'/);
    expect(() => parseRateLimits('sign-in=5')).toThrow(/sign-in=points\/duration/);
    expect(() => parseRateLimits('sign-in=0/1m')).toThrow(/sign-in=points\/duration/);
  });
});
