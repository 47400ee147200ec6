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
