import type { Page } from '@playwright/test';
import { cookieChoiceMade } from './account-helpers';
import { erpCartQuantities, newCustomer, signInOnForm } from './cart-helpers';
import { queryDemoDatabase, updateDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/**
 * The account's quick order (docs/product/screens.md#quick-order) for a business customer of the demo:
 * fifty pasted lines, two of unknown SKUs, checked against the index and the forty-eight others put in
 * the cart with one sync; a short upload whose bad line is named. Each test has a customer of its own,
 * made a validated business customer, whose cart no other spec reads.
 */
test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL ?? '');
});

/** Variants the demo sells (in stock, priced), read from its catalogue so the test follows it. */
function sellableSkus(count: number): { id: number; sku: string }[] {
  const rows = queryDemoDatabase<{ id: number; sku: string }>(
    `SELECT v.id, v.sku FROM catalogue_variants v
     WHERE v.stock_state != 'out_of_stock' AND EXISTS (SELECT 1 FROM catalogue_prices p WHERE p.variant_id = v.id)
     ORDER BY v.id LIMIT ?`,
    count,
  );
  if (rows.length < count) throw new Error(`The demo sells fewer than ${count} variants`);
  return rows;
}

/** A new business customer of the demo, signed in, on the quick order by the account's menu. */
async function businessOnQuickOrder(page: Page, baseURL: string): Promise<string> {
  const login = await newCustomer(page.request, baseURL);
  updateDemoDatabase(
    "UPDATE erp_partners SET customer_type = 'b2b', customer_status = 'validated', pricelist = 'b2b', company_name = 'Quick Order SA' WHERE login = ?",
    login,
  );
  await page.goto('/en/account/login');
  await waitForHydration(page);
  await signInOnForm(page, login);
  await expect(page).toHaveURL(/\/en\/account$/);
  await page
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'Quick order' })
    .click();
  await expect(page).toHaveURL(/\/en\/account\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  return login;
}

test('fifty pasted lines: two unknown SKUs flagged, the forty-eight others in the cart with one sync, axe', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const login = await businessOnQuickOrder(page, baseURL!);
  const sold = sellableSkus(48);
  const separators = [',', ';', '\t', ' '];
  const lines = sold.map(({ sku }, at) => `${sku}${separators[at % 4]}${(at % 5) + 1}`);
  lines.splice(10, 0, 'NO-SUCH-SKU-1,2');
  lines.splice(30, 0, `${sold[0]!.sku}-TYPO;1`);
  expect(lines).toHaveLength(50);
  await page.getByRole('textbox', { name: 'SKUs and quantities' }).fill(`SKU;Quantity\n${lines.join('\n')}`);
  await page.getByRole('button', { name: 'Check the lines' }).click();

  await expect(page.getByTestId('quick-order-summary')).toHaveText(
    '48 lines ready, 2 unknown SKUs, none unavailable.',
  );
  const unknown = page.locator('[data-testid="quick-order-line"][data-state="unknown"]');
  await expect(unknown).toHaveCount(2);
  await expect(unknown.nth(0)).toContainText('NO-SUCH-SKU-1');
  await expect(unknown.nth(1)).toContainText(`${sold[0]!.sku}-TYPO`);
  const ready = page.locator('[data-testid="quick-order-line"][data-state="ready"]');
  await expect(ready).toHaveCount(48);
  await expect(ready.first().getByRole('link')).toBeVisible();
  await expect(ready.first().getByTestId('product-price')).toContainText('excl. VAT');
  expect(await accessibilityViolations(page)).toEqual([]);

  const syncs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/shopinvader/carts/sync'))
      syncs.push(request.url());
  });
  await page.getByRole('button', { name: 'Add the ready lines to the cart' }).click();
  await expect(page.getByTestId('reorder-report')).toContainText('48 items added to your cart');
  expect(syncs).toHaveLength(1);
  expect(erpCartQuantities({ login })).toEqual(
    Object.fromEntries(sold.map(({ id }, at) => [id, (at % 5) + 1])),
  );
});

test('an uploaded file replaces the text; its bad line is named and the file’s lines are kept', async ({
  page,
  baseURL,
}) => {
  await businessOnQuickOrder(page, baseURL!);
  const [first] = sellableSkus(1);
  const csv = `sku,qty\n${first!.sku},2\n${first!.sku},none\n`;
  await page.getByLabel('Or a CSV file').setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the lines' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Some lines cannot be read' });
  await expect(alert).toContainText(`Line 3 (“${first!.sku},none”): the quantity must be a whole number.`);
  const field = page.getByRole('textbox', { name: 'SKUs and quantities' });
  await expect(field).toHaveValue(csv);
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(csv.replace(',none', ',3'));
  await page.getByRole('button', { name: 'Check the lines' }).click();
  await expect(page.getByTestId('quick-order-summary')).toHaveText(
    '1 line ready, no unknown SKU, none unavailable.',
  );
  await expect(page.locator('[data-testid="quick-order-line"]')).toContainText([`${first!.sku}`]);
  await expect(page.locator('[data-testid="quick-order-line"] td').nth(2)).toHaveText('5');
});
