/**
 * Browser storage entries (docs/product/entities.md#browser-storage-entry, docs/product/constants.md#cookies-and-storage): every stored value carries when it was
 * written and how long it lives, so that a stale flag never outlives its lifetime.
 */
type StorageUnit = 's' | 'm' | 'h' | 'd';

interface StorageEntry<T> {
  /** Milliseconds since the epoch. */
  created: number;
  value: T;
  expiry: number;
  unit: StorageUnit;
}

export interface Lifetime {
  expiry: number;
  unit: StorageUnit;
}

/** Stored entries live 5 minutes unless told otherwise (docs/product/constants.md#cookies-and-storage). */
export const DEFAULT_LIFETIME: Lifetime = { expiry: 5, unit: 'm' };

const UNIT_MS: Record<StorageUnit, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function createStorageEntry<T>(
  value: T,
  lifetime: Lifetime = DEFAULT_LIFETIME,
  now: number = Date.now(),
): StorageEntry<T> {
  return { created: now, value, expiry: lifetime.expiry, unit: lifetime.unit };
}

export function expiresAt(entry: StorageEntry<unknown>): number {
  return entry.created + entry.expiry * UNIT_MS[entry.unit];
}

function isEntry(value: unknown): value is StorageEntry<unknown> {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.created === 'number' &&
    typeof entry.expiry === 'number' &&
    typeof entry.unit === 'string' &&
    entry.unit in UNIT_MS &&
    'value' in entry
  );
}

/** The value of a stored entry, or undefined when it is absent, malformed or expired. */
export function readStorageEntry(raw: string | null, now: number = Date.now()): unknown {
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isEntry(parsed) || expiresAt(parsed) <= now) return undefined;
  return parsed.value;
}

/** The "someone is signed in" flag: kept 10 days when a user is set, removed when cleared (docs/product/states.md#session, docs/product/constants.md#cookies-and-storage). */
export const SESSION_FLAG_KEY = 'auth_user';
export const SESSION_FLAG_LIFETIME: Lifetime = { expiry: 10, unit: 'd' };
