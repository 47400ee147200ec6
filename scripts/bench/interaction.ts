// The first interaction on a phone, as a first-time visitor meets it: Chromium with its CPU slowed
// four times (CDP Emulation.setCPUThrottlingRate) and a phone's viewport and touch, on the product
// page; a tap right after the first scroll, and one after reading for 3 s. Measured in the page: the
// time from the tap (its pointerdown) to what it opens being visible (the cart drawer, the menu, the
// search suggestions), and the interaction's Event Timing duration (what INP reports). Each hydration
// mode (SHOP_HYDRATION) in turn, every visit in a fresh browser context (no cookies, no cache).
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { median } from './load.ts';
import type { BenchPage } from './pages.ts';
import type { BenchStack } from './stack.ts';
import { HYDRATION_VARIANTS } from './hydration-variants.ts';

/** When the tap comes: right after the first scroll, or after reading for READING_MS. */
export const TAP_MOMENTS = ['after scroll', 'after reading'];
const CPU_SLOWDOWN = 4;
const READING_MS = 3000;
/** What recordInteractions keeps in the page, as `window.__bench`. */
interface InteractionState {
  tapAt: number;
  keyAt: number;
  lastKeyAt: number;
  shownAt: number;
  echoAt: number;
  events: { startTime: number; duration: number }[];
}

declare global {
  interface Window {
    __bench: InteractionState;
  }
}

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
};

/**
 * Runs in every page before its own scripts: keeps the time of the last pointerdown, of the first key
 * and of the last, every Event Timing entry of an interaction, the first frame after the tap (or the
 * first key) in which `visible` holds, and the first in which the focused field shows a typed letter.
 * The page checks that itself, from an animation frame: a check sent in from outside would run only
 * once the main thread is free, and so read a busy page's answer late.
 */
function recordInteractions(visible: () => number | false) {
  const state: InteractionState = { tapAt: 0, keyAt: 0, lastKeyAt: 0, shownAt: 0, echoAt: 0, events: [] };
  Object.defineProperty(window, '__bench', { value: state });
  const watch = () => {
    if (state.shownAt) return;
    const at = visible();
    if (at) state.shownAt = at;
    else requestAnimationFrame(watch);
  };
  const watchEcho = () => {
    if ((document.activeElement as HTMLInputElement | null)?.value) state.echoAt = performance.now();
    else requestAnimationFrame(watchEcho);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      state.tapAt = event.timeStamp;
      requestAnimationFrame(watch);
    },
    { capture: true },
  );
  addEventListener(
    'keydown',
    (event) => {
      state.lastKeyAt = event.timeStamp;
      if (state.keyAt) return;
      state.keyAt = event.timeStamp;
      requestAnimationFrame(watch);
      requestAnimationFrame(watchEcho);
    },
    { capture: true },
  );
  // Event Timing's threshold, which the DOM typings do not know yet.
  const options: PerformanceObserverInit & { durationThreshold: number } = {
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) state.events.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe(options);
}

/** The page's clock when what the interaction opens first showed (see recordInteractions). */
async function shownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => window.__bench.shownAt, undefined, { timeout: 30_000 });
  return handle.jsonValue();
}

/** One interaction: `from` names the moment it is timed from (the tap, or the last key). */
interface Scenario {
  act(page: Page): Promise<void>;
  visible: () => number | false;
  from: 'tapAt' | 'lastKeyAt';
}

/** Each interaction: what it does, and `visible`, the page's clock once what it opens shows (false before). */
export const SCENARIOS: Record<string, Scenario> = {
  /** The product's add-to-cart button; the confirmation drawer. */
  'add to cart': {
    async act(page) {
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).tap();
    },
    visible: () =>
      [...document.querySelectorAll('dialog[open]')].some(
        (dialog) => dialog.textContent?.includes('Added to your cart') && dialog.checkVisibility(),
      ) && performance.now(),
    from: 'tapAt',
  },
  /** The header's menu button; the menu. */
  menu: {
    async act(page) {
      await page.getByRole('button', { name: 'Open the menu' }).tap();
    },
    visible: () =>
      !!document.querySelector('dialog[open][aria-label="Menu"]')?.checkVisibility() && performance.now(),
    from: 'tapAt',
  },
  /**
   * The product's "+" beside its quantity: a control only React's handler answers (no command of its
   * own), so a tap before hydration waits for it; the field showing 2.
   */
  quantity: {
    async act(page) {
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Increase the quantity of/ })
        .first()
        .tap();
    },
    visible: () =>
      document.querySelector<HTMLInputElement>('main input[inputmode="numeric"]')?.value === '2' &&
      performance.now(),
    from: 'tapAt',
  },
  /**
   * A tap in the search box, then typing: the first letter shown, from its key; the suggestions, from
   * the last key (the pause the autocomplete waits for is the shopper's, AUTOCOMPLETE_DEBOUNCE_MS).
   */
  search: {
    async act(page) {
      const box = page.getByRole('combobox', { name: 'Search for a product' });
      await box.tap();
      await box.pressSequentially('lavender', { delay: 60 });
    },
    visible: () =>
      [...document.querySelectorAll('[role="listbox"] [role="option"]')].some((option) =>
        option.checkVisibility(),
      ) && performance.now(),
    from: 'lastKeyAt',
  },
};

/** One visit: load, scroll or read, act; the time to the answer shown and the longest interaction. */
async function visit(browser: Browser, url: string, scenario: string, when: string) {
  const context = await browser.newContext(PHONE);
  try {
    const { act, visible, from } = SCENARIOS[scenario];
    await context.addInitScript({ content: `(${recordInteractions})(${visible})` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    if (when === 'after scroll') await page.mouse.wheel(0, 240);
    else await page.waitForTimeout(READING_MS);
    await act(page);
    const shown = await shownAt(page);
    // Event Timing reports an interaction after its next paint: a moment for the last one to come.
    await page.waitForTimeout(300);
    const { start, inp, echoMs } = await page.evaluate((key) => {
      const state = window.__bench;
      // The interactions from the first of the tap or the first key on.
      const since = (state.tapAt || state.keyAt) - 50;
      const durations = state.events.filter((entry) => entry.startTime >= since).map((e) => e.duration);
      return {
        start: state[key],
        inp: durations.length ? Math.max(...durations) : null,
        echoMs: state.echoAt ? Math.round(state.echoAt - state.keyAt) : null,
      };
    }, from);
    return { shownMs: Math.round(shown - start), inpMs: inp, echoMs };
  } finally {
    await context.close();
  }
}

/** Every hydration variant, scenario and moment, `samples` visits each; their medians. */
export async function measureInteraction({
  stack,
  pages,
  samples,
  log,
}: {
  stack: BenchStack;
  pages: BenchPage[];
  samples: number;
  log: (message: string) => void;
}) {
  const product = pages.find((page) => page.name === 'product')!;
  const url = `${stack.storefrontUrl}${product.path}`;
  const { browser, close } = await launchChromium();
  const rows = [];
  try {
    for (const { name: mode, env } of HYDRATION_VARIANTS) {
      await stack.restartStorefront(env);
      // The page and its data once, so that every visit finds the server as a shopper would.
      await (await fetch(url)).arrayBuffer();
      for (const scenario of Object.keys(SCENARIOS)) {
        for (const when of TAP_MOMENTS) {
          log(`  ${mode}: ${scenario}, ${when}`);
          const visits = [];
          for (let sample = 0; sample < samples; sample += 1)
            visits.push(await visit(browser, url, scenario, when));
          rows.push({
            mode,
            scenario,
            when,
            samples,
            shownMs: median(visits.map((one) => one.shownMs)),
            inpMs: median(visits.map((one) => one.inpMs)),
            echoMs: median(visits.map((one) => one.echoMs)),
            visits,
          });
        }
      }
    }
    return { page: product.path, cpuSlowdown: CPU_SLOWDOWN, readingMs: READING_MS, rows };
  } finally {
    await close();
    await stack.restartStorefront();
  }
}
