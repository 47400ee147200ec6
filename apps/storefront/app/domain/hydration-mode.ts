// The server configuration imports this file with Node itself: no path aliases, no packages.

/**
 * When a page's framework code runs (SHOP_HYDRATION): `idle` (the default), once the page has loaded
 * and its largest paint has held, or on intent if that comes first, so that a first visit loads and
 * paints without framework code and a shopper who reads first finds every control live; `intent`, only
 * on the visitor's first sign of intent; `eager`, at once, as React Router sends it. Pages with state in
 * the browser, and routes that ask for it, hydrate at once in every mode (services/hydration). The
 * default was chosen on the bench's first-interaction figures (docs/benchmark.md#todays-figures).
 */
export const HYDRATION_MODES = ['intent', 'eager', 'idle'] as const;
export type HydrationMode = (typeof HYDRATION_MODES)[number];
export const DEFAULT_HYDRATION_MODE: HydrationMode = 'idle';
