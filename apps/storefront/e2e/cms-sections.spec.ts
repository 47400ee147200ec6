import { expect, test, waitForHydration } from './fixtures';

test("a CMS page's static sections come once with the page, and with a client navigation's data", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The HTML holds the section's text once: the hydration data does not repeat it.
  const html = await (await request.get('/en')).text();
  expect(html.split('Our workshop in Namur').length - 1).toBe(1);

  await page.goto('/en/contact');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
  // A page link to the home: its static sections come in the navigation's data.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/en' });
    link.dataset.pageLink = '';
    document.body.append(link);
    link.click();
  });
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The best of plants');
  await expect(page.getByRole('heading', { name: 'Our workshop in Namur' })).toBeVisible();
  expect(await stayed()).toBe(true);

  // Their links are page links: the banner for professionals opens its page in the app.
  const banner = page.locator('[data-section-markup] a[href="/en/professionals"]').first();
  await expect(banner).toHaveAttribute('data-page-link', '');
  await banner.evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL('/en/professionals');
  expect(await stayed()).toBe(true);
});

test('the home hydrates its static sections from the page, without a mismatch', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en');
  await waitForHydration(page);
  const sections = page.locator('[data-section-markup]');
  expect(await sections.count()).toBeGreaterThan(3);
  await expect(page.getByRole('heading', { name: 'Our workshop in Namur' })).toBeVisible();
  expect(
    errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text)),
  ).toEqual([]);
});
