import type { Browser, Page } from '@playwright/test';
import { type ContainerShop, startContainerShop } from '../../../scripts/containers/shop.ts';
import { cartLine, lineQuantity, signInOnForm, waitForSync } from '../e2e/cart-helpers';
import { expect, test as base } from '../e2e/fixtures';

/**
 * The shop as a shop deploys it (README, "Containers"): compose.yaml's images built from their
 * Dockerfiles and run with podman, driven from the host through the ports they publish on 127.0.0.1.
 */
type Shop = ContainerShop;

/** Each image's size as podman reports it, in MB. */
const imageMb = (shop: Shop) =>
  Object.fromEntries(
    Object.entries(shop.imageBytes).map(([name, bytes]) => [name, Math.round(bytes / 1e5) / 10]),
  );

/** The shop, built and started once for the worker, removed after its last test (or its failure). */
const test = base.extend<{ shop: Shop }, { started: Shop }>({
  started: [
    async ({}, use) => {
      const shop = await startContainerShop({ log: (message) => console.log(`[containers] ${message}`) });
      console.log(
        `[containers] built in ${JSON.stringify(shop.buildSeconds)} s, images of ${JSON.stringify(imageMb(shop))} MB, healthy ${shop.coldStartSeconds} s after the first start`,
      );
      try {
        await use(shop);
      } finally {
        shop.remove();
      }
    },
    // The builds and the cold start, each bounded by its own timeout (scripts/containers/shop.ts).
    { scope: 'worker', timeout: 40 * 60_000 },
  ],
  shop: async ({ started }, use) => use(started),
  baseURL: async ({ started }, use) => use(started.urls.storefront),
});
test.describe.configure({ mode: 'serial' });

const HOMES = [
  { path: '/', lang: 'fr', heading: 'plantes' },
  { path: '/nl', lang: 'nl', heading: 'planten' },
  { path: '/en', lang: 'en', heading: 'plants' },
  { path: '/de', lang: 'de', heading: 'Pflanzen' },
];

test('the home answers in its four languages, with the CMS’s hero', async ({ page }) => {
  for (const home of HOMES) {
    const response = await page.goto(home.path);
    expect(response?.status(), home.path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home.heading);
  }
});

test('the storefront reaches each backend by its service name, and is ready', async ({ request }) => {
  const backends = await request.get('/healthz/backends');
  expect(await backends.json()).toMatchObject({ status: 'ok', down: [] });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready' });
});

test('a search finds a product, whose page opens', async ({ page }) => {
  await page.goto('/en/search?q=lavnde');
  const card = page.getByTestId('search-results').getByRole('link', { name: /True Lavender essential oil/ });
  await expect(card.first()).toBeVisible();
  await card.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('True Lavender essential oil');
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
});

async function signedIn(browser: Browser, shop: Shop): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.urls.storefront, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/en/account/login');
  await signInOnForm(page, 'individual@demo.shop', 'demo1234');
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a customer signs in, and the cart they fill is the ERP’s, seen from another browser', async ({
  browser,
  shop,
}) => {
  const first = await signedIn(browser, shop);
  await first.goto('/en/search?q=lavnde');
  await first
    .getByTestId('search-results')
    .getByRole('link', { name: /True Lavender essential oil/ })
    .first()
    .click();
  await first.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await first.goto('/en/cart');
  await waitForSync(first);
  const line = first.locator('[data-testid="cart-line"]').filter({ hasText: 'True Lavender essential oil' });
  await expect(line).toHaveCount(1);
  const productId = Number(await line.getAttribute('data-product-id'));
  const quantity = await lineQuantity(first, productId).inputValue();

  const second = await signedIn(browser, shop);
  await second.goto('/en/cart');
  await waitForSync(second);
  await expect(cartLine(second, productId)).toHaveCount(1);
  await expect(lineQuantity(second, productId)).toHaveValue(quantity);
});

test('the CMS serves its content from PostgreSQL', async ({ request, shop }) => {
  const pages = await request.get(`${shop.urls.cms}/api/pages?locale=en`);
  expect(pages.status()).toBe(200);
  expect(((await pages.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  const database = shop.inspect('cms').Config.Env as string[];
  expect(database).toContain('DATABASE_CLIENT=postgres');
});

test('the storefront runs as an unprivileged user', ({ shop }) => {
  const user = shop.inspect('storefront').Config.User as string;
  expect(user).not.toMatch(/^(|root|0)(:|$)/);
});

test('every service stops on SIGTERM, within its grace period, with exit code 0', ({ shop }) => {
  const exits = shop.stop();
  for (const [service, exit] of Object.entries(exits)) {
    expect({ service, exitCode: exit.exitCode, logs: exit.exitCode === 0 ? '' : exit.logs }).toEqual({
      service,
      exitCode: 0,
      logs: '',
    });
    expect(exit.seconds, `${service} took its whole grace period`).toBeLessThan(exit.grace);
  }
  expect(Object.keys(exits).sort()).toEqual(Object.keys(shop.config.services).sort());
});
