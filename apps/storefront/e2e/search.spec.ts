import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/** The search page and the header's autocomplete, against the demo index (issue 7). */

test.beforeEach(async ({ context, baseURL }) => {
  // Consent already given, so that the banner does not cover the results.
  await context.addCookies([
    { name: 'ncc_c', value: 'shgtm', url: baseURL! },
    { name: 'ncc_e', value: 'sh', url: baseURL! },
  ]);
});

const count = (page: Page) => page.getByTestId('search-count');
const cards = (page: Page) => page.getByTestId('search-results').getByRole('heading');
const facets = (page: Page, name: string) => page.getByRole('complementary', { name });
/** The URL has changed and the listing shows its results (no navigation pending). */
async function settled(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
const productsShown = async (page: Page) =>
  Number(/\d+/.exec((await count(page).textContent()) ?? '')?.[0] ?? 0);

test('a typo still finds the product, in French and in English', async ({ page }) => {
  await page.goto('/search?q=lavnde');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « lavnde »');
  await expect(cards(page).filter({ hasText: 'Huile essentielle de Lavande fine' })).toBeVisible();
  await page.goto('/en/search?q=lavnde');
  await expect(cards(page).filter({ hasText: 'True Lavender essential oil' })).toBeVisible();
  await expect(page).toHaveTitle(/Results for ‘lavnde’/);
});

test('facets combine and uncombine, with chips that remove them', async ({ page }) => {
  await page.goto('/en/search');
  await waitForHydration(page);
  await expect(count(page)).toHaveText('70 products');
  const filters = facets(page, 'Filters');
  await expect(filters.getByRole('checkbox', { name: /^Lumen Aroma/ })).not.toBeChecked();
  await filters.getByRole('checkbox', { name: /^Lumen Aroma/ }).click();
  await settled(page, /brand=Lumen\+Aroma/);
  // A chosen value says so to assistive technology, not only with its look.
  await expect(filters.getByRole('checkbox', { name: /^Lumen Aroma/ })).toBeChecked();
  const brandOnly = await productsShown(page);
  expect(brandOnly).toBeLessThan(70);
  // Space toggles a value as it would a checkbox.
  await filters.getByRole('checkbox', { name: /^5 ml/ }).focus();
  await page.keyboard.press(' ');
  await settled(page, /brand=Lumen\+Aroma&capacity=5\+ml/);
  expect(await productsShown(page)).toBeLessThan(brandOnly);
  // Another brand adds to the choice: the brand facet counted without its own filter.
  await filters.getByRole('checkbox', { name: /^Terre d’Ocre/ }).click();
  await settled(page, /brand=Lumen\+Aroma&brand=Terre/);
  await expect(page.getByTestId('filter-chip')).toHaveCount(3);

  await page.getByRole('link', { name: 'Remove the filter Brand: Lumen Aroma' }).click();
  await expect(page).not.toHaveURL(/Lumen/);
  await expect(page.getByTestId('filter-chip')).toHaveCount(2);
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await expect(count(page)).toHaveText('70 products');
});

test('a category of the tree and a price range filter the results', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  const filters = facets(page, 'Filtres');
  await filters.getByRole('link', { name: /^Aromathérapie/ }).click();
  await settled(page, /category=1\b/);
  await expect(filters.getByRole('link', { name: /^Aromathérapie/ })).toHaveAttribute('aria-current', 'true');
  await expect(filters.getByRole('link', { name: /^Huiles essentielles/ })).toBeVisible();
  await filters.getByLabel('Prix maximum (€)').fill('6');
  await filters.getByRole('button', { name: 'Appliquer' }).click();
  await settled(page, /category=1&price_max=6/);
  await expect(page.getByRole('link', { name: /Retirer le filtre Prix/ })).toBeVisible();
  const prices = await page.getByTestId('product-price').locator('span.font-semibold').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices)
    expect(Number(price.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(6);
});

test('sort and paging keep the filters, and back and forward restore the state', async ({ page }) => {
  await page.goto('/en/search?price_max=20');
  await waitForHydration(page);
  expect(await productsShown(page)).toBeGreaterThan(30);
  // The address changes as the navigation commits, a moment before the new cards are drawn: each
  // listing is read once it differs from the one before.
  const relevance = await cards(page).allTextContents();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await settled(page, /price_max=20&sort=price_asc/);
  await expect.poll(() => cards(page).allTextContents()).not.toEqual(relevance);
  const firstPage = await cards(page).allTextContents();
  await page.getByRole('link', { name: 'Next page' }).click();
  await settled(page, /price_max=20&sort=price_asc&page=2/);
  await expect.poll(() => cards(page).allTextContents()).not.toEqual(firstPage);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await cards(page).allTextContents();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/price_max=20&sort=price_asc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(cards(page)).toHaveText(firstPage);
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveText(secondPage);
});

test('a search and its pages work without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByRole('combobox', { name: 'Search for a product' }).fill('oil');
  await page.getByRole('combobox', { name: 'Search for a product' }).press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=oil$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for ‘oil’');
  expect(await productsShown(page)).toBeGreaterThan(30);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/q=oil&page=2/);
  await expect(cards(page).first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption('name_desc');
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page).toHaveURL(/q=oil&sort=name_desc$/);
  await context.close();
});

test('nothing found: the correction and the top categories', async ({ page }) => {
  await page.goto('/en/search?q=tyem');
  await expect(count(page)).toHaveText('No products');
  const empty = page.getByTestId('search-empty');
  await expect(empty).toContainText('No products match ‘tyem’.');
  await expect(
    empty.getByRole('navigation', { name: 'Browse our categories' }).getByRole('link'),
  ).not.toHaveCount(0);
  await empty.getByRole('link', { name: 'tree' }).click();
  await expect(page).toHaveURL(/q=tree/);
  await expect(cards(page).filter({ hasText: 'Tea Tree' }).first()).toBeVisible();
});

test('few products found: the correction beside them, as a link', async ({ page }) => {
  await page.goto('/en/search?q=rosemery');
  await expect(cards(page).filter({ hasText: 'Rosemary Cineole essential oil' })).toBeVisible();
  const correction = page.getByTestId('search-correction');
  await expect(correction).toHaveText('Did you mean rosemary?');
  await correction.getByRole('link', { name: 'rosemary' }).click();
  await expect(page).toHaveURL(/q=rosemary$/);
  await expect(page.getByTestId('search-correction')).toHaveCount(0);
});

test('no product has all the words: those with any of them, and the page says so', async ({ page }) => {
  await page.goto('/en/search?q=huile%20eucalyptus');
  await expect(page.getByTestId('search-any-word')).toHaveText(
    'No product has every word of ‘huile eucalyptus’: here are the products with some of them.',
  );
  await expect(cards(page).first()).toContainText('Eucalyptus');
  await page.goto('/search?q=huile%20eucalyptus');
  await expect(page.getByTestId('search-any-word')).toHaveCount(0);
  await expect(cards(page).first()).toContainText('Eucalyptus');
});

test('the search page has no accessibility violation, with filters, on a phone and on a desktop', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/search?q=huile&brand=Lumen+Aroma&price_min=2&sort=name_asc');
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Filtres' }).click();
  await expect(facets(page, 'Filtres')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto('/search?q=tyem');
  expect(await accessibilityViolations(page)).toEqual([]);
});
