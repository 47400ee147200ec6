/** After a failed chunk load the page reloads at most once per path within this window (docs/product/states.md#start-up-and-deployments, docs/product/constants.md#interface). */
export const RELOAD_GUARD_MS = 10_000;

/**
 * After a chunk fails to load (usually: a new deployment removed it) the page reloads, but only once
 * per path within the guard window, so a chunk that is really gone cannot cause a reload loop.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt > RELOAD_GUARD_MS;
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether an error is a failed load of a code chunk (messages differ per browser). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
