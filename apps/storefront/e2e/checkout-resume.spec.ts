import type { Page } from '@playwright/test';
import { cookieChoiceMade, signIn } from './account-helpers';
import { checkoutSignedIn, newCustomer, PASSWORD, sellableProductIds } from './cart-helpers';
import { queryDemoDatabase, updateDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test } from './fixtures';

/**
 * A checkout that resumes (shopinvader_api_cart_step): each step sent to the ERP as the shopper moves
 * on, and the customer's other browser opening the checkout at that step, never past one whose data is
 * missing. Two browser contexts, one customer of the test's own; stock-shopinvader.spec.ts holds the shop
 * without the module.
 */
const [PRODUCT] = sellableProductIds(1) as [number];

/** Opens the checkout again from the cart, as the shopper would. */
async function reopenCheckout(page: Page) {
  await page.goto('/en/cart');
  await page.getByRole('link', { name: 'Check out' }).click();
}

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL!);
});

/** The open cart's step and done steps, as sale_cart_step keeps them. */
function stepsOf(login: string) {
  const [cart] = queryDemoDatabase<{ id: number; step: string | null }>(
    `SELECT s.id, st.code AS step FROM erp_sales s JOIN erp_partners p ON p.id = s.partner_id
     LEFT JOIN erp_cart_steps st ON st.id = s.cart_step_id
     WHERE p.login = ? AND s.typology = 'cart' AND s.state = 'draft' ORDER BY s.id DESC LIMIT 1`,
    login,
  );
  if (!cart) return undefined;
  const done = queryDemoDatabase<{ code: string }>(
    `SELECT st.code FROM erp_sale_done_steps d JOIN erp_cart_steps st ON st.id = d.step_id
     WHERE d.sale_id = ? ORDER BY st.id`,
    cart.id,
  );
  return { id: cart.id, step: cart.step, done: done.map(({ code }) => code) };
}

test("the customer's other browser opens the checkout at the step the ERP keeps, never past missing data", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await checkoutSignedIn(page, login, PRODUCT);
  expect(stepsOf(login)).toMatchObject({ step: null, done: [] });

  // The address step's own update carries the step.
  const update = page.waitForRequest((sent) => sent.url().endsWith('/carts/current/update'));
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  expect((await update).postDataJSON()).toMatchObject({ current_step: 'address', next_step: 'checkout' });
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  expect(stepsOf(login)).toMatchObject({ step: 'checkout', done: ['address'] });

  // The other browser, signed in as the same customer, opens at the delivery step.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  await cookieChoiceMade(other, baseURL!);
  const elsewhere = await other.newPage();
  await signIn(elsewhere, login, PASSWORD, '/account/login?redirect=%2Fen%2Fcheckout');
  await expect(elsewhere.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  await expect(elsewhere.getByTestId('address-summary')).toContainText('Test Shopper, Bruxelles');

  await page.getByRole('radio', { name: /Standard/ }).check();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect.poll(() => stepsOf(login)).toMatchObject({ step: 'last', done: ['address', 'checkout'] });

  await reopenCheckout(elsewhere);
  await expect(elsewhere.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(elsewhere.getByRole('checkbox', { name: /terms and conditions/ })).toBeVisible();
  expect(await accessibilityViolations(elsewhere)).toEqual([]);

  // The carrier gone (as when Odoo drops one no longer offered): the ERP's step is past it, the shop is not.
  updateDemoDatabase('UPDATE erp_sales SET carrier_id = NULL WHERE id = ?', stepsOf(login)!.id);
  await reopenCheckout(elsewhere);
  await expect(elsewhere.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  await expect(elsewhere.getByRole('checkbox', { name: /terms and conditions/ })).toHaveCount(0);
  await other.close();
});
