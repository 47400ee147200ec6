import { freePort } from '../../../scripts/lib/services.ts';
import { startExtraStorefront, type ExtraStorefront } from './extra-storefront';
import { accessibilityViolations, expect, test } from './fixtures';

/**
 * A storefront whose search engine is down (SHOP_SEARCH_URL points at a closed port): the search page
 * says so with a 503 and the autocomplete endpoint answers 503, never a crash.
 */
let storefront: ExtraStorefront;
let url: string;

test.beforeAll(async () => {
  const closedPort = await freePort();
  storefront = await startExtraStorefront('storefront-without-search', {
    SHOP_SEARCH_URL: `http://127.0.0.1:${closedPort}/es`,
  });
  url = storefront.url;
});

test.afterAll(async () => {
  await storefront?.stop();
});

test('the search page answers 503 with a clear message, and passes axe', async ({ page }) => {
  const response = await page.goto(`${url}/en/search?q=lavender`);
  expect(response?.status()).toBe(503);
  // An outage must not outlive itself in a CDN or in the server's page cache.
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('alert')).toContainText('Search is unavailable for a moment');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a catalogue page answers 503 with the error screen and its message, and passes axe', async ({
  page,
}) => {
  const response = await page.goto(`${url}/en/true-lavender-essential-oil`);
  expect(response?.status()).toBe(503);
  await expect(page.getByTestId('error-status')).toContainText('503');
  await expect(page.getByRole('main')).toContainText('The catalogue is unavailable right now');
  // In the page's language, whatever the backend said.
  await page.goto(`${url}/de/true-lavender-essential-oil`);
  await expect(page.getByRole('main')).toContainText('Der Katalog ist gerade nicht verfügbar');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the autocomplete endpoint answers 503', async ({ request }) => {
  const response = await request.get(`${url}/api/autocomplete?q=lavender&locale=en`);
  expect(response.status()).toBe(503);
  expect(await response.json()).toEqual({ message: 'The search engine is not available' });
});
