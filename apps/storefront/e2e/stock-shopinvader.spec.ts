import type { Page } from '@playwright/test';
import { cookieChoiceMade, fillNewAddress, signIn } from './account-helpers';
import {
  addByLink,
  checkoutSignedIn,
  newCustomer,
  PASSWORD,
  sellableProductIds,
  signInOnForm,
} from './cart-helpers';
import { queryDemoDatabaseIn } from './demo-database';
import { type OwnShop, startOwnShop } from './extra-storefront';
import { accessibilityViolations, expect, test as base, waitForHydration } from './fixtures';

/**
 * The shop on stock Shopinvader 16.0 (SHOP_ERP_API=current, SHOP_ERP_EXTENSION off): a demo ERP of its
 * own without the deployment extension (DEMO_ERP_EXTENSION=false, apps/demo-backend/docs/erp.md), which
 * answers as the released modules do: a customer without customer type, JSON leads only, shipping lines
 * that are product lines, no resellers. The other suites run the extension profile.
 */
const [FIRST, SECOND] = sellableProductIds(2) as [number, number];

/** The stock shop, started once for the worker that runs this file; its address is every test's base. */
const test = base.extend<object, { shop: OwnShop }>({
  shop: [
    async ({}, use) => {
      const shop = await startOwnShop('stock-shopinvader', {
        // Without the optional modules: their features must leave no trace and no error.
        backendEnv: {
          DEMO_ERP_EXTENSION: 'false',
          DEMO_ERP_API: 'current',
          DEMO_ERP_WITHOUT_MODULES:
            'shopinvader_api_mass_mailing,shopinvader_api_quotation,shopinvader_api_sale/sales/lines,shopinvader_api_delivery_carrier/deliveries,shopinvader_api_address_shipping_note,shopinvader_api_cart_step,shopinvader_api_wishlist',
        },
        storefrontEnv: {
          SHOP_ERP_EXTENSION: 'off',
          SHOP_ERP_API: 'current',
          SHOP_SEARCH_DEFAULT_PRICELIST_ID: '1',
          // The suite's shoppers all come from 127.0.0.1, as in global-setup.
          SHOP_RATE_LIMITS: 'register=off,password-reset=off,contact=off,newsletter=off,autocomplete=off',
        },
      });
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, shop }) => {
  await cookieChoiceMade(context, shop.url);
});

interface OrderRow {
  id: number;
  state: string;
  carrier: string;
  shipping_kind: string;
}

function lastOrderOf(shop: OwnShop, login: string): OrderRow | undefined {
  return queryDemoDatabaseIn<OrderRow>(
    shop.dataDir,
    `SELECT s.id, s.state, c.code AS carrier, sp.kind AS shipping_kind
     FROM erp_sales s JOIN erp_partners p ON p.id = s.partner_id
     JOIN erp_carriers c ON c.id = s.carrier_id JOIN erp_partners sp ON sp.id = s.shipping_partner_id
     WHERE p.login = ? AND s.typology = 'sale' ORDER BY s.id DESC LIMIT 1`,
    login,
  )[0];
}

/**
 * Two products in the cart (two of the first), what `inCart` does on the cart page, signed in at the
 * checkout, on to the delivery step.
 */
async function toDelivery(page: Page, login: string, inCart?: (page: Page) => Promise<void>) {
  await addByLink(page, FIRST, 2);
  await addByLink(page, SECOND, 1);
  await inCart?.(page);
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
}

/**
 * Stock 16.0 marks no line as shipping: the summary still counts the products only, lists one line per
 * product and shows the carrier's price on a shipping row of its own.
 */
async function expectProductLinesAndShipping(page: Page, carrier: string) {
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText(`Shipping (${carrier})`);
  await expect(summary.getByText('3 items')).toBeVisible();
  await summary.getByRole('button', { name: 'View the items' }).click();
  await expect(summary.getByTestId('summary-line')).toHaveCount(2);
}

async function payWithDemoCard(page: Page) {
  const next = page.getByRole('button', { name: 'Continue to payment' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/validated\?status=success/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const order = page.getByTestId('order-summary');
  await expect(order.getByTestId('order-line')).toHaveCount(2);
}

test('a customer without customer type signs in and reaches their account, not the registration page', async ({
  page,
}) => {
  await signIn(page, 'incomplete@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveText('Jan Peeters');
  await page.goto('/en/cart');
  await expect(page).toHaveURL(/\/en\/cart$/);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a shopper buys with home delivery: one line per product, a shipping row, paid by the demo card', async ({
  page,
  request,
  shop,
}) => {
  const login = await newCustomer(request, shop.url);
  await toDelivery(page, login, chooseFreeProduct);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await expectProductLinesAndShipping(page, 'Standard delivery');
  await payWithDemoCard(page);
  const order = lastOrderOf(shop, login);
  expect(order).toMatchObject({ state: 'processing', carrier: 'STD' });
  expect(
    queryDemoDatabaseIn(
      shop.dataDir,
      'SELECT reward_id, free_product_id FROM erp_sale_rewards WHERE sale_id = ?',
      order?.id ?? 0,
    ),
  ).toEqual([{ reward_id: 12, free_product_id: 21 }]);
});

/**
 * The loyalty module's rewards on stock 16.0: the code GIFT gives a choice (migration 116), applied
 * with its free product; the cart is under the minimum of the program whose rewards it could claim.
 */
async function chooseFreeProduct(page: Page) {
  await page.getByLabel('Promo code').fill('GIFT');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('radio', { name: /A free product/ }).check();
  await page.getByRole('group', { name: 'Your free product' }).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Apply this reward' }).click();
  await expect(page.getByText('The code GIFT was applied.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rewards you can claim' })).toHaveCount(0);
}

test('a shopper buys with a pick-up point near their address, paid by the demo card', async ({
  page,
  request,
  shop,
}) => {
  const login = await newCustomer(request, shop.url);
  await toDelivery(page, login);
  await page.getByRole('radio', { name: /Pick-up point/ }).check();
  const points = page.getByRole('radio', { name: /Relais|Afhaalpunt/ });
  await expect(points.first()).toHaveAccessibleName(/Point Relais Louise/);
  await page.getByRole('radio', { name: /Point Relais Louise/ }).check();
  await expect(page.getByRole('radio', { name: /Point Relais Louise/ })).toBeChecked();
  await expectProductLinesAndShipping(page, 'Pick-up point');
  await payWithDemoCard(page);
  expect(lastOrderOf(shop, login)).toMatchObject({
    state: 'processing',
    carrier: 'PICKUP',
    shipping_kind: 'dropoff',
  });
});

test('the contact form reaches the ERP as a JSON lead', async ({ page, shop }) => {
  const marker = `Stock lead ${Date.now()}`;
  await page.goto('/en/contact');
  await waitForHydration(page);
  const form = page.getByRole('main');
  // Stock settings have no lead subjects: the shopper writes one.
  await form.getByRole('textbox', { name: 'Subject' }).fill('Delivery question');
  await form.getByLabel('Name').fill('Ann Peeters');
  await form.getByLabel('E-mail address').fill('ann@example.com');
  await form.getByLabel(/^Phone/).fill('+32 2 123 45 67');
  await form.getByLabel('Street and number').fill('Rue Haute 1');
  await form.getByLabel('Postcode').fill('1000');
  await form.getByLabel('City').fill('Brussels');
  await form.getByLabel('Country').selectOption('21');
  await form.getByLabel('Your message').fill(marker);
  await form.getByLabel(/^I agree that my data is used to handle my request/).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message');
  const leads = queryDemoDatabaseIn<{ email: string; files: string }>(
    shop.dataDir,
    'SELECT email, files FROM erp_leads WHERE description LIKE ?',
    `%${marker}%`,
  );
  expect(leads).toEqual([{ email: 'ann@example.com', files: '[]' }]);
});

test('without the mailing list module, a visitor subscribes through a lead and no unsubscribe page shows', async ({
  page,
  shop,
}) => {
  const email = `stock-visitor-${Date.now()}@example.com`;
  expect((await page.goto('/en/newsletter/unsubscribe'))?.status()).toBe(404);
  await page.goto('/en');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Unsubscribe in one click from any issue.');
  await expect(footer.getByRole('link', { name: 'on this page' })).toHaveCount(0);
  await footer.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thank you! Your subscription is recorded.')).toBeVisible();
  expect(queryDemoDatabaseIn(shop.dataDir, 'SELECT id FROM erp_leads WHERE email = ?', email)).toHaveLength(
    1,
  );
});

test('without sales/lines and deliveries, the account shows neither products bought nor shipments, and no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'incomplete@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/en/account');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'My orders' }).first()).toBeVisible();
  for (const name of ['Products I bought', 'Shipments'])
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  for (const path of ['/en/account/bought', '/en/account/shipments'])
    expect((await page.goto(path))?.status(), path).toBe(404);
  expect(errors).toEqual([]);
});

test('without the quotation module, a business customer is offered no quotation and the account shows none, and no error', async ({
  page,
  shop,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A customer on a pricelist of their own: offered quotations where the ERP has the module.
  await signIn(page, 'b2b@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/en/account');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'My orders' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quotations' })).toHaveCount(0);
  for (const path of ['/en/account/quotations', '/en/account/quotations/1'])
    expect((await page.goto(path))?.status(), path).toBe(404);
  await addByLink(page, FIRST, 1);
  await expect(page.getByRole('link', { name: 'Check out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a quotation' })).toHaveCount(0);
  // Left as found: no open cart line.
  await page.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
  await expect
    .poll(
      () =>
        queryDemoDatabaseIn<{ n: number }>(
          shop.dataDir,
          `SELECT COUNT(*) AS n FROM erp_sale_lines l JOIN erp_sales s ON s.id = l.sale_id
         JOIN erp_partners p ON p.id = s.partner_id WHERE p.login = 'b2b@demo.shop' AND s.typology = 'cart'`,
        )[0]?.n,
    )
    .toBe(0);
  expect(errors).toEqual([]);
});

test('a signed-in customer subscribes to the newsletter through their opt-in', async ({ page, shop }) => {
  await signIn(page, 'incomplete@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/en');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your e-mail address' }).fill('incomplete@demo.shop');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thank you! Your subscription is recorded.')).toBeVisible();
  expect(
    queryDemoDatabaseIn<{ opt_in: number }>(
      shop.dataDir,
      'SELECT opt_in FROM erp_partners WHERE login = ?',
      'incomplete@demo.shop',
    ),
  ).toEqual([{ opt_in: 1 }]);
});

test('without the shipping note module, an address has no delivery instructions, and no error', async ({
  page,
  request,
  shop,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const login = await newCustomer(request, shop.url);
  await signIn(page, login, PASSWORD, '/account/login?redirect=%2Fen%2Faccount%2Faddresses');
  await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await fillNewAddress(dialog, 'Office');
  await expect(dialog.getByLabel(/Delivery instructions/)).toHaveCount(0);
  const saving = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/addresses/delivery'),
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect((await saving).postDataJSON()).not.toHaveProperty('shipping_note');
  await expect(page.getByTestId('notification').filter({ hasText: 'The address is saved.' })).toBeVisible();
  await expect(page.getByTestId('address-card').filter({ hasText: 'Office' })).toBeVisible();
  await expect(page.getByTestId('shipping-note')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('without the cart step module, the checkout sends no step and another browser opens it at the addresses', async ({
  page,
  browser,
  request,
  shop,
}) => {
  const login = await newCustomer(request, shop.url);
  await checkoutSignedIn(page, login, FIRST);
  const update = page.waitForRequest((sent) => sent.url().endsWith('/carts/current/update'));
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  const body = (await update).postDataJSON();
  expect(body).toHaveProperty('delivery');
  expect(body).not.toHaveProperty('current_step');
  expect(body).not.toHaveProperty('next_step');
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();

  const other = await browser.newContext({ baseURL: shop.url, locale: 'en-US' });
  await cookieChoiceMade(other, shop.url);
  const elsewhere = await other.newPage();
  const errors: string[] = [];
  elsewhere.on('pageerror', (error) => errors.push(error.message));
  await signIn(elsewhere, login, PASSWORD, '/account/login?redirect=%2Fen%2Fcheckout');
  await expect(elsewhere.getByRole('heading', { name: 'Addresses' })).toBeFocused();
  expect(errors).toEqual([]);
  await other.close();
});

test('without the wishlist module, no heart on the product page, no wishlists in the account, and no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'incomplete@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/en/true-lavender-essential-oil');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: /my wishlist/ })).toHaveCount(0);
  await page.goto('/en/account');
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', { name: /account/i }).getByRole('link', { name: 'Wishlists' }),
  ).toHaveCount(0);
  expect((await page.goto('/en/account/wishlists'))?.status()).toBe(404);
  const form = await page.request.post('/en/account/wishlists', {
    form: { intent: 'create', name: 'Gifts' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(404);
  expect(errors).toEqual([]);
});
