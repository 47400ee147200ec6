import { describe, expect, it } from 'vitest';
import {
  createStorageEntry,
  DEFAULT_LIFETIME,
  expiresAt,
  readStorageEntry,
  SESSION_FLAG_KEY,
  SESSION_FLAG_LIFETIME,
} from './storage-entry';

const now = Date.UTC(2026, 0, 1);

describe('browser storage entries (docs/product/entities.md#browser-storage-entry, docs/product/constants.md#cookies-and-storage)', () => {
  it('records created, value, expiry and unit', () => {
    expect(createStorageEntry(true, { expiry: 10, unit: 'd' }, now)).toEqual({
      created: now,
      value: true,
      expiry: 10,
      unit: 'd',
    });
  });

  it('lives 5 minutes by default', () => {
    expect(DEFAULT_LIFETIME).toEqual({ expiry: 5, unit: 'm' });
    const entry = createStorageEntry('x', undefined, now);
    expect(expiresAt(entry)).toBe(now + 5 * 60_000);
    const raw = JSON.stringify(entry);
    expect(readStorageEntry(raw, now + 5 * 60_000 - 1)).toBe('x');
    expect(readStorageEntry(raw, now + 5 * 60_000)).toBeUndefined();
  });

  it.each([
    ['s', 1000],
    ['m', 60_000],
    ['h', 3_600_000],
    ['d', 86_400_000],
  ] as const)('counts unit %s in %i ms', (unit, ms) => {
    expect(expiresAt(createStorageEntry(1, { expiry: 3, unit }, now))).toBe(now + 3 * ms);
  });

  it('keeps the session flag auth_user for 10 days', () => {
    expect(SESSION_FLAG_KEY).toBe('auth_user');
    const raw = JSON.stringify(createStorageEntry(true, SESSION_FLAG_LIFETIME, now));
    expect(readStorageEntry(raw, now + 10 * 86_400_000 - 1)).toBe(true);
    expect(readStorageEntry(raw, now + 10 * 86_400_000)).toBeUndefined();
  });

  it('ignores absent, malformed and foreign values', () => {
    expect(readStorageEntry(null, now)).toBeUndefined();
    expect(readStorageEntry('not json', now)).toBeUndefined();
    expect(readStorageEntry('true', now)).toBeUndefined();
    expect(
      readStorageEntry(JSON.stringify({ created: now, value: 1, expiry: 1, unit: 'y' }), now),
    ).toBeUndefined();
  });
});
