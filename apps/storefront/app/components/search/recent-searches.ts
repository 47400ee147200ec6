import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { addRecentSearch, readRecentSearches } from '~/domain/search-recent';

/**
 * The shopper's recent searches, kept in this browser only (docs/product/screens.md#search-autocomplete). One small store so that the
 * search page, which records them, and the header's autocomplete, which offers them, stay in step,
 * also across tabs (the storage event).
 */
const KEY = 'shop.recent-searches';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (private modes, policies): the feature then simply has no memory.
    return null;
  }
}

function write(list: string[]): void {
  try {
    if (list.length) window.localStorage.setItem(KEY, JSON.stringify(list));
    else window.localStorage.removeItem(KEY);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function rememberSearch(text: string): void {
  write(addRecentSearch(readRecentSearches(read()), text));
}

function clearRecentSearches(): void {
  write([]);
}

export function useRecentSearches(): { recent: string[]; clear: () => void } {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const recent = useMemo(() => readRecentSearches(raw), [raw]);
  return { recent, clear: useCallback(clearRecentSearches, []) };
}
