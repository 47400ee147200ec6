import { expect, test } from './fixtures';

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
