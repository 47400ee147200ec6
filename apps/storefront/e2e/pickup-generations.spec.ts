import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { addByLink, newCustomer, sellableProductIds, signInOnForm } from './cart-helpers';
import { type OwnShop, startOwnShop } from './extra-storefront';
import { accessibilityViolations, expect, test } from './fixtures';

/**
 * Checkout with a pick-up point, to the paid order, on both generations of Shopinvader the storefront
 * speaks (SHOP_ERP_API): the current one, 16.0 as released, of global-setup's stack (points searched
 * near the delivery address, which the shopper changes, and set by carrier and code), and the classic
 * one on a demo ERP of its own (DEMO_ERP_API=classic): points searched by name, set by id.
 */
const [PRODUCT] = sellableProductIds(1) as [number];

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

async function toDelivery(page: Page, login: string) {
  await addByLink(page, PRODUCT, 2);
  await page.getByRole('link', { name: 'Check out' }).click();
  // The checkout has hydrated once it moves the focus to its first step.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  await page.getByRole('radio', { name: /Pick-up point/ }).check();
  await expect(page.getByText('Choose a pick-up point to continue.')).toBeVisible();
}

async function payFor(page: Page, point: string) {
  const next = page.getByRole('button', { name: 'Continue to payment' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(page.getByText(`Delivery: Pick-up point — ${point}`)).toBeVisible();
  // The address step sums up the customer's own address (newCustomer's), not the point's.
  await expect(page.getByTestId('address-summary')).toHaveText('Test Shopper, Bruxelles');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/validated\?status=success/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
}

/** The carrier and delivery address of the customer's last order, read from the ERP's database. */
function lastOrder(dataDir: string, login: string) {
  const db = new DatabaseSync(path.join(dataDir, 'demo.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT c.code AS carrier, sp.kind AS shipping_kind, sp.name AS shipping_name
         FROM erp_sales s JOIN erp_partners p ON p.id = s.partner_id
         JOIN erp_carriers c ON c.id = s.carrier_id JOIN erp_partners sp ON sp.id = s.shipping_partner_id
         WHERE p.login = ? AND s.typology = 'sale' ORDER BY s.id DESC LIMIT 1`,
      )
      .get(login);
  } finally {
    db.close();
  }
}

/** The classic generation's shop, started for the worker only when a test of it runs. */
const classic = test.extend<object, { classicShop: OwnShop }>({
  classicShop: [
    async ({}, use) => {
      const shop = await startOwnShop('pickup-classic', {
        backendEnv: { DEMO_ERP_API: 'classic' },
        storefrontEnv: { SHOP_ERP_API: 'classic' },
      });
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ classicShop }, use) => use(classicShop.url),
});

classic.describe('classic Shopinvader (SHOP_ERP_API=classic)', () => {
  classic(
    'a pick-up point found by name is the delivery address of the paid order',
    async ({ page, request, baseURL, classicShop }) => {
      const login = await newCustomer(request, baseURL!);
      await toDelivery(page, login);
      await expect(page.getByRole('textbox', { name: 'Street and number' })).toHaveCount(0);
      await page.getByLabel('Search pick-up points by name').fill('liège');
      await expect(page.getByRole('radio', { name: /Point Relais Liège Carré/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Point Relais Louise/ })).toHaveCount(0);
      await page.getByRole('radio', { name: /Point Relais Liège Carré/ }).check();
      await expect(page.getByRole('radio', { name: /Point Relais Liège Carré/ })).toBeChecked();
      await payFor(page, 'Point Relais Liège Carré');
      expect(lastOrder(classicShop.dataDir, login)).toEqual({
        carrier: 'PICKUP',
        shipping_kind: 'dropoff',
        shipping_name: 'Point Relais Liège Carré',
      });
    },
  );
});

test.describe('current Shopinvader 16.0 (SHOP_ERP_API=current, the default)', () => {
  test('pick-up points near the delivery address, then near another the shopper types, one of them on the paid order', async ({
    page,
    request,
    baseURL,
  }) => {
    const login = await newCustomer(request, baseURL!);
    await toDelivery(page, login);
    const near = page.getByRole('group', { name: 'Pick-up points near this address' });
    // The search starts from the delivery address (Brussels): the nearest point comes first.
    await expect(near.getByLabel('Street and number')).toHaveValue('12 Rue Royale');
    await expect(near.getByLabel('Postcode')).toHaveValue('1000');
    await expect(near.getByLabel('City')).toHaveValue('Bruxelles');
    const points = page.getByRole('radio', { name: /Relais|Afhaalpunt/ });
    await expect(points.first()).toHaveAccessibleName(/Point Relais Louise/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Each point's week, as the ERP sends it (Odoo's attendances): weekdays in the page's language,
    // closed days said.
    const louise = page.getByRole('radio', { name: /Point Relais Louise/ }).locator('xpath=ancestor::li[1]');
    await louise.getByText('Opening hours').click();
    const hours = louise.getByTestId('opening-hours');
    await expect(hours.getByRole('definition')).toHaveCount(7);
    await expect(hours).toContainText(/Monday\s*09:00\sAM–06:00\sPM/);
    await expect(hours).toContainText(/Saturday\s*Closed/);
    await expect(hours).toContainText(/Sunday\s*Closed/);

    // The points' map loads nothing from the tile servers until the shopper asks for it.
    const tiles: string[] = [];
    await page.route('https://tile.openstreetmap.org/**', (route) => {
      tiles.push(route.request().url());
      return route.abort();
    });
    const map = page.getByRole('region', { name: 'Map of the pick-up points' });
    await expect(map).toContainText('The map comes from OpenStreetMap');
    expect(tiles).toEqual([]);
    await map.getByRole('button', { name: 'Show the map' }).click();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(await points.count());
    await expect.poll(() => tiles.length).toBeGreaterThan(0);

    // An incomplete address asks nothing: the ERP requires the four fields.
    await near.getByLabel('City').fill('');
    await expect(
      page.getByText('Enter a street, postcode, city and country to see the nearest pick-up points.'),
    ).toBeVisible();
    await near.getByLabel('Street and number').fill('Groenplaats 1');
    await near.getByLabel('Postcode').fill('2000');
    await near.getByLabel('City').fill('Antwerpen');
    await expect(points.first()).toHaveAccessibleName(/Afhaalpunt Meir/);
    await page.getByRole('radio', { name: /Afhaalpunt Meir/ }).check();
    await expect(page.getByRole('radio', { name: /Afhaalpunt Meir/ })).toBeChecked();
    await payFor(page, 'Afhaalpunt Meir');
    expect(lastOrder(process.env.DEMO_BACKEND_DATA_DIR!, login)).toEqual({
      carrier: 'PICKUP',
      shipping_kind: 'dropoff',
      shipping_name: 'Afhaalpunt Meir',
    });

    // Its invoice is not on the order in this generation: the orders page lists the invoices API's.
    await page.goto('/en/account/sales');
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const download = invoices.getByRole('button', { name: /^Download invoice / });
    await expect(download).toHaveCount(1);
    const file = page.waitForEvent('download');
    await download.click();
    expect((await file).suggestedFilename()).toMatch(/^invoice_.+\.pdf$/);
  });
});
