// What the server turns React Router's scripts into (defer-scripts.server.ts), which the trigger turns
// back (intent-trigger.ts) and the build checks (framework-output-check.ts). No imports: the build's
// check runs this with Node itself.

/** The type that makes a script inert until the hydration trigger runs it (intent-trigger.ts). */
export const DEFERRED_SCRIPT_TYPE = 'text/x-deferred';
/** Marks a deferred script that was a module script. */
export const DEFERRED_MODULE_ATTRIBUTE = 'data-module';
/** The rel an inert module preload carries until hydration starts. */
export const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload';
