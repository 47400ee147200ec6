import type { APIRequestContext, Page } from '@playwright/test';
import { queryDemoDatabase } from './demo-database';
import { expect } from './fixtures';

/** Products the demo ERP sells, read from its database so the tests follow its catalogue. */
export function sellableProductIds(count: number): number[] {
  const tables = queryDemoDatabase<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table'",
  ).map((table) => table.name);
  const sql = tables.includes('erp_products')
    ? 'SELECT id FROM erp_products ORDER BY id LIMIT ?'
    : 'SELECT id FROM catalogue_variants ORDER BY id LIMIT ?';
  const ids = queryDemoDatabase<{ id: number }>(sql, count).map((row) => row.id);
  if (ids.length < count) throw new Error(`The demo ERP sells fewer than ${count} products`);
  return ids;
}

/** The demo ERP's development switch: the next syncs fail with `status`, or every sync is slow. */
export async function setSyncFaults(
  request: APIRequestContext,
  faults: { status?: 500 | 503; count?: number; latency_ms?: number } | null,
) {
  const url = `${process.env.DEMO_BACKEND_URL}/shopinvader-api/demo/_dev/faults`;
  const response = faults ? await request.post(url, { data: faults }) : await request.delete(url);
  expect(response.ok(), await response.text()).toBe(true);
}

export const cartLine = (page: Page, productId: number) =>
  page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);

export const lineQuantity = (page: Page, productId: number) =>
  cartLine(page, productId).getByRole('spinbutton');

/**
 * Adds through the shareable link, as a campaign e-mail would, and waits for the ERP to have it before
 * the test loads another page (see the report: the demo ERP's global uuid dedup loses a first add
 * whose answer, with the new anonymous cookie, a page load cut off).
 */
export async function addByLink(page: Page, productId: number, qty?: number) {
  await page.goto(`/en/cart?add=${productId}${qty === undefined ? '' : `&qty=${qty}`}`);
  // The link is read once the page has hydrated and loaded the cart's engine (a chunk of its own).
  await expect(page).toHaveURL(/\/en\/cart$/, { timeout: 15_000 });
  await waitForSync(page);
  await closeCookieBanner(page);
}

/** The consent banner sits over the bottom of the page until the shopper answers it. */
export async function closeCookieBanner(page: Page) {
  const necessaryOnly = page.getByRole('button', { name: 'Necessary only' });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
}

/** Waits until no change is waiting for the ERP. */
export async function waitForSync(page: Page) {
  await expect(page.locator('[data-testid="cart-line"][data-pending="true"]')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toBeVisible();
}

/** The quantities the ERP holds in the open cart of the partner `login` (or the anonymous one of `uuid`). */
export function erpCartQuantities(where: { uuid: string } | { login: string }): Record<number, number> {
  const rows =
    'uuid' in where
      ? queryDemoDatabase<{ product_id: number; qty: number }>(
          `SELECT l.product_id, l.qty FROM erp_sale_lines l JOIN erp_sales s ON s.id = l.sale_id
           WHERE s.uuid = ? AND s.typology = 'cart' AND l.kind = 'product'`,
          where.uuid,
        )
      : queryDemoDatabase<{ product_id: number; qty: number }>(
          `SELECT l.product_id, l.qty FROM erp_sale_lines l JOIN erp_sales s ON s.id = l.sale_id
           JOIN erp_partners p ON p.id = s.partner_id
           WHERE p.login = ? AND s.typology = 'cart' AND l.kind = 'product'`,
          where.login,
        );
  return Object.fromEntries(rows.map((row) => [row.product_id, row.qty]));
}

/** The cart uuid this browser stored. */
export async function storedCartUuid(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('shopinvader-js-cart-data') ?? '{}').uuid as string,
  );
}

export const PASSWORD = 'Demo1234!';

/**
 * A new individual customer with a complete address (Brussels), made through the ERP API in a
 * request context of its own, so the browser under test stays anonymous.
 */
export async function newCustomer(request: APIRequestContext, baseURL: string): Promise<string> {
  const login = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.shop`;
  const headers = { Origin: baseURL };
  const call = async (method: 'get' | 'post', path: string, data?: unknown) => {
    const response = await request[method](`/shopinvader/${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as unknown;
  };
  await call('post', 'auth/register', { name: 'Test Shopper', login, password: PASSWORD });
  await call('post', 'customer', { customer_type: 'individual' });
  const [invoicing] = (await call('get', 'addresses/invoicing')) as { id: number }[];
  await call('post', `addresses/invoicing/${invoicing!.id}`, {
    name: 'Test Shopper',
    street: '12 Rue Royale',
    zip: '1000',
    city: 'Bruxelles',
    country_id: 21,
  });
  await call('post', 'auth/logout');
  return login;
}

export async function signInOnForm(page: Page, login: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** One product in the cart, then signed in at the English checkout's first step: on to the addresses. */
export async function checkoutSignedIn(page: Page, login: string, productId: number) {
  await addByLink(page, productId);
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();
}
