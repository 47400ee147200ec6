import { writeBrowserCookie } from '../browser-cookie';

/**
 * Tells the page's hydration trigger (services/hydration) that this browser holds the shop's state, a
 * cart or a session, which the page shows: such a visitor's pages hydrate at once instead of once
 * settled or on the first sign of intent. The state itself stays in localStorage, which the trigger does not read, since
 * a first read of localStorage can hold the page's main thread for tens of milliseconds.
 */
export const CLIENT_STATE_COOKIE = 'shop_state';

/** Thirty days, renewed by every write of the state. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export function markClientState(): void {
  try {
    writeBrowserCookie(CLIENT_STATE_COOKIE, '1', { maxAgeSeconds: MAX_AGE_SECONDS });
  } catch {
    // Without cookies the pages hydrate on intent, and show the state from then on.
  }
}
