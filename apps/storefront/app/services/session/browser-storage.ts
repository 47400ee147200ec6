import {
  createStorageEntry,
  DEFAULT_LIFETIME,
  type Lifetime,
  readStorageEntry,
} from '~/domain/storage-entry';
import { markClientState } from './client-state-cookie';

/**
 * localStorage with lifetimes (docs/product/entities.md#browser-storage-entry). Storage can be unavailable (private
 * modes, disabled by policy, full); the shop then behaves as if nothing was stored.
 */
export const browserStorage = {
  read(key: string): unknown {
    try {
      const raw = window.localStorage.getItem(key);
      const value = readStorageEntry(raw);
      if (raw !== null && value === undefined) window.localStorage.removeItem(key);
      return value;
    } catch {
      return undefined;
    }
  },
  write(key: string, value: unknown, lifetime: Lifetime = DEFAULT_LIFETIME): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(createStorageEntry(value, lifetime)));
      markClientState();
    } catch {
      // Nothing to do: the session then lasts as long as the page.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Unavailable storage holds nothing to remove.
    }
  },
};

export type BrowserStorage = typeof browserStorage;
