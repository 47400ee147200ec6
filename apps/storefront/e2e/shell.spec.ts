import { cookieChoiceMade } from './account-helpers';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

test('the home has no accessibility violation, on a phone and on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the side menu opens, and closes when a route is chosen', async ({ page, baseURL }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(`${baseURL}/en/contact`);
  await expect(menu).toBeHidden();
});

test('the side menu closes with Escape and with its close button', async ({ page }) => {
  await page.goto('/de');
  await waitForHydration(page);
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await menu.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(menu).toBeHidden();
});

test('every page carries the theme colour and security headers, and a nonce-protected CSP', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=');
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#7E9A1B');
  const inlineScripts = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(inlineScripts.length).toBeGreaterThan(0);
  expect(inlineScripts.every((value) => value === nonce)).toBe(true);
});

test('the loading bar shows while a slow page loads, then goes away', async ({ page, context, baseURL }) => {
  await cookieChoiceMade(context, baseURL!);
  await page.goto('/en');
  await waitForHydration(page);
  // The blog page has no loader, so its code chunk is what the navigation waits for: it is held until
  // the bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/blog-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByTestId('loading-bar')).toHaveCSS('height', '3px');
});

test('after a new deployment, the next navigation is a full page load', async ({ page, baseURL }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.route('**/_build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  const checked = page.waitForResponse('**/_build');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await checked;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/en/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});

test('without a new deployment, navigation stays client-side', async ({ page, baseURL }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const checked = page.waitForResponse('**/_build');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await checked;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/en/contact`);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('no page type breaks the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/nl/contact', '/en/account/login', '/de/checkout', '/search?q=huile', '/nope']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await page.getByRole('link', { name: 'Retour' }).click();
  await waitForHydration(page);
  expect(violations).toEqual([]);
});
