import type { TriggerSettings } from './trigger-settings';

/**
 * Runs in the page's head, before the framework (serialized into an inline script by
 * hydration-trigger.server.ts, so it may use nothing from outside); in the bench's public-API variant,
 * as a module the client entry loads (hydration-gate.ts). A first-time visitor gets the page as the server rendered it, with no
 * framework code running, until a first sign of intent: a press that is not a scroll, a key, a focus, a
 * mouse moving (with `idle`, the default, also once the page has settled: see the end). Then `hydrate` brings the framework in (the inline trigger runs the deferred scripts
 * in document order; the gate lets React hydrate) and React hydrates (after a press, once its click has
 * been handled and painted). Clicks on buttons and form submissions made before
 * hydration is done are held and replayed once it is (a button's invoker command, such as opening its
 * dialog, still happens at once, a stepper's button steps its field at once (step-command.ts), and a
 * form marked native goes to the server); links work as links. While React hydrates, the events it would stop
 * to hydrate the whole page for are kept from it, so that a tap never waits for all of hydration.
 * A visitor with state in this browser (a cart or a session, a consent choice, a page of this
 * session's history, a sign-in in progress) gets hydration at once, since what the page shows depends
 * on it; so do the pages whose route asks for it (hydration-handle.ts). Once the page has loaded and
 * painted, the scripts are fetched at the lowest priority, so that the first interaction finds them.
 * A customer of a professional pricelist (the pricelist hint cookie) gets the document marked before
 * the first paint: CSS keeps every price's place but hides it until the session says whose prices to
 * show (components/product/session-pricelist.tsx), so no public price shows first.
 * With `idle` (SHOP_HYDRATION=idle), the settled page hydrates, at the browser's next idle moment,
 * instead of only fetching the scripts.
 */
export function startOnIntent(
  settings: TriggerSettings,
  atOnce: boolean,
  idle: boolean,
  hydrate: (settings: TriggerSettings) => void,
) {
  const root = document.documentElement;
  const cookies = document.cookie.split('; ');
  const hasCookie = (name: string) => cookies.some((entry) => entry.startsWith(`${name}=`));
  const consentGiven = hasCookie(settings.consentCookie);
  if (consentGiven) root.setAttribute(settings.consentAttribute, '');
  const pricelist = cookies
    .find((entry) => entry.startsWith(`${settings.pricelistCookie}=`))
    ?.slice(settings.pricelistCookie.length + 1);
  const proPrices = !!pricelist && pricelist !== settings.defaultPricelist;
  if (proPrices) root.setAttribute(settings.pricelistAttribute, 'pending');
  const held: (HTMLElement | HTMLFormElement)[] = [];
  // Fields a stepper's button stepped before hydration: their held clicks, replayed, carry the step.
  const stepped = new Set<HTMLInputElement>();
  let started = false;
  // A press in progress, or one whose click starts the scripts after its paint.
  let pressing = false;
  const listen = (on: boolean) => {
    for (const name of settings.events) {
      if (on) window.addEventListener(name, onIntent, { capture: true, passive: true });
      else window.removeEventListener(name, onIntent, { capture: true });
    }
  };
  const hold = (event: Event) => {
    if (root.dataset.hydrated === 'true' || !(event.target instanceof Element)) return;
    const target =
      event.type === 'submit'
        ? event.target
        : event.target.closest(
            'button, input[type="submit"], input[type="button"], summary, [role="button"]',
          );
    if (!(target instanceof HTMLElement)) return;
    // A form the server answers by itself is sent to it now (native-form.ts).
    const form = target instanceof HTMLFormElement ? target : (target as HTMLButtonElement).form;
    if (form?.hasAttribute(settings.nativeFormAttribute)) return;
    // A button's invoker command (opening or closing its dialog) goes ahead now. One that only opens or
    // closes (a popup's button, a close button) is done with it: replayed later, it would undo what the
    // visitor did since. Any other has its handler run on the replay.
    const command = target.getAttribute('command');
    const field = document.getElementById(target.getAttribute('commandfor') ?? '');
    if (
      (command === settings.stepUpCommand || command === settings.stepDownCommand) &&
      field instanceof HTMLInputElement &&
      field.type === 'number'
    ) {
      // The step shows at once; the field's new value is not given to React as an edit (see replayEdits).
      if (command === settings.stepUpCommand) field.stepUp();
      else field.stepDown();
      stepped.add(field);
      event.preventDefault();
      // Its buttons follow its bounds, as React's render will once the clicks are replayed.
      const bound = (limit: string, fallback: number) => (limit === '' ? fallback : Number(limit));
      for (const button of document.querySelectorAll(`button[commandfor="${CSS.escape(field.id)}"]`)) {
        (button as HTMLButtonElement).disabled =
          button.getAttribute('command') === settings.stepDownCommand
            ? field.valueAsNumber <= bound(field.min, -Infinity)
            : field.valueAsNumber >= bound(field.max, Infinity);
      }
    } else if (target.hasAttribute('commandfor') && command !== null) {
      if (command === 'close' || target.hasAttribute('aria-haspopup')) return;
    } else event.preventDefault();
    event.stopPropagation();
    held.push(target);
    // A tap's press starts the scripts itself, once what the tap does is painted.
    if (!pressing) start();
  };
  // React keeps what was typed before hydration on the screen but not in its state: each such field
  // is set back to what React holds and given the typed value again, as an input event would.
  const replayEdits = () => {
    // A textarea has no `checked`: read as an input, it is a field that is not checkable.
    const fields = document.querySelectorAll<HTMLInputElement>(
      'textarea, input:not([type="file"], [type="hidden"], [type="submit"], [type="button"], [type="reset"], [type="image"])',
    );
    for (const field of fields) {
      const checkable = field.type === 'checkbox' || field.type === 'radio';
      const edited = checkable ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
      // Of a group of radio buttons, the one chosen carries the change. A stepped field's clicks carry its.
      if (!edited || (field.type === 'radio' && !field.checked) || stepped.has(field)) continue;
      const prototype = Object.getPrototypeOf(field) as object;
      if (checkable) {
        const chosen = field.checked;
        field.checked = field.defaultChecked;
        Object.getOwnPropertyDescriptor(prototype, 'checked')?.set?.call(field, chosen);
      } else {
        const typed = field.value;
        field.value = field.defaultValue;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
      }
      field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
    }
  };
  const replay = () => {
    window.removeEventListener('click', hold, true);
    window.removeEventListener('submit', hold, true);
    replayEdits();
    // The clicks come after React has taken the edits in, which it does before the next task; each
    // after React has rendered what the one before did, which it does in a microtask (a stepper's
    // second "+" adds to its first), before any paint.
    setTimeout(async () => {
      for (const target of held.splice(0)) {
        if (!target.isConnected) continue;
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else target.click();
        await Promise.resolve();
      }
    }, 0);
  };
  // Stopped at the window, before React's listeners on the document see it.
  const keepFromReact = (event: Event) => event.stopPropagation();
  const guard = (on: boolean) => {
    for (const name of settings.keptFromHydration) {
      if (on) window.addEventListener(name, keepFromReact, { capture: true, passive: true });
      else window.removeEventListener(name, keepFromReact, { capture: true });
    }
  };
  const run = () => {
    guard(true);
    new MutationObserver((_, observer) => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      guard(false);
      replay();
    }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    hydrate(settings);
  };
  const runWhenParsed = () => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  };
  function start() {
    if (started) return;
    started = true;
    listen(false);
    runWhenParsed();
  }
  // A press is let finish first: its click, what its button does by itself (an invoker command opens
  // a dialog) and the paint that shows it come before the scripts take the main thread. A press that
  // becomes a scroll (the browser cancels its pointer) is no sign of intent: the page waits for the next.
  const awaitPress = () => {
    pressing = true;
    const outcomes: Record<string, boolean> = { click: true, contextmenu: true, pointercancel: false };
    let waiting = true;
    const end = (event?: Event) => {
      if (!waiting) return;
      waiting = false;
      clearTimeout(longPress);
      for (const name of Object.keys(outcomes)) window.removeEventListener(name, end, { capture: true });
      if (event && !outcomes[event.type]) {
        pressing = false;
        return;
      }
      // Still pressing until the scripts start, so that the click's own handlers do not start them first.
      requestAnimationFrame(() => setTimeout(start, 0));
    };
    for (const name of Object.keys(outcomes)) window.addEventListener(name, end, { capture: true });
    // A long press does not keep the page waiting.
    const longPress = setTimeout(end, settings.pressMs);
  };
  function onIntent(event: Event) {
    if (started || pressing) return;
    if (event.type === 'pointerdown' || event.type === 'touchstart') return awaitPress();
    // A finger's moves belong to its press; only a mouse moving over the page is a sign of its own.
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    start();
  }
  const prefetch = () => {
    if (started) return;
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="${settings.preloadRel}"]`)) {
      const hint = document.createElement('link');
      hint.rel = 'prefetch';
      hint.href = link.href;
      document.head.append(hint);
    }
  };
  const hydrateWhenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start);
    else start();
  };
  // The scripts wait until the page has loaded, has painted, and its largest paint has held for a
  // while, so that they never take bandwidth from the page's own content.
  let settled: ReturnType<typeof setTimeout> | undefined;
  // Run as a module (hydration-gate.ts), it may start after the page has loaded.
  let loaded = document.readyState === 'complete';
  let painted = false;
  const settle = () => {
    clearTimeout(settled);
    if (loaded && painted) settled = setTimeout(idle ? hydrateWhenIdle : prefetch, settings.settleMs);
  };
  window.addEventListener('load', () => {
    loaded = true;
    settle();
  });
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  ) {
    new PerformanceObserver(() => {
      painted = true;
      settle();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else painted = true;
  // A module may start on a page already loaded and, without the largest paint's entries, painted.
  settle();
  // At the window, before the guard that keeps clicks from React while it hydrates.
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);
  listen(true);
  // A page of this tab's history, reloaded or gone back to, as the browser's navigation entry says; where
  // it has none, the key React Router keeps in the history entry says it (read before its scripts run).
  const navigation = (
    performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  )?.type;
  const hasHistory = navigation
    ? navigation === 'back_forward' || navigation === 'reload'
    : Boolean((history.state as { key?: string } | null)?.key);
  // A frame or an answer of the identity provider (`state`) is the session's work in progress.
  const signingIn = window.self !== window.top || new URLSearchParams(location.search).has('state');
  if (atOnce || consentGiven || proPrices || hasCookie(settings.stateCookie) || hasHistory || signingIn)
    start();
}
