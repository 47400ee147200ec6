import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/** The header's autocomplete, a WAI-ARIA combobox driven here by the keyboard alone (issue 7). */

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'ncc_c', value: 'shgtm', url: baseURL! },
    { name: 'ncc_e', value: 'sh', url: baseURL! },
  ]);
});

async function focusSearch(page: Page, name: string) {
  const input = page.getByRole('combobox', { name });
  // Reached by tabbing from the page's start, as a keyboard user would.
  for (let i = 0; i < 30 && !(await input.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  return input;
}

test('typing, arrows and Enter open a product, with the results announced', async ({ page, baseURL }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const input = await focusSearch(page, 'Search for a product');
  await page.keyboard.type('true lavender ess');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  const product = listbox.getByRole('option', { name: /True Lavender essential oil/ });
  await expect(product).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestions?, use the arrow keys/ })).toHaveCount(
    1,
  );

  const options = await listbox.getByRole('option').allTextContents();
  const target = options.findIndex((text) => text.startsWith('True Lavender essential oil'));
  for (let i = 0; i <= target; i++) await page.keyboard.press('ArrowDown');
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await product.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/en/true-lavender-essential-oil`);
});

test('arrows wrap around; Escape closes the list, then clears the text', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const input = await focusSearch(page, 'Rechercher un produit');
  await page.keyboard.type('lavande');
  const options = page.getByRole('listbox', { name: 'Propositions de recherche' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toHaveText('Voir tous les résultats pour « lavande »');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('autocomplete-panel')).toBeHidden();
  await expect(input).toHaveValue('lavande');
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');
});

test('Enter without a chosen option opens the search page; recent searches are offered and clearable', async ({
  page,
}) => {
  await page.goto('/de');
  await waitForHydration(page);
  const input = await focusSearch(page, 'Produkt suchen');
  await page.keyboard.type('lavnde');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/search\?q=lavnde$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „lavnde“');
  await expect(input).toHaveValue('lavnde');

  await input.fill('');
  const recent = page.getByRole('group', { name: 'Letzte Suchen' });
  await expect(recent.getByRole('option', { name: 'lavnde' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/search\?q=lavnde$/);

  await expect(input).toHaveValue('lavnde');
  await input.fill('');
  await page.getByRole('button', { name: 'Letzte Suchen löschen' }).click();
  await expect(recent).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('shop.recent-searches'))).toBeNull();
});

test('categories and term suggestions are offered, and the open list has no accessibility violation', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/search?q=oil');
  await waitForHydration(page);
  const input = await focusSearch(page, 'Search for a product');
  await input.fill('');
  await page.keyboard.type('essential');
  const categories = page.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('option', { name: 'Essential oils' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await categories.getByRole('option', { name: 'Essential oils' }).click();
  await expect(page).toHaveURL(`${baseURL}/en/aromatherapy/essential-oils`);

  await focusSearch(page, 'Search for a product');
  await page.keyboard.type('lavnde');
  await expect(
    page.getByRole('group', { name: 'Suggestions' }).getByRole('option', { name: 'lavender' }),
  ).toBeVisible();
});
