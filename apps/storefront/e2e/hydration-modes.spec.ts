import type { Page } from '@playwright/test';
import { PRESS_MS } from '../app/services/hydration/trigger-settings';
import { startExtraStorefront, type ExtraStorefront } from './extra-storefront';
import { expect, test } from './fixtures';

/**
 * SHOP_HYDRATION in a real browser, on a product page a first-time visitor opens: `idle` (the default
 * storefront) hydrates by itself once the page has settled, `intent` waits for a sign of intent, `eager`
 * hydrates at once with React Router's scripts as they are.
 */
const PRODUCT = '/en/true-lavender-essential-oil';
let intent: ExtraStorefront;
let eager: ExtraStorefront;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [intent, eager] = await Promise.all([
    startExtraStorefront('storefront-intent', { SHOP_HYDRATION: 'intent' }),
    startExtraStorefront('storefront-eager', { SHOP_HYDRATION: 'eager' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([intent?.stop(), eager?.stop()]);
});

/** A script tag the trigger runs later, and a module preload it turns back on then. */
const INERT_SCRIPT = /<script[^>]*type="text\/x-deferred"/;
const INERT_PRELOAD = 'rel="x-deferred-modulepreload"';

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const waitForHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test('idle (the default): the page arrives inert and hydrates by itself once settled', async ({ page }) => {
  const html = await (await page.request.get(PRODUCT)).text();
  expect(html).toMatch(INERT_SCRIPT);
  expect(html).toContain(INERT_PRELOAD);
  await page.goto(PRODUCT);
  await waitForHydrated(page);
});

test('intent: an untouched page stays as the server sent it, and hydrates on the first key', async ({
  page,
}) => {
  await page.goto(`${intent.url}${PRODUCT}`);
  await page.waitForLoadState('load');
  // Once settled, the idle mode would hydrate; this one only prefetches the scripts, from the same timer.
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
  await expect(page.locator('script[type="text/x-deferred"]').first()).toBeAttached();
  expect(await hydrated(page)).toBe(false);
  await page.keyboard.press('Shift');
  await waitForHydrated(page);
});

test('eager: the page arrives with live scripts and hydrates without any input', async ({ page }) => {
  const html = await (await page.request.get(`${eager.url}${PRODUCT}`)).text();
  expect(html).toContain('type="module"');
  expect(html).not.toMatch(INERT_SCRIPT);
  expect(html).not.toContain(INERT_PRELOAD);
  await page.goto(`${eager.url}${PRODUCT}`);
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // On a storefront that hydrates on intent only, so that no settled page hydrates during the test.
  test('intent: scrolling, by wheel or by finger, reads the page without hydrating it; the tap that follows does', async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves on, past the longest press the trigger waits for.
    await page.clock.install();
    await page.goto(`${intent.url}${PRODUCT}`, { waitUntil: 'load' });
    await page.mouse.wheel(0, 200);
    // A finger's scroll: the browser cancels its pointer once it takes the gesture as a scroll.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 600 }] });
    for (let y = 580; y >= 300; y -= 20)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    // A press taken as intent would have started the scripts, replacing the inert ones, once the clock has
    // run past its longest wait, the frame and the task after it.
    await page.clock.runFor(PRESS_MS + 100);
    await expect(page.locator('script[type="text/x-deferred"]').first()).toBeAttached();
    expect(await hydrated(page)).toBe(false);
    await page.clock.resume();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).tap();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(await hydrated(page)).toBe(true);
  });
});
