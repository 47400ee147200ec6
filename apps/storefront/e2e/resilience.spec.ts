import type { APIRequestContext } from '@playwright/test';
import autocannon from 'autocannon';
import { sessionFlag } from './account-helpers';
import {
  cartLine,
  erpCartQuantities,
  lineQuantity,
  sellableProductIds,
  signInOnForm,
  storedCartUuid,
} from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { startExtraStorefront, type ExtraStorefront } from './extra-storefront';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A storefront whose ERP, search engine and CMS each sit behind a fault proxy, so that the tests take
 * one backend down, make it answer an error or answer too late, then bring it back. Its timeouts are
 * short so that a slow backend shows within the test. What a 503 of the ERP does to the cart is in
 * cart-resilience.spec.ts; a search engine that is down from the start, in search-unavailable.spec.ts.
 */
const TIMEOUT_MS = 3000;
const SLOW_MS = 15_000;

let erp: FaultProxy;
let search: FaultProxy;
let cms: FaultProxy;
let shop: ExtraStorefront;

/** Products of the demo catalogue in English, `skip` first ones left out; each test uses its own. */
function productPaths(count: number, skip = 0): string[] {
  return queryDemoDatabase<{ slug: string }>(
    `SELECT slug FROM catalogue_template_texts WHERE locale = 'en' ORDER BY template_id LIMIT ? OFFSET ?`,
    count,
    skip,
  ).map((row) => `/en/${row.slug}`);
}

/** Once its backend is back, `path` answers 200 again (a read started before may wait out its timeout). */
async function expectRecovered(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(`${shop.url}${path}`)).status(), { timeout: TIMEOUT_MS * 4 })
    .toBe(200);
}

// The faults are the one storefront's: these tests take turns.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const backend = process.env.DEMO_BACKEND_URL!;
  [erp, search, cms] = await Promise.all([
    startFaultProxy(backend),
    startFaultProxy(backend),
    startFaultProxy(process.env.CMS_URL!),
  ]);
  shop = await startExtraStorefront('storefront-behind-faults', {
    SHOP_ERP_URL: `${erp.origin}/shopinvader-api/demo`,
    SHOP_SEARCH_URL: `${search.origin}/es`,
    SHOP_CMS_URL: cms.origin,
    SHOP_ERP_TIMEOUT_MS: String(TIMEOUT_MS),
    SHOP_SEARCH_TIMEOUT_MS: String(TIMEOUT_MS),
    SHOP_CMS_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});

test.afterEach(({}, testInfo) => {
  // The storefront's own log says what it made of the fault.
  if (testInfo.status !== testInfo.expectedStatus) console.log(shop?.output.join('\n'));
  for (const proxy of [erp, search, cms]) proxy?.set('pass');
});

test.afterAll(async () => {
  await shop?.stop();
  await Promise.all([erp, search, cms].map((proxy) => proxy?.close()));
});

test('with the ERP down, catalogue and CMS pages still answer 200', async ({ page, request }) => {
  erp.set('down');
  const [product] = productPaths(1);
  for (const path of ['/en', product!, '/en/aromatherapy', '/en/about-us', '/en/blog', '/en/search?q=oil']) {
    expect((await request.get(`${shop.url}${path}`)).status(), path).toBe(200);
  }
  await page.goto(`${shop.url}${product}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-price').first()).toContainText('€');
});

test('with the ERP down, the cart keeps what the shopper adds and sends it once the ERP is back', async ({
  page,
}) => {
  const productId = sellableProductIds(4)[3];
  erp.set('down');
  await page.goto(`${shop.url}/en/cart?add=${productId}&qty=2`);
  await expect(page.getByTestId('cart-sync-notice')).toContainText(
    'Our ordering system cannot be reached right now.',
  );
  await expect(lineQuantity(page, productId!)).toHaveValue('2');
  await expect(cartLine(page, productId!)).toHaveAttribute('data-pending', 'true');

  // A page load keeps the change while the ERP stays away.
  await page.reload();
  await waitForHydration(page);
  await expect(lineQuantity(page, productId!)).toHaveValue('2');

  erp.set('pass');
  // The shopper may retry at once; a retry already under way can beat them to it.
  const retry = page.getByRole('button', { name: 'Try again now' });
  await retry.click({ timeout: 5000 }).catch(() => expect(retry).toHaveCount(0));
  await expect(page.getByTestId('cart-sync-notice')).toHaveCount(0, { timeout: 15_000 });
  await expect(cartLine(page, productId!)).toHaveAttribute('data-pending', 'false');
  expect(erpCartQuantities({ uuid: await storedCartUuid(page) })).toEqual({ [productId!]: 2 });
});

for (const [name, fault] of [
  ['down', 'down'],
  ['answering 503', { status: 503 }],
  ['too slow', { slowMs: SLOW_MS }],
] as const) {
  test(`with the ERP ${name}, an account page says so clearly, keeps the session and recovers`, async ({
    page,
  }) => {
    await page.goto(`${shop.url}/en/account/login`);
    await waitForHydration(page);
    await signInOnForm(page, 'individual@demo.shop', 'demo1234');
    await expect(page).toHaveURL(/\/en\/account$/);

    erp.set(fault);
    await page.goto(`${shop.url}/en/account/sales`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account cannot be reached right now' }),
    ).toBeVisible({ timeout: TIMEOUT_MS + 10_000 });
    await expect(page.getByRole('alert')).toContainText('You are still signed in');
    await expect(page).toHaveURL(/\/en\/account\/sales$/);
    expect(await sessionFlag(page)).not.toBeNull();

    erp.set('pass');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });
}

test('with the search engine down or too slow, a product page answers a clear 503, then 200 once it is back', async ({
  page,
  request,
}) => {
  const paths = productPaths(2, 5);
  for (const [index, fault] of (['down', { slowMs: SLOW_MS }] as const).entries()) {
    search.set(fault);
    const response = await page.goto(`${shop.url}${paths[index]}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByTestId('error-status')).toContainText('503');
    await expect(page.getByRole('main')).toContainText('The catalogue is unavailable');
    const searchPage = await page.goto(`${shop.url}/en/search?q=lavender`);
    expect(searchPage?.status()).toBe(503);
    await expect(page.getByRole('alert')).toContainText('Search is unavailable for a moment');
  }
  search.set('pass');
  for (const path of paths) await expectRecovered(request, path);
});

test('with the CMS down or too slow, a page read before is served from the cache, another gives a clear 503', async ({
  page,
  request,
}) => {
  expect((await request.get(`${shop.url}/en/professionals`)).status()).toBe(200);
  for (const [path, fault] of [
    ['/en/privacy-policy', 'down'],
    ['/en/terms-and-conditions', { slowMs: SLOW_MS }],
  ] as const) {
    cms.set(fault);
    const cached = await page.goto(`${shop.url}/en/professionals`);
    expect(cached?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const uncached = await page.goto(`${shop.url}${path}`);
    expect(uncached?.status(), path).toBe(503);
    await expect(page.getByTestId('error-status')).toContainText('503');
    await expect(page.getByRole('main')).toContainText('This content is unavailable right now');
  }
  // In the page's language: a German page says it in German.
  cms.set('down');
  expect((await page.goto(`${shop.url}/de/blog?fresh=${Date.now()}`))?.status()).toBe(503);
  await expect(page.getByRole('main')).toContainText('Dieser Inhalt ist gerade nicht verfügbar');
  cms.set('pass');
  await expectRecovered(request, '/en/terms-and-conditions');
});

test('with the ERP too slow, its calls end with a clear 504 and the cart says it keeps trying', async ({
  page,
  request,
}) => {
  erp.set({ slowMs: SLOW_MS });
  const settings = await request.get(`${shop.url}/shopinvader/settings`);
  expect(settings.status()).toBe(504);
  expect(await settings.json()).toEqual({ detail: 'The ERP did not answer in time' });

  const productId = sellableProductIds(5)[4];
  await page.goto(`${shop.url}/en/cart?add=${productId}`);
  await expect(page.getByTestId('cart-sync-notice')).toContainText('Your cart could not be saved.', {
    timeout: TIMEOUT_MS + 10_000,
  });
  await expect(lineQuantity(page, productId!)).toHaveValue('1');
});

test('fifty connections for thirty seconds on product pages get no error', async ({ request }) => {
  test.setTimeout(150_000);
  // A storefront of its own, in the default settings, so that the other tests' pages do not queue
  // behind the load.
  const target = await startExtraStorefront('storefront-under-load', {});
  try {
    const paths = productPaths(10);
    for (const path of paths) expect((await request.get(`${target.url}${path}`)).status(), path).toBe(200);
    const result = await autocannon({
      url: target.url,
      connections: 50,
      duration: 30,
      // Slowness is the benchmark's business: only a failed or refused answer counts here.
      timeout: 30,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    expect(result.requests.total).toBeGreaterThan(0);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  } finally {
    await target.stop();
  }
});
