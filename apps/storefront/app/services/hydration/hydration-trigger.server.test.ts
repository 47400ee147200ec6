import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HydrationMode } from '~/domain/hydration-mode';
import { hydrationTriggerSource } from './hydration-trigger.server';
import { PRESS_MS, SETTLE_MS } from './trigger-settings';
import { STEP_DOWN_COMMAND, STEP_UP_COMMAND } from './step-command';

// The page's timers (the long press, the settle delay, the frame before a press's scripts) run on a fake
// clock the tests move. happy-dom keeps its own copies of the timer functions when it loads, so they are
// faked before its import, for the whole file.
vi.hoisted(() => vi.useFakeTimers());

/** What the page's scripts leave on the window. */
interface PageGlobals {
  ran?: string[];
  clicks?: number;
  submits?: number;
}

const windows: Window[] = [];
afterEach(async () => {
  // Closing a page waits on its timers: the clock runs them out.
  for (const window of windows.splice(0))
    await Promise.all([window.happyDOM.close(), vi.runAllTimersAsync()]);
});

/**
 * A page as the server sends it (services/hydration/defer-scripts.server.ts): inert scripts that record
 * that they ran, a button and a form whose handlers stand for React's, and the trigger. The server puts
 * the trigger in the head, where a browser runs it while the page is still loading; happy-dom reports
 * the page as already parsed then, so here it comes last.
 */
function loadPage({
  cookie = '',
  atOnce = false,
  url = 'https://shop.test/en',
  mode = 'intent' as HydrationMode,
} = {}) {
  const window = new Window({
    url,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  windows.push(window);
  const { document } = window;
  if (cookie) document.cookie = cookie;
  document.write(`<!DOCTYPE html><html><head>
    <link rel="x-deferred-modulepreload" href="/assets/entry.client-a.js"></head><body>
    <section class="consent-banner">Cookies?</section>
    <button type="button" id="add">Add to cart</button>
    <button type="button" id="open" command="show-modal" commandfor="drawer">Add this one</button>
    <dialog id="drawer">Added</dialog>
    <button type="button" id="menu" aria-haspopup="dialog" command="show-modal" commandfor="side">Menu</button>
    <dialog id="side"><button type="button" id="close" command="close" commandfor="side">Close</button></dialog>
    <form id="search" action="/en/search"><input name="q" value="lavender"></form>
    <form id="heart" method="post" action="/en/account/wishlists" data-native-form><button id="love">Add to my wishlist</button></form>
    <input id="email" type="email" value=""><input id="terms" type="checkbox">
    <button type="button" id="less" command="${STEP_DOWN_COMMAND}" commandfor="qty">−</button>
    <input id="qty" type="number" min="1" max="3" value="1">
    <button type="button" id="more" command="${STEP_UP_COMMAND}" commandfor="qty">+</button>
    <a id="link" href="/en/about-us">About us</a>
    <script type="text/x-deferred">window.ran = ['data'];</script>
    <script type="text/x-deferred">window.ran.push('stream');</script>
    <script>${hydrationTriggerSource(atOnce, mode)}</script>
    </body></html>`);
  const globals = window as unknown as PageGlobals;
  // React's handlers: they exist once the page has hydrated.
  const hydrate = () => {
    document
      .getElementById('add')!
      .addEventListener('click', () => (globals.clicks = (globals.clicks ?? 0) + 1));
    document.getElementById('search')!.addEventListener('submit', (event) => {
      event.preventDefault();
      globals.submits = (globals.submits ?? 0) + 1;
    });
    document.documentElement.dataset.hydrated = 'true';
  };
  return { window, document, globals, hydrate };
}

/** Runs the frame and the task the page queues after a press, or after hydration to replay what it held. */
const settle = () => vi.advanceTimersByTimeAsync(20);

/** Moves the page's clock on by `ms`, running each timer that falls due on the way. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the hydration trigger', () => {
  it('runs no deferred script and fetches nothing until the first sign of intent', () => {
    const { document, globals } = loadPage();
    expect(globals.ran).toBeUndefined();
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it.each(['pointerdown', 'touchstart'])(
    'on %s, lets the press finish first: the scripts run after its click has been handled and painted',
    async (type) => {
      const { window, globals } = loadPage();
      window.dispatchEvent(new window.Event(type));
      await settle();
      expect(globals.ran).toBeUndefined();
      window.dispatchEvent(new window.MouseEvent('click'));
      expect(globals.ran).toBeUndefined();
      await settle();
      expect(globals.ran).toEqual(['data', 'stream']);
    },
  );

  it('runs the scripts after a press that never becomes a click, once it has lasted a while', async () => {
    const { window, globals } = loadPage();
    window.dispatchEvent(new window.Event('pointerdown'));
    await wait(PRESS_MS - 1);
    expect(globals.ran).toBeUndefined();
    await wait(1);
    await settle();
    expect(globals.ran).toEqual(['data', 'stream']);
  });

  it.each([
    ['a key', 'KeyboardEvent', 'keydown', {}],
    ['a focus', 'FocusEvent', 'focusin', {}],
    ['a mouse moving', 'PointerEvent', 'pointermove', { pointerType: 'mouse' }],
  ] as const)('runs the deferred scripts in document order on %s, once', (_, kind, type, init) => {
    const { window, document, globals } = loadPage();
    window.dispatchEvent(new window[kind](type, init));
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    expect(globals.ran).toEqual(['data', 'stream']);
    expect(document.querySelectorAll('script[type="text/x-deferred"]')).toHaveLength(0);
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/entry.client-a.js',
    );
  });

  it('takes no scroll, wheel or finger moving as intent: reading needs no script', async () => {
    const { window, globals } = loadPage();
    window.dispatchEvent(new window.Event('scroll'));
    window.dispatchEvent(new window.WheelEvent('wheel'));
    window.dispatchEvent(new window.PointerEvent('pointermove', { pointerType: 'touch' }));
    await settle();
    expect(globals.ran).toBeUndefined();
  });

  it('takes a press that becomes a scroll as no intent, and waits for the next one', async () => {
    const { window, globals } = loadPage();
    window.dispatchEvent(new window.PointerEvent('pointerdown', { pointerType: 'touch' }));
    window.dispatchEvent(new window.Event('touchstart'));
    window.dispatchEvent(new window.PointerEvent('pointercancel', { pointerType: 'touch' }));
    // Well past the time after which a long press would start the scripts.
    await wait(PRESS_MS);
    await settle();
    expect(globals.ran).toBeUndefined();
    window.dispatchEvent(new window.PointerEvent('pointerdown', { pointerType: 'touch' }));
    window.dispatchEvent(new window.MouseEvent('click'));
    await settle();
    expect(globals.ran).toEqual(['data', 'stream']);
  });

  it('keeps from React, while it hydrates, the events it would hydrate the whole page for at once', async () => {
    const { window, document, hydrate } = loadPage();
    // React listens on the document, in the capture phase, from the moment it starts hydrating.
    const seen: string[] = [];
    for (const type of ['pointerdown', 'touchstart', 'click', 'keydown', 'input'])
      document.addEventListener(type, () => seen.push(type), true);
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    const add = document.getElementById('add')!;
    add.dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }));
    add.dispatchEvent(new window.Event('touchstart', { bubbles: true }));
    document.getElementById('email')!.dispatchEvent(new window.Event('input', { bubbles: true }));
    add.dispatchEvent(new window.KeyboardEvent('keydown', { bubbles: true }));
    expect(seen).toEqual([]);
    hydrate();
    await settle();
    add.dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }));
    add.dispatchEvent(new window.KeyboardEvent('keydown', { bubbles: true }));
    expect(seen).toEqual(['pointerdown', 'keydown']);
  });

  it('holds a click on a button made before hydration, and replays it once hydrated', async () => {
    const { window, document, globals, hydrate } = loadPage();
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('add')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(globals.ran).toEqual(['data', 'stream']);
    hydrate();
    await settle();
    expect(globals.clicks).toBe(1);
    (document.getElementById('add') as unknown as HTMLButtonElement).click();
    expect(globals.clicks).toBe(2);
  });

  it('holds a click made while React hydrates, kept from React, and replays it once hydrated', async () => {
    const { window, document, globals, hydrate } = loadPage();
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    expect(globals.ran).toEqual(['data', 'stream']);
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('add')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    hydrate();
    await settle();
    expect(globals.clicks).toBe(1);
  });

  it('lets the invoker command of a held button happen at once, and replays its click once hydrated', async () => {
    const { window, document, globals, hydrate } = loadPage();
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('open')!.dispatchEvent(click);
    // Not cancelled, so the browser opens the dialog the button names; React's handler is not there yet.
    expect(click.defaultPrevented).toBe(false);
    expect(globals.ran).toEqual(['data', 'stream']);
    document
      .getElementById('open')!
      .addEventListener('click', () => (globals.clicks = (globals.clicks ?? 0) + 1));
    hydrate();
    await settle();
    expect(globals.clicks).toBe(1);
  });

  it('leaves the buttons that only open or close a dialog to their command: nothing to replay', async () => {
    const { window, document, globals, hydrate } = loadPage();
    for (const id of ['menu', 'close']) {
      const button = document.getElementById(id)!;
      button.addEventListener('click', () => (globals.clicks = (globals.clicks ?? 0) + 1));
      const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    // The clicks reached the page as they happened, and are not replayed.
    expect(globals.clicks).toBe(2);
    hydrate();
    await settle();
    expect(globals.clicks).toBe(2);
  });

  it('holds a form submitted before hydration, and submits it again once hydrated', async () => {
    const { window, document, globals, hydrate } = loadPage();
    const submit = new window.Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('search')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    hydrate();
    await settle();
    expect(globals.submits).toBe(1);
  });

  it('lets a form the server answers by itself (native-form.ts) go to the server before hydration', async () => {
    const { window, document, globals, hydrate } = loadPage();
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('love')!.dispatchEvent(click);
    const submit = new window.Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('heart')!.dispatchEvent(submit);
    expect(click.defaultPrevented).toBe(false);
    expect(submit.defaultPrevented).toBe(false);
    hydrate();
    await settle();
    expect(globals.submits).toBeUndefined();
  });

  it('lets links work as links before hydration', () => {
    const { window, document } = loadPage();
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('hydrates at once for a visitor with a cart or a session in this browser', () => {
    const { globals } = loadPage({ cookie: 'shop_state=1' });
    expect(globals.ran).toEqual(['data', 'stream']);
  });

  it('hydrates at once and hides the consent banner for a visitor who has chosen', () => {
    const { document, globals } = loadPage({ cookie: 'ncc_c=%7B%7D' });
    expect(globals.ran).toEqual(['data', 'stream']);
    expect(document.documentElement.hasAttribute('data-consent-given')).toBe(true);
  });

  it("marks the document before the first paint, and hydrates at once, for a professional pricelist's customer", () => {
    const { document, globals } = loadPage({ cookie: 'shop_pricelist=therapist' });
    expect(document.documentElement.getAttribute('data-pricelist')).toBe('pending');
    expect(globals.ran).toEqual(['data', 'stream']);
  });

  it.each(['shop_pricelist=default', 'shop_pricelist=', 'other_shop_pricelist=b2b', 'lang=en'])(
    'leaves prices to show at once with %s',
    (cookie) => {
      const { document, globals } = loadPage({ cookie });
      expect(document.documentElement.hasAttribute('data-pricelist')).toBe(false);
      expect(globals.ran).toBeUndefined();
    },
  );

  it('waits for intent for a visitor with other cookies only', () => {
    const { document, globals } = loadPage({ cookie: 'locale=nl; shop_state_other=1' });
    expect(globals.ran).toBeUndefined();
    expect(document.documentElement.hasAttribute('data-consent-given')).toBe(false);
  });

  it('gives React what was typed before hydration, before the held clicks', async () => {
    const { window, document, globals, hydrate } = loadPage();
    const email = document.getElementById('email') as unknown as HTMLInputElement;
    const terms = document.getElementById('terms') as unknown as HTMLInputElement;
    email.value = 'ana@example.com';
    terms.checked = true;
    const seen: string[] = [];
    document
      .getElementById('add')!
      .dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    hydrate();
    // React's change handlers: they see the input events the trigger sends, with the typed values.
    document.addEventListener('input', (event) =>
      seen.push(`input ${(event.target as unknown as HTMLInputElement).value}`),
    );
    document.addEventListener('click', (event) => {
      const target = event.target as unknown as HTMLInputElement;
      seen.push(target.type === 'checkbox' ? `click ${String(target.checked)}` : `click ${target.id}`);
    });
    await settle();
    expect(seen).toEqual(['input ana@example.com', 'click true', 'click add']);
    expect(email.value).toBe('ana@example.com');
    expect(terms.checked).toBe(true);
    expect(globals.clicks).toBe(1);
  });

  it("shows a stepper's step at once, and lets the held clicks, replayed, make it React's", async () => {
    const { window, document, globals, hydrate } = loadPage();
    const field = document.getElementById('qty') as unknown as HTMLInputElement;
    const tap = (id: string) => {
      const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      return click;
    };
    const button = (id: string) => document.getElementById(id) as unknown as HTMLButtonElement;
    button('less').disabled = true;
    expect(tap('more').defaultPrevented).toBe(true);
    expect(field.value).toBe('2');
    expect(button('less').disabled).toBe(false);
    tap('more');
    // At its bound, the field goes no further, and its button is disabled, as React renders it.
    expect(field.value).toBe('3');
    expect(button('more').disabled).toBe(true);
    tap('less');
    expect(field.value).toBe('2');
    expect(button('more').disabled).toBe(false);
    expect(globals.ran).toEqual(['data', 'stream']);
    hydrate();
    // React's handlers, which see the quantity of React's last render (it renders in a microtask after
    // a click), and the field's input events (an edit given back).
    const seen: string[] = [];
    let rendered = 1;
    for (const [id, step] of [
      ['more', 1],
      ['less', -1],
    ] as const) {
      document.getElementById(id)!.addEventListener('click', () => {
        const next = rendered + step;
        seen.push(`${id} ${next}`);
        queueMicrotask(() => (rendered = next));
      });
    }
    field.addEventListener('input', () => seen.push(`input ${field.value}`));
    await settle();
    expect(seen).toEqual(['more 2', 'more 3', 'less 2']);
  });

  it('hydrates at once when the route asks for it', () => {
    expect(loadPage({ atOnce: true }).globals.ran).toEqual(['data', 'stream']);
  });

  it("hydrates at once on the identity provider's answer", () => {
    expect(loadPage({ url: 'https://shop.test/en?code=c&state=s' }).globals.ran).toEqual(['data', 'stream']);
  });

  it('prefetches the scripts once the page has loaded and settled, and not before', async () => {
    const { window, document } = loadPage();
    const prefetched = () =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
    await wait(SETTLE_MS);
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new window.Event('load'));
    await wait(SETTLE_MS - 1);
    expect(prefetched()).toEqual([]);
    await wait(1);
    expect(prefetched()).toEqual(['https://shop.test/assets/entry.client-a.js']);
  });
});

describe('the hydration modes (SHOP_HYDRATION)', () => {
  it('intent: a settled page fetches the scripts but runs none until the first sign of intent', async () => {
    const { window, globals } = loadPage({ mode: 'intent' });
    window.dispatchEvent(new window.Event('load'));
    await wait(SETTLE_MS);
    await settle();
    expect(globals.ran).toBeUndefined();
    window.dispatchEvent(new window.Event('keydown'));
    expect(globals.ran).toEqual(['data', 'stream']);
  });

  it('eager: every page hydrates at once, whatever its route asks', () => {
    expect(loadPage({ mode: 'eager' }).globals.ran).toEqual(['data', 'stream']);
  });

  it('idle: the page hydrates by itself once loaded and settled, and not before', async () => {
    const { window, globals } = loadPage({ mode: 'idle' });
    expect(globals.ran).toBeUndefined();
    await wait(SETTLE_MS);
    expect(globals.ran).toBeUndefined();
    window.dispatchEvent(new window.Event('load'));
    await wait(SETTLE_MS - 1);
    expect(globals.ran).toBeUndefined();
    await wait(1);
    await settle();
    expect(globals.ran).toEqual(['data', 'stream']);
  });

  it('idle: a sign of intent before the page settles hydrates it at once', () => {
    const { window, globals } = loadPage({ mode: 'idle' });
    window.dispatchEvent(new window.Event('keydown'));
    expect(globals.ran).toEqual(['data', 'stream']);
  });
});
