import type { Page } from '@playwright/test';
import { freePort } from '../../../scripts/lib/services.ts';
import { startExtraStorefront, type ExtraStorefront } from './extra-storefront';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Field data in a real browser, against a storefront whose metrics are on: a visitor who accepted
 * audience measurement sends the page's Web Vitals to /_rum, named by the route template, and the
 * histograms count them; a visitor who did not downloads no reporter and sends nothing.
 */
let shop: ExtraStorefront;
let metricsUrl: string;

const PRODUCT = '/en/true-lavender-essential-oil';
const LCP_COUNT = 'shop_web_vitals_seconds_count{metric="LCP",route="product"}';
const FCP_COUNT = 'shop_web_vitals_seconds_count{metric="FCP",route="product"}';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  shop = await startExtraStorefront('storefront-field-data', { SHOP_METRICS_PORT: String(metricsPort) });
});

test.afterAll(async () => {
  await shop?.stop();
});

async function metric(series: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Whether the page downloaded the field-data reporter (its own file, loaded only with consent). */
const reporterLoaded = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('field-data-reporter')),
  );

// Beacons sent as a page is left escape Playwright's request events: the server's histograms tell.
test('with audience-measurement consent, the page’s vitals reach /_rum and the histograms', async ({
  page,
}) => {
  const [lcp, fcp] = [await metric(LCP_COUNT), await metric(FCP_COUNT)];
  await page.goto(`${shop.url}${PRODUCT}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => reporterLoaded(page)).toBe(true);
  // The next page load finds consent: the reporter is there before any input, so it sees the LCP too.
  await page.goto(`${shop.url}${PRODUCT}`);
  await expect.poll(() => reporterLoaded(page)).toBe(true);
  // Leaving a page hides it: the reporter sends what it measured.
  await page.goto(`${shop.url}/en`);
  await expect.poll(() => metric(FCP_COUNT)).toBe(fcp + 2);
  await expect.poll(() => metric(LCP_COUNT)).toBeGreaterThan(lcp);
  const exposed = await (await fetch(metricsUrl)).text();
  expect(exposed).not.toContain('lavender');
  expect((await page.context().cookies()).map((cookie) => cookie.name).sort()).toEqual(['ncc_c', 'ncc_e']);
});

for (const [label, button] of [
  ['declining', 'Decline all'],
  ['necessary cookies only', 'Necessary only'],
] as const) {
  test(`${label}: no reporter is downloaded and no beacon is sent`, async ({ page }) => {
    const fcp = await metric(FCP_COUNT);
    await page.goto(`${shop.url}${PRODUCT}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await reporterLoaded(page)).toBe(false);
    await page.goto(`${shop.url}${PRODUCT}`);
    await page.waitForLoadState('networkidle');
    expect(await reporterLoaded(page)).toBe(false);
    await page.goto(`${shop.url}/en`);
    await page.waitForLoadState('networkidle');
    expect(await metric(FCP_COUNT)).toBe(fcp);
  });
}
