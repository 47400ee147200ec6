import type { Page } from '@playwright/test';
import { cookieChoiceMade } from './account-helpers';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Pages hydrate once they have settled, or on the visitor's first sign of intent if that comes first
 * (app/services/hydration): a first visit loads and paints without running the framework, and nothing
 * done before hydration is lost. The modes side by side: hydration-modes.spec.ts.
 */

const PRODUCT_PAGE = '/en/true-lavender-essential-oil';

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Holds the page's script files until the returned function is called: the page stays unhydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a first visit runs no framework code and fetches no script before the page has loaded', async ({
  page,
}) => {
  // What the page holds at its load event, before the trigger's own listener sees it.
  await page.addInitScript(() =>
    window.addEventListener('load', () => {
      const atLoad = {
        inertScripts: document.querySelectorAll('script[type="text/x-deferred"]').length,
        hydrated: document.documentElement.dataset.hydrated === 'true',
      };
      Object.assign(window, { atLoad });
    }),
  );
  await page.goto('/en', { waitUntil: 'load' });
  const atLoad = await page.evaluate(
    () => (window as unknown as { atLoad: { inertScripts: number; hydrated: boolean } }).atLoad,
  );
  expect(atLoad.inertScripts).toBeGreaterThan(0);
  expect(atLoad.hydrated).toBe(false);
  const early = await page.evaluate(() => {
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < loaded.loadEventEnd)
      .map((entry) => entry.name);
  });
  expect(early).toEqual([]);
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await waitForHydration(page);
});

test('a click on "Add to cart" before hydration adds the product once hydrated', async ({ page }) => {
  await page.goto(PRODUCT_PAGE);
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await isHydrated(page)).toBe(true);

  // The browser now holds a cart: the next page hydrates without waiting for a sign of intent.
  await page.goto('/en');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the tap on "Add to cart" opens the drawer before the scripts arrive; the line follows them', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(PRODUCT_PAGE);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('1 × True Lavender essential oil');
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await isHydrated(page)).toBe(true);
  await expect(drawer).toBeVisible();
});

test('the quantity steps before the scripts arrive, and the product is added in that quantity', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(PRODUCT_PAGE);
  const main = page.getByRole('main');
  const quantity = main.getByRole('spinbutton', { name: /^Quantity/ });
  await main.getByRole('button', { name: /^Increase the quantity of/ }).click();
  await main.getByRole('button', { name: /^Increase the quantity of/ }).click();
  await expect(quantity).toHaveValue('3');
  await main.getByRole('button', { name: /^Decrease the quantity of/ }).click();
  await expect(quantity).toHaveValue('2');
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  expect(await isHydrated(page)).toBe(false);
  release();
  // Each held click is replayed once React has rendered the one before: the line holds the 2 shown.
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toContainText('Quantity in cart: 2');
  await expect(drawer).toContainText('2 × True Lavender essential oil');
  await expect(quantity).toHaveValue('2');
});

test('the menu opens and closes before the scripts arrive, and stays as the visitor left it', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close the menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(menu).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close the menu' }).click();
  await expect(menu).toBeHidden();
});

test('the cart page, rendered loading, shows an empty cart without moving what is below it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.defineProperty(window, '__shifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/en/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  // Two frames for the last shift to be reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifted = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});

test('text typed before hydration reaches the search box once hydrated', async ({ page }) => {
  await page.goto('/en');
  expect(await isHydrated(page)).toBe(false);
  // `fill` sets the text at once, faster than the page can hydrate.
  await page.getByRole('combobox', { name: 'Search for a product' }).fill('true lavender ess');
  await expect(
    page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option', { name: /True Lavender essential oil/ }),
  ).toBeVisible();
});

test.describe('with the scripts blocked, as before hydration', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('the consent banner shows to a visitor who has not chosen', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
  });

  test('the consent banner never shows to a visitor who has chosen', async ({ page, context, baseURL }) => {
    await cookieChoiceMade(context, baseURL!);
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads without the consent banner, which could not be answered', async ({ page }) => {
    await page.goto(PRODUCT_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });
});
