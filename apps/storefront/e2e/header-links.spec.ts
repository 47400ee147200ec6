import { expect, test, waitForHydration } from './fixtures';

test("the header and footer show each link once, the shop's fixed ones beside the editors' menus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  // The editors' main menu has the blog: the header does not add a second "Blog".
  await expect(page.getByRole('banner').locator('a[href="/en/blog"]:visible')).toHaveCount(1);
  const footer = page.getByRole('contentinfo').getByRole('navigation');
  await expect(footer.locator('a[href="/en/contact"]')).toHaveCount(1);
  // Both lists of the footer start at the same indentation.
  const starts = await footer
    .locator('ul:not(ul ul) > li:first-child > a')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)));
  expect(starts.length).toBe(2);
  expect(new Set(starts).size).toBe(1);
});

test('the page links of the menus, cards and footer open their page without loading a document once the app runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/aromatherapy/essential-oils');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

  // A product card's link.
  const card = page.getByTestId('product-card').first().getByRole('heading').getByRole('link');
  const productPath = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(productPath!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await stayed()).toBe(true);

  // The breadcrumb, then the footer.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/en\/aromatherapy/);
  await page.getByRole('contentinfo').locator('a[href="/en/contact"]').click();
  await expect(page).toHaveURL('/en/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await stayed()).toBe(true);

  // Ctrl-click leaves the link to the browser (a new tab): this page stays where it is.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('contentinfo')
      .locator('a[data-page-link]:not([href="/en/contact"])')
      .first()
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.close();
  await expect(page).toHaveURL('/en/contact');
});

test('the menus come once with a page, and with the data of a client navigation into another language', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page's HTML holds each nested menu list once: its hydration data does not repeat them.
  const html = await (await request.get('/en/aromatherapy/essential-oils')).text();
  await page.goto('/en/aromatherapy/essential-oils');
  const nestedLists = await page.locator('ul.border-l').count();
  expect(nestedLists).toBeGreaterThan(0);
  expect(html.split('ml-4 space-y-1 border-l border-black/10 pl-2').length - 1).toBe(nestedLists);

  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const open = (path: string) =>
    page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href });
      link.dataset.pageLink = '';
      document.body.append(link);
      link.click();
    }, path);
  const bar = page.locator('[data-menu="bar"] > li > a');

  await open('/nl');
  await expect(page).toHaveURL('/nl');
  await expect(bar.first()).toHaveAttribute('href', /^\/nl\//);
  await expect(page.locator('[data-menu="drawer"] a').first()).toHaveAttribute('href', /^\/nl\//);
  // Its links are page links too.
  const category = await bar.last().getAttribute('href');
  await bar.last().click();
  await expect(page).toHaveURL(category!);

  await open('/en/contact');
  await expect(page).toHaveURL('/en/contact');
  await expect(bar.first()).toHaveAttribute('href', /^\/en\//);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)).toBe(true);
});

test('after an error screen, going back shows the menus as the page had them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/aromatherapy');
  await waitForHydration(page);
  const bar = page.locator('[data-menu="bar"]');
  const menu = await bar.innerHTML();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    const link = Object.assign(document.createElement('a'), { href: '/en/no-such-product' });
    link.dataset.pageLink = '';
    document.body.append(link);
    link.click();
  });
  // The error screen replaces the layout; going back brings it again, its menus with their links.
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('/en/aromatherapy');
  await expect(bar).toHaveCount(1);
  expect(await bar.innerHTML()).toBe(menu);
  await expect(page.locator('[data-menu="footer"] a').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)).toBe(true);
});
