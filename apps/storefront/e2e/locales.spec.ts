import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { messagesOf } from './messages';

/** Each home opens with its CMS hero, written in its own language. */
const HOMES = [
  { path: '/', lang: 'fr', heading: 'plantes' },
  { path: '/nl', lang: 'nl', heading: 'planten' },
  { path: '/en', lang: 'en', heading: 'plants' },
  { path: '/de', lang: 'de', heading: 'Pflanzen' },
];

for (const home of HOMES) {
  test(`the ${home.lang} home has lang=${home.lang}, its heading, canonical and hreflang alternates`, async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home.heading);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new URL(home.path, baseURL).href,
    );
    const alternates = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      fr: `${baseURL}/`,
      nl: `${baseURL}/nl`,
      en: `${baseURL}/en`,
      de: `${baseURL}/de`,
      'x-default': `${baseURL}/`,
    });
  });
}

test('a deep page lists its alternates in every language', async ({ page, baseURL }) => {
  await page.goto('/en/contact');
  await expect(page.locator('link[hreflang=nl]')).toHaveAttribute('href', `${baseURL}/nl/contact`);
  await expect(page.locator('link[hreflang=x-default]')).toHaveAttribute('href', `${baseURL}/contact`);
});

test('/fr/... permanently redirects to the unprefixed French page, keeping the query', async ({
  request,
}) => {
  const response = await request.get('/fr/contact?from=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/contact?from=mail');
  const bare = await request.get('/fr', { maxRedirects: 0 });
  expect(bare.headers().location).toBe('/');
});

test('the home follows the stored language cookie before the browser language', async ({ request }) => {
  const response = await request.get('/', {
    maxRedirects: 0,
    headers: { Cookie: 'lang=nl', 'Accept-Language': 'de-DE,de;q=0.9' },
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/nl');
  expect(response.headers().vary).toContain('Cookie');
  expect(response.headers().vary).toContain('Accept-Language');
});

test('without a cookie the home follows Accept-Language, and stays French for other languages', async ({
  request,
}) => {
  const german = await request.get('/', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' },
  });
  expect(german.status()).toBe(302);
  expect(german.headers().location).toBe('/de');
  const spanish = await request.get('/', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'es-ES,es;q=0.9' },
  });
  expect(spanish.status()).toBe(200);
  const frenchCookie = await request.get('/', {
    maxRedirects: 0,
    headers: { Cookie: 'lang=fr', 'Accept-Language': 'de' },
  });
  expect(frenchCookie.status()).toBe(200);
});

test('only the home redirects: other unprefixed pages stay French whatever the browser asks', async ({
  request,
}) => {
  const response = await request.get('/contact', { maxRedirects: 0, headers: { 'Accept-Language': 'de' } });
  expect(response.status()).toBe(200);
});

test('the language switcher goes to the same page in the other language and stores the choice', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/contact?topic=order');
  await page.getByRole('banner').getByRole('button', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${baseURL}/de/contact?topic=order`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'lang');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${baseURL}/contact?topic=order`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the language switcher keeps the chosen variant of a product', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/huile-essentielle-de-lavande-fine?sku=HE-LAVF-30-ML');
  await page.getByRole('banner').getByRole('button', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/de/[^?]+\\?sku=HE-LAVF-30-ML$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('variant-selector').getByRole('link', { name: '30 ml' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('on a phone the language switcher sits in the header, beside the cart', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/en/contact');
  const banner = page.getByRole('banner');
  await banner.locator('summary', { hasText: 'Current language: English' }).click();
  await banner.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(`${baseURL}/nl/contact`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await accessibilityViolations(page)).toEqual([]);
});

/** A client-side navigation, as a link would make it, through the router the page hydrated with. */
function navigateInPage(page: Page, to: string) {
  return page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );
}

test('a page names its message catalogue instead of carrying it; the browser reads it once per language', async ({
  page,
}) => {
  const catalogues: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_messages/'))
      catalogues.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  const response = await page.goto('/de');
  // Message ids appear in a page only inside a catalogue: here, none.
  expect(await response?.text()).not.toContain('account.dashboard.welcome');
  await waitForHydration(page);
  await navigateInPage(page, '/de/contact');
  // The title is written in the browser, from the catalogue it read before hydrating.
  await expect(page).toHaveTitle(new RegExp(`^${messagesOf('de')['contact.title']} \\|`));
  expect(catalogues).toEqual([
    {
      url: expect.stringMatching(/\/_messages\/de\.[0-9a-f]{12}\.json$/),
      cacheControl: expect.stringContaining('immutable'),
    },
  ]);
  // Another language on the client: its catalogue is read before its page shows.
  await navigateInPage(page, '/nl/cart');
  await expect(page).toHaveTitle(new RegExp(`^${messagesOf('nl')['cart.title']} \\|`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf('nl')['cart.title']!);
  // The page's preload of the new catalogue, if any, reads it from the browser's cache.
  expect(new Set(catalogues.map(({ url }) => new URL(url).pathname.split('.')[0]))).toEqual(
    new Set(['/_messages/de', '/_messages/nl']),
  );
});
