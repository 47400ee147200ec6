/**
 * What a route says about its hydration, in its `handle`. Pages hydrate on the visitor's first sign of
 * intent (intent-trigger.ts), except those whose client code has work to do as soon as they
 * arrive: pages that read the visitor's session or the browser's storage to show anything, and links
 * that ask the page to act.
 */
export interface HydrationHandle {
  hydrateAtOnce: boolean | ((url: URL) => boolean);
}

/** The handle of a route that always hydrates at once. */
export const HYDRATE_AT_ONCE: HydrationHandle = { hydrateAtOnce: true };
