import { shouldReloadAfterChunkError } from '~/domain/reload-guard';

const KEY_PREFIX = 'chunk-reload:';

/** Reloads the page after a chunk load error, at most once per path within the guard window. */
export function reloadAfterChunkError(): boolean {
  const key = KEY_PREFIX + window.location.pathname;
  const stored = Number(window.sessionStorage.getItem(key));
  const now = Date.now();
  if (!shouldReloadAfterChunkError(Number.isFinite(stored) && stored > 0 ? stored : undefined, now))
    return false;
  window.sessionStorage.setItem(key, String(now));
  window.location.reload();
  return true;
}
