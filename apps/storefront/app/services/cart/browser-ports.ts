/** A random UUID v4; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Waits `ms`, or less when the signal aborts (the shopper asked to retry now). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

const LOCK_NAME = 'shop-cart-sync';

/**
 * One sync at a time across the shop's tabs (Web Locks); where the browser has no locks (insecure
 * origins, old browsers) each tab only keeps its own syncs one at a time.
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return task();
  return navigator.locks.request(LOCK_NAME, task);
}
