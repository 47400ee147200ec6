/** Page theme colour (docs/product/screens.md#loading-bar). */
export const THEME_COLOR = '#7E9A1B';

/** Loading bar during page loads (docs/product/screens.md#loading-bar). */
export const LOADING_BAR = {
  heightPx: 3,
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** Non-404 application errors are shown this long, then cleared (docs/product/errors.md#application-errors). */
export const APPLICATION_ERROR_EXPOSURE_MS = 2000;

/** How often the client asks the server for its build id to notice a new deployment (docs/product/states.md#start-up-and-deployments). */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
