import type { Page } from '@playwright/test';
import { mailsTo } from './account-helpers';
import {
  addByLink,
  cartLine,
  newCustomer,
  PASSWORD,
  sellableProductIds,
  signInOnForm,
  waitForSync,
} from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

const [FIRST, SECOND] = sellableProductIds(2) as [number, number];

// The demo payment page speaks the browser's language; these tests read it in English.
test.use({ locale: 'en-US' });
// A whole checkout, with accessibility audits on the way, takes longer than a page test.
test.describe.configure({ timeout: 90_000 });

interface OrderRow {
  id: number;
  state: string;
  typology: string;
  carrier_code: string | null;
  shipping_kind: string | null;
}

function ordersOf(login: string): OrderRow[] {
  return queryDemoDatabase<OrderRow>(
    `SELECT s.id, s.state, s.typology, c.code AS carrier_code, sp.kind AS shipping_kind
     FROM erp_sales s JOIN erp_partners p ON p.id = s.partner_id
     LEFT JOIN erp_carriers c ON c.id = s.carrier_id
     LEFT JOIN erp_partners sp ON sp.id = s.shipping_partner_id
     WHERE p.login = ? AND s.typology = 'sale' ORDER BY s.id`,
    login,
  );
}

function orderQuantities(saleId: number): Record<number, number> {
  const rows = queryDemoDatabase<{ product_id: number; qty: number }>(
    "SELECT product_id, qty FROM erp_sale_lines WHERE sale_id = ? AND kind = 'product'",
    saleId,
  );
  return Object.fromEntries(rows.map((row) => [row.product_id, row.qty]));
}

/** Fills the cart anonymously, then signs in at the checkout's first step: the cart comes along. */
async function checkoutAsNewCustomer(page: Page, login: string, audit = false) {
  await addByLink(page, FIRST, 2);
  await addByLink(page, SECOND);
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  // Steps count from 1, signing in first.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveText(/^1\s*Sign in$/);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toHaveText(/^2\s*Addresses$/);
  if (audit) expect(await accessibilityViolations(page)).toEqual([]);
  await signInOnForm(page, login);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();
}

async function addressesAndStandardDelivery(page: Page, audit = false) {
  await expect(page.getByRole('radio', { name: /12 Rue Royale/ })).toBeChecked();
  if (audit) expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Your order reference (optional)').fill('PO-2026-17');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  await page.getByRole('radio', { name: /Standard/ }).check();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  if (audit) expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
}

async function payWithDemoCard(page: Page, outcome: 'Pay' | 'Leave pending' | 'Fail', audit = false) {
  await expect(page.getByRole('radio', { name: 'Card (demo)' })).toBeChecked();
  const pay = page.getByRole('button', { name: /^Pay/ });
  await expect(pay).toBeDisabled();
  if (audit) expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await pay.click();
  await page.getByRole('button', { name: outcome, exact: true }).click();
}

test('a new customer keeps the anonymous cart through sign-in, pays, and the ERP has the order', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await checkoutAsNewCustomer(page, login, true);
  await expect(page.getByRole('complementary').getByText('3 items')).toBeVisible();
  await addressesAndStandardDelivery(page, true);
  await payWithDemoCard(page, 'Pay', true);

  await expect(page).toHaveURL(/\/en\/checkout\/validated\?status=success/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByText('Your payment was accepted.')).toBeVisible();
  await expect(page.getByTestId('order-summary')).toContainText('Standard');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  const [order] = ordersOf(login).slice(-1);
  expect(order).toMatchObject({ state: 'processing', carrier_code: 'STD' });
  expect(orderQuantities(order!.id)).toEqual({ [FIRST]: 2, [SECOND]: 1 });
  expect(
    queryDemoDatabase<{ ref: string }>(
      'SELECT client_order_ref AS ref FROM erp_sales WHERE id = ?',
      order!.id,
    ),
  ).toEqual([{ ref: 'PO-2026-17' }]);

  // The cart starts afresh, and reloading the page does not lose the order shown.
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.goto('/en/checkout/validated');
  await expect(page.getByTestId('order-summary')).toBeVisible();
});

test('leaving the payment pending confirms the order as pending', async ({ page, request, baseURL }) => {
  const login = await newCustomer(request, baseURL!);
  await checkoutAsNewCustomer(page, login);
  await addressesAndStandardDelivery(page);
  await payWithDemoCard(page, 'Leave pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByTestId('payment-pending')).toContainText(
    'it will be processed as soon as the payment arrives',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  const [order] = ordersOf(login).slice(-1);
  expect(order).toMatchObject({ state: 'pending' });

  // The order is mailed as waiting for its payment, with the reference to pay it under and its link.
  const [name] = queryDemoDatabase<{ name: string }>('SELECT name FROM erp_sales WHERE id = ?', order!.id);
  const [mail] = await mailsTo(request, login);
  expect(mail?.subject).toContain(name!.name);
  expect(mail?.body).toContain(`: ${name!.name}\n`);
  expect(new URL(mail!.link!).pathname).toMatch(new RegExp(`/account/sales/${order!.id}$`));
});

test('a failed payment keeps the cart and offers to try again', async ({ page, request, baseURL }) => {
  const login = await newCustomer(request, baseURL!);
  await checkoutAsNewCustomer(page, login);
  await addressesAndStandardDelivery(page);
  await payWithDemoCard(page, 'Fail');
  await expect(page.getByTestId('payment-cancelled')).toBeVisible();
  // The tab says what the page says: no thanks for an order that was not paid.
  await expect(page).toHaveTitle(/^The payment did not go through \| /);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(ordersOf(login)).toEqual([]);
  // The ERP kept the checkout's step (shopinvader_api_cart_step): it opens again at the payment.
  await page.getByRole('link', { name: 'Try the payment again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await page.goto('/en/cart');
  await expect(cartLine(page, FIRST)).toBeVisible();
});

/** Presses Tab (or `key`) until what has the focus matches: the keyboard is the only way through. */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 80, key = 'Tab') {
  for (let press = 0; press < limit; press += 1) {
    if (await matches()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`The element never got the focus with ${key}`);
}

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : '';
    return `${element?.tagName} ${element?.getAttribute('type') ?? ''} ${label ?? ''} ${element?.textContent ?? ''}`;
  });

test('the whole checkout works with the keyboard alone, from the product page to the paid order', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  // Opening the product's address is the one step outside the page; the rest is keys only.
  await page.goto('/en/true-lavender-essential-oil');
  await waitForHydration(page);
  // The cookie banner comes last in the page: Shift+Tab from the top reaches it first.
  await tabTo(page, async () => (await focusedText(page)).includes('Necessary only'), 20, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await tabTo(page, async () => (await focusedText(page)).includes('Add to cart'), 120);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await tabTo(page, async () => (await focusedText(page)).includes('View cart'), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/cart$/);
  await waitForSync(page);
  await tabTo(page, async () => (await focusedText(page)).includes('Check out'), 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await tabTo(page, async () => (await focusedText(page)).includes('E-mail'));
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();
  await tabTo(page, async () => (await focusedText(page)).includes('Continue to delivery'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  await tabTo(page, async () => (await focusedText(page)).startsWith('INPUT radio'));
  // Arrow keys move through a radio group, each choice set on the cart at once.
  const express = page.getByRole('radio', { name: /Express/ });
  for (let press = 0; press < 3 && !(await express.isChecked()); press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(express).toBeChecked();
  await expect(page.getByRole('complementary')).toContainText('Shipping (Express delivery)');
  await tabTo(page, async () => (await focusedText(page)).includes('Continue to payment'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await tabTo(page, async () => (await focusedText(page)).startsWith('INPUT checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, async () => (await focusedText(page)).includes('Pay '));
  await page.keyboard.press('Enter');
  // The demo payment page of the demo backend, also by keyboard.
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await tabTo(page, async () => (await focusedText(page)).trim().endsWith('Pay'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=success/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const [order] = ordersOf(login).slice(-1);
  expect(order).toMatchObject({ state: 'processing', carrier_code: 'EXP' });
  expect(Object.values(orderQuantities(order!.id))).toEqual([1]);
});
