import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

const TAG_MANAGER = 'https://www.googletagmanager.com/**';

/** Counts tag-manager requests, answering them with a script that marks the page. */
async function watchTagManager(page: Page) {
  const requests: string[] = [];
  await page.route(TAG_MANAGER, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true;' });
  });
  return requests;
}

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.filter((c) => c.name.startsWith('ncc_')).map((c) => [c.name, c]));
}

test('the banner sits at the bottom left until a choice is made, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Your cookies, your choice' });
  await expect(banner).toBeVisible();
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeLessThan(40);
  expect(box.y + box.height).toBeGreaterThan(740);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('accept all stores consent, enables marketing and loads the tag manager', async ({ page }) => {
  const requests = await watchTagManager(page);
  await page.goto('/en');
  await waitForHydration(page);
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain('id=GTM-E2E1');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan))
    .toBe(true);
  const cookies = await consentCookies(page);
  expect(cookies.ncc_c).toMatchObject({ value: 'shgtm', path: '/' });
  expect(decodeURIComponent(cookies.ncc_e!.value)).toBe('sh|gtm');
  const days = (cookies.ncc_c!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  await page.reload();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect.poll(() => requests.length).toBe(2);
});

for (const [label, name] of [
  ['decline all', 'Decline all'],
  ['necessary only', 'Necessary only'],
] as const) {
  test(`${label} stores consent without marketing, and the tag manager never loads`, async ({ page }) => {
    const requests = await watchTagManager(page);
    await page.goto('/en/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    const cookies = await consentCookies(page);
    expect(cookies.ncc_c?.value).toBe('shgtm');
    expect(decodeURIComponent(cookies.ncc_e!.value)).toBe('sh');
    await page.reload();
    // The banner leaves the page in the render that reads the consent cookie; the tag manager would be
    // added by the effects of that same render, which have run once the frame after it has painted.
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(page.locator('#tag-manager')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
}

test('customise opens a dialog that ignores outside clicks, closes with Escape, and saves a choice', async ({
  page,
}) => {
  const requests = await watchTagManager(page);
  await page.goto('/de');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Anpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();

  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('consent-banner')).toBeVisible();

  await page.getByRole('button', { name: 'Anpassen' }).click();
  await dialog.getByRole('checkbox', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect.poll(() => requests.length).toBe(1);
});

test('withdrawing marketing consent removes its cookies and unloads the tag manager', async ({
  page,
  context,
  baseURL,
}) => {
  const requests = await watchTagManager(page);
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => requests.length).toBe(1);
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.1', url: baseURL! },
    { name: 'gtm', value: '1', url: baseURL! },
  ]);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('checkbox', { name: 'Marketing' }).uncheck();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await page.waitForLoadState('load');
  await waitForHydration(page);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('_ga');
  expect(names).not.toContain('gtm');
  expect(decodeURIComponent((await consentCookies(page)).ncc_e!.value)).toBe('sh');
  expect(
    await page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan),
  ).toBeUndefined();
  expect(await page.locator('#tag-manager').count()).toBe(0);
});
