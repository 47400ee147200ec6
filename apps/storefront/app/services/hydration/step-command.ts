/**
 * The invoker commands (`command` with `commandfor` naming a number field) of a stepper's buttons.
 * Before hydration the trigger (intent-trigger.ts) steps the field at once, so a tap shows
 * its answer without waiting for the scripts; the click is still held and replayed, which makes the
 * step React's. Once hydrated, the browser sends a custom command to the field, which nobody reads, and
 * the button's own handler does the work.
 */
export const STEP_UP_COMMAND = '--step-up';
export const STEP_DOWN_COMMAND = '--step-down';
