// The server configuration imports this file with Node itself: no path aliases, no packages.

/**
 * When a page's framework code runs (SHOP_HYDRATION): `intent`, on the visitor's first sign of intent
 * (the default: a first visit paints and reads without running any framework code); `eager`, at once,
 * as React Router sends it; `idle`, once the page has loaded and its largest paint has held, or on
 * intent if that comes first. Pages with state in the browser, and routes that ask for it, hydrate at
 * once in every mode (services/hydration).
 */
export const HYDRATION_MODES = ['intent', 'eager', 'idle'] as const;
export type HydrationMode = (typeof HYDRATION_MODES)[number];

export function isHydrationMode(value: string): value is HydrationMode {
  return (HYDRATION_MODES as readonly string[]).includes(value);
}
