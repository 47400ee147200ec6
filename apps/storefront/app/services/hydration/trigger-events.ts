// The events the hydration trigger (intent-trigger.ts) listens for, and those it keeps from React.

/**
 * The first signs of intent that start hydration. A scroll is not one: reading needs no script, and a
 * tap right after a scroll would land in the middle of hydration's work. A press counts once it turns
 * out not to be a scroll, and a moving pointer only when it is a mouse's.
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'];

/**
 * The events on which React, given one while it is still hydrating, would hydrate the whole page at
 * once before the event goes on (react-dom's "discrete replayable" events): a tap then waits for all of
 * hydration. The trigger keeps them from React until it has hydrated; held clicks are replayed then.
 */
export const EVENTS_KEPT_FROM_HYDRATION = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
];
