import type { Page } from '@playwright/test';
import { cookieChoiceMade } from './account-helpers';
import { addByLink, erpCartQuantities, newCustomer, PASSWORD, sellableProductIds } from './cart-helpers';
import { queryDemoDatabase, updateDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { downloadedPdfRuns } from './order-documents';

/**
 * Quotations (shopinvader_api_quotation) on the demo ERP that serves them: a business customer requests
 * one from the cart, follows it in the account, accepts it once the salesperson has priced it (the
 * demo's `_dev/quotations/{id}/estimate` stands for the salesperson) and it becomes an order; its PDF
 * downloads. Each test has a customer of its own, whose cart no other spec reads. stock-shopinvader.spec.ts
 * holds the shop without the module.
 */
const [PRODUCT] = sellableProductIds(1) as [number];

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL ?? '');
});

/** A new customer of the demo, made a validated business customer when `business`, signed in. */
async function signedInCustomer(page: Page, baseURL: string, business: boolean): Promise<string> {
  const login = await newCustomer(page.request, baseURL);
  if (business)
    updateDemoDatabase(
      "UPDATE erp_partners SET customer_type = 'b2b', customer_status = 'validated', pricelist = 'b2b', company_name = 'Quote Test SA' WHERE login = ?",
      login,
    );
  await page.goto('/en/account/login');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  return login;
}

/** The salesperson prices the requested quotation and sends it to the customer. */
async function salespersonPrices(page: Page, id: string) {
  const response = await page.request.post(
    `${process.env.DEMO_BACKEND_URL}/shopinvader-api/demo/_dev/quotations/${id}/estimate`,
  );
  expect(response.ok(), await response.text()).toBe(true);
}

test('a business customer requests a quotation, follows it, downloads it and accepts it into an order; keyboard and axe', async ({
  page,
  baseURL,
}) => {
  const login = await signedInCustomer(page, baseURL!, true);
  await addByLink(page, PRODUCT, 3);
  const request = page.getByRole('button', { name: 'Request a quotation' });
  await expect(request).toBeEnabled();
  await expect(request).toHaveAccessibleDescription(/Our sales team prices your cart/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await request.focus();
  await page.keyboard.press('Enter');

  // The cart is the quotation now: the shopper lands on it and is told what comes next.
  await expect(page).toHaveURL(/\/en\/account\/quotations\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(
    page.getByRole('status').filter({ hasText: 'Your request for a quotation has been sent' }),
  ).toBeVisible();
  const name = queryDemoDatabase<{ name: string }>('SELECT name FROM erp_sales WHERE id = ?', Number(id))[0]!
    .name;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quotation ${name}`);
  await expect(page.getByTestId('quotation-status')).toHaveText('Being priced');
  await expect(page.getByRole('main')).toContainText('Our sales team is pricing your request.');
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await expect(page.getByTestId('sale-line').locator('td').nth(1)).toHaveText('3');
  await expect(page.getByRole('button', { name: /^Accept the quotation/ })).toHaveCount(0);
  expect(erpCartQuantities({ login })).toEqual({});
  expect(await accessibilityViolations(page)).toEqual([]);

  // Followed in the account: the menu's Quotations list shows it, being priced.
  await page
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'Quotations' })
    .click();
  await expect(page).toHaveURL(/\/en\/account\/quotations$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Being priced');
  expect(await accessibilityViolations(page)).toEqual([]);

  await salespersonPrices(page, id);
  await page.reload();
  await waitForHydration(page);
  await expect(row).toContainText('Ready to accept');
  await row.getByRole('link', { name }).click();
  await expect(page.getByTestId('quotation-status')).toHaveText('Ready to accept');
  await expect(page.getByRole('main')).toContainText('Accepting it places the order at these prices.');

  const runs = await downloadedPdfRuns(page, 'Download the quotation (PDF)');
  expect(runs.join(' ')).toContain(name);

  const accept = page.getByRole('button', { name: 'Accept the quotation and order' });
  expect(await accessibilityViolations(page)).toEqual([]);
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/account/sales/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('status').filter({ hasText: 'Quotation accepted' })).toBeVisible();
  expect(
    queryDemoDatabase<{ typology: string; quotation_state: string }>(
      'SELECT typology, quotation_state FROM erp_sales WHERE id = ?',
      Number(id),
    )[0],
  ).toEqual({ typology: 'sale', quotation_state: 'accepted' });

  await page.goto('/en/account/quotations');
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText('You have no open quotation.');
  // Accepted, it is an order: no longer a quotation.
  await page.goto(`/en/account/quotations/${id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a customer who is not a business is not offered to request a quotation', async ({ page, baseURL }) => {
  const login = await signedInCustomer(page, baseURL!, false);
  await addByLink(page, PRODUCT, 1);
  await expect(page.getByRole('link', { name: 'Check out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a quotation' })).toHaveCount(0);
  // Left as found: an empty cart.
  await page.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await expect.poll(() => erpCartQuantities({ login })).toEqual({});
});
