import type { Page } from '@playwright/test';
import { startExtraStorefront, type ExtraStorefront } from './extra-storefront';
import { expect, test } from './fixtures';

/**
 * SHOP_HYDRATION in a real browser, on a product page a first-time visitor opens and does not touch:
 * `intent` (the default storefront) waits for a sign of intent, `eager` hydrates at once with React
 * Router's scripts as they are, `idle` hydrates by itself once the page has settled.
 */
const PRODUCT = '/en/true-lavender-essential-oil';
let eager: ExtraStorefront;
let idle: ExtraStorefront;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [eager, idle] = await Promise.all([
    startExtraStorefront('storefront-eager', { SHOP_HYDRATION: 'eager' }),
    startExtraStorefront('storefront-idle', { SHOP_HYDRATION: 'idle' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([eager?.stop(), idle?.stop()]);
});

/** A script tag the trigger runs later, and a module preload it turns back on then. */
const INERT_SCRIPT = /<script[^>]*type="text\/x-deferred"/;
const INERT_PRELOAD = 'rel="x-deferred-modulepreload"';

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const waitForHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test('intent: an untouched page stays as the server sent it, and hydrates on the first key', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await page.waitForLoadState('load');
  // Well past the settle time after which the idle mode hydrates: here the scripts are only fetched.
  await page.waitForTimeout(2500);
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

test('idle: the page arrives inert and hydrates by itself once settled', async ({ page }) => {
  const html = await (await page.request.get(`${idle.url}${PRODUCT}`)).text();
  expect(html).toMatch(INERT_SCRIPT);
  expect(html).toContain(INERT_PRELOAD);
  await page.goto(`${idle.url}${PRODUCT}`);
  await waitForHydrated(page);
});
