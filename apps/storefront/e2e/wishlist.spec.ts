import { cookieChoiceMade } from './account-helpers';
import { erpCartQuantities, newCustomer, signInOnForm } from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/**
 * Wishlists (shopinvader_api_wishlist) on the demo ERP that serves them: the product page's heart, the
 * account's named lists and a whole list into the cart, for a customer of its own (no other spec shares
 * its lists or cart); stock-shopinvader.spec.ts holds the shop without the module.
 */
const LAVENDER = '/en/true-lavender-essential-oil';
const TEA_TREE = '/en/tea-tree-essential-oil';

/** The heart's own code comes after the page's (components/product/product-view.tsx): it then shows whether the product is listed. */
const heartReady = (page: Page) => expect(page.locator('form#wishlist[data-hydrated]')).toBeAttached();

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL ?? '');
});

/** The customer's lists as the demo ERP stores them: name and products, in order. */
const storedLists = (login: string) =>
  queryDemoDatabase<{ name: string; products: string | null }>(
    `SELECT w.name, GROUP_CONCAT(l.product_id) AS products FROM erp_wishlists w
     JOIN erp_partners p ON p.id = w.partner_id LEFT JOIN erp_wishlist_lines l ON l.wishlist_id = w.id
     WHERE p.login = ? GROUP BY w.id ORDER BY w.id`,
    login,
  );

test('the heart keeps products in the first list; the account renames it and puts it in the cart, keyboard and axe', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const login = await newCustomer(request, baseURL!);

  // A visitor's heart asks to sign in, then brings the customer back to the product; tapped at once,
  // before the page's scripts, it goes to the server as a plain form.
  await page.goto(LAVENDER);
  const add = page.getByRole('button', { name: 'Add to my wishlist' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  await expect(page).toHaveURL(/\/en\/account\/login\?redirect=%2Fen%2Ftrue-lavender-essential-oil$/);
  await waitForHydration(page);
  await signInOnForm(page, login);
  await expect(page).toHaveURL(new RegExp(`${LAVENDER}$`));
  await waitForHydration(page);
  await heartReady(page);
  expect(storedLists(login)).toEqual([]);

  // By keyboard: the first tap creates the default list with the product.
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LAVENDER}#wishlist$`));
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'In my wishlist' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(TEA_TREE);
  await waitForHydration(page);
  await heartReady(page);
  await page.getByRole('button', { name: 'Add to my wishlist' }).click();
  await expect(page.getByRole('button', { name: 'In my wishlist' })).toHaveAttribute('aria-pressed', 'true');
  const stored = storedLists(login);
  expect(stored.map((list) => list.name)).toEqual(['My wishlist']);
  expect(stored[0]?.products?.split(',')).toHaveLength(2);

  // The account's list: its lines, renamed by keyboard.
  await page.goto('/en/account');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'Wishlists' })
    .click();
  await expect(page).toHaveURL(/\/en\/account\/wishlists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlists' })).toBeVisible();
  const list = page.getByTestId('wishlist');
  await expect(list).toHaveCount(1);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText('My wishlist');
  await expect(list.getByTestId('wishlist-line')).toHaveCount(2);
  const names = (await list.getByRole('heading', { level: 3 }).allInnerTexts()).map((name) => name.trim());
  expect(names).toHaveLength(2);
  expect(await accessibilityViolations(page)).toEqual([]);

  await list.getByText('Rename or delete “My wishlist”').click();
  await list.getByRole('textbox', { name: 'New name of the list' }).fill('Weekly restock');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The list is renamed.' })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText('Weekly restock');
  expect(storedLists(login).map((entry) => entry.name)).toEqual(['Weekly restock']);

  // A business customer's usual order: the line's quantity, kept in the list.
  const firstLine = list.getByTestId('wishlist-line').first();
  await firstLine.getByRole('spinbutton', { name: / in the list$/ }).fill('3');
  await firstLine.getByRole('button', { name: 'Save the quantity' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The quantity is saved.' })).toBeVisible();
  await expect(firstLine.getByRole('spinbutton', { name: / in the list$/ })).toHaveValue('3');

  // The whole list into the cart, at its quantities; the cart shows its lines.
  await list.getByRole('button', { name: 'Add the whole list to the cart' }).click();
  const report = page.getByTestId('reorder-report');
  await expect(report).toContainText('2 items added to your cart');
  await report.getByRole('link', { name: 'See the cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  for (const name of names) await expect(page.getByRole('main')).toContainText(name);
  expect(Object.values(erpCartQuantities({ login })).sort()).toEqual([1, 3]);
});

test('a list is created, loses a line and is deleted; a bad name is said in the page’s language', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await page.goto('/en/account/login');
  await waitForHydration(page);
  await signInOnForm(page, login);
  await expect(page).toHaveURL(/\/en\/account$/);
  await page.goto('/en/account/wishlists');
  await waitForHydration(page);
  await expect(page.getByText('You have no wishlist yet.')).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Name of a new list' });
  await name.fill('Gifts');
  await page.getByRole('button', { name: 'Create the list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The list is created.' })).toBeVisible();
  const list = page.getByTestId('wishlist');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText('Gifts');

  // The browser's own check is bypassed: the server says why.
  await name.evaluate((field) => field.removeAttribute('required'));
  await name.fill('   ');
  await page.getByRole('button', { name: 'Create the list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enter a name for the list.' })).toBeVisible();

  await page.goto(LAVENDER);
  await waitForHydration(page);
  await heartReady(page);
  await page.getByRole('button', { name: 'Add to my wishlist' }).click();
  await expect(page.getByRole('button', { name: 'In my wishlist' })).toBeVisible();
  await page.goto('/en/account/wishlists');
  await waitForHydration(page);
  await expect(list.getByTestId('wishlist-line')).toHaveCount(1);
  await list.getByRole('button', { name: /^Remove .+ from the list$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The product is removed from the list.' }),
  ).toBeVisible();
  await expect(list.getByTestId('wishlist-line')).toHaveCount(0);

  await list.getByText('Rename or delete “Gifts”').click();
  await list.getByRole('button', { name: 'Delete the list “Gifts”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The list is deleted.' })).toBeVisible();
  await expect(list).toHaveCount(0);
  expect(storedLists(login)).toEqual([]);
});
