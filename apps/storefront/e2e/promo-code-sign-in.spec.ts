import type { APIRequestContext } from '@playwright/test';
import {
  addByLink,
  erpCartQuantities,
  newCustomer,
  PASSWORD,
  sellableProductIds,
  signInOnForm,
  waitForSync,
} from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { expect, test } from './fixtures';

const [PRODUCT, EARLIER] = sellableProductIds(2) as [number, number];

test.use({ locale: 'en-US' });

/** The codes the ERP holds on the open cart of the customer `login`. */
function erpCartCodes(login: string): string[] {
  return queryDemoDatabase<{ code: string }>(
    `SELECT c.code FROM erp_sale_promo_codes sc
     JOIN erp_promo_codes c ON c.id = sc.promo_code_id
     JOIN erp_sales s ON s.id = sc.sale_id JOIN erp_partners p ON p.id = s.partner_id
     WHERE p.login = ? AND s.typology = 'cart' AND s.state = 'draft'`,
    login,
  ).map((row) => row.code);
}

test('a promo code applied as a guest is still applied after signing in at checkout', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await addByLink(page, PRODUCT, 2);
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-codes')).toHaveText('Codes applied: WELCOME10');

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();
  await expect.poll(() => erpCartCodes(login)).toEqual(['WELCOME10']);
  await expect(page.getByRole('complementary')).toContainText('WELCOME10');

  await page.goto('/en/cart');
  await waitForSync(page);
  await expect(page.getByTestId('applied-codes')).toHaveText('Codes applied: WELCOME10');
});

/** The customer leaves a cart on another device: signed in through the ERP proxy, then out again. */
async function leaveAccountCart(request: APIRequestContext, baseURL: string, login: string) {
  const headers = { Origin: baseURL };
  for (const [path, data] of [
    ['auth/login', { login, password: PASSWORD }],
    ['carts/sync', { transactions: [{ uuid: crypto.randomUUID(), product_id: EARLIER, qty: 3 }] }],
    ['auth/logout', undefined],
  ] as const) {
    const response = await request.post(`/shopinvader/${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
}

test("signing in at checkout says what the customer's earlier cart added, and the shopper may keep only this one", async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await leaveAccountCart(request, baseURL!, login);
  await addByLink(page, PRODUCT, 2);

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);
  const notice = page.getByTestId('cart-merge-notice');
  await expect(notice).toContainText('Signing in added 3 items from your previous cart to this one.');
  expect(erpCartQuantities({ login })).toEqual({ [PRODUCT]: 2, [EARLIER]: 3 });

  await notice.getByRole('button', { name: 'Keep only this cart' }).click();
  await expect(page.getByText("Your cart now holds only this visit's items.")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => erpCartQuantities({ login })).toEqual({ [PRODUCT]: 2 });
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible();
});

test('after signing in, keeping both carts keeps them and says no more', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await leaveAccountCart(request, baseURL!, login);
  await addByLink(page, PRODUCT, 1);
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);

  await page.getByTestId('cart-merge-notice').getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByTestId('cart-merge-notice')).toHaveCount(0);
  await page.goto('/en/cart');
  await waitForSync(page);
  await expect(page.getByTestId('cart-merge-notice')).toHaveCount(0);
  expect(erpCartQuantities({ login })).toEqual({ [PRODUCT]: 1, [EARLIER]: 3 });
});
