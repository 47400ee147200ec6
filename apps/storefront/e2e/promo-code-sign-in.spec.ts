import { addByLink, newCustomer, sellableProductIds, signInOnForm, waitForSync } from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { expect, test } from './fixtures';

const [PRODUCT] = sellableProductIds(1) as [number];

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
