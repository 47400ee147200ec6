import { cookieChoiceMade, signIn } from './account-helpers';
import { queryDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/**
 * Products I bought (shopinvader_api_sale's `GET sales/lines`) and shipments (shopinvader_api_delivery_carrier's
 * `GET deliveries`) in the account, on the demo ERP that serves both; stock-shopinvader.spec.ts holds the
 * shop without them.
 */
test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL ?? '');
});

test('products I bought: each product once, added to the cart again from its line, keyboard and axe', async ({
  page,
}) => {
  await signIn(page, 'b2b@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/en/account');
  await waitForHydration(page);
  const menu = page.getByRole('navigation', { name: /account/i });
  await menu.getByRole('link', { name: 'Products I bought' }).click();
  await expect(page).toHaveURL(/\/en\/account\/bought$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products I bought' })).toBeVisible();
  const products = page.getByTestId('bought-product');
  await expect(products.first()).toBeVisible();
  const bought = queryDemoDatabase<{ n: number }>(
    `SELECT COUNT(DISTINCT l.product_id) AS n FROM erp_sale_lines l JOIN erp_sales s ON s.id = l.sale_id
     JOIN erp_partners p ON p.id = s.partner_id
     WHERE p.email = 'b2b@demo.shop' AND s.typology = 'sale' AND s.state != 'cancel' AND l.kind = 'product'`,
  )[0]?.n;
  await expect(products).toHaveCount(bought ?? -1);
  await expect(products.first()).toContainText('Last bought:');
  expect(await accessibilityViolations(page)).toEqual([]);

  const line = products.filter({ has: page.getByRole('button', { name: 'Add to cart' }) }).first();
  const name = (await line.getByRole('heading', { level: 2 }).innerText()).trim();
  await line.getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(name);
  await drawer.getByRole('link', { name: /cart/i }).first().click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('main')).toContainText(name);
});

test('shipments: each delivery with its state, carrier, tracking link and order, axe', async ({ page }) => {
  await signIn(page, 'b2b@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/en/account/shipments');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  const pickings = page.getByTestId('picking');
  await expect(pickings).toHaveCount(3);
  const tracked = pickings.filter({ hasText: 'Tracking number:' }).first();
  await expect(tracked.getByRole('link', { name: /^3SDEMO\d{8}$/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(pickings.filter({ hasText: 'Delivered' })).not.toHaveCount(0);
  await tracked.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(/\/en\/account\/sales\/\d+$/);
  await page.goBack();
  expect(await accessibilityViolations(page)).toEqual([]);
});
