import { expect, test } from './fixtures';

/**
 * Legal pages come from the CMS in each language, found by their handle: every form that asks for a
 * consent links to the policy in the page's own language, and the link leads to that page.
 */
const PAGES = [
  { lang: 'fr', prefix: '', privacy: '/politique-de-confidentialite' },
  { lang: 'nl', prefix: '/nl', privacy: '/nl/privacybeleid' },
  { lang: 'en', prefix: '/en', privacy: '/en/privacy-policy' },
  { lang: 'de', prefix: '/de', privacy: '/de/datenschutz' },
];

for (const { lang, prefix, privacy } of PAGES) {
  test(`registration, contact and newsletter link to the ${lang} privacy page, which answers`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/account/register`);
    await expect(page.locator('[data-legal-page=privacy]')).toHaveAttribute('href', privacy);
    await page.goto(`${prefix}/contact`);
    await expect(page.locator('form [data-legal-page=dataProtection]')).toHaveAttribute('href', privacy);
    await expect(page.getByRole('contentinfo').locator('[data-legal-page=privacy]')).toHaveAttribute(
      'href',
      privacy,
    );
    const target = await request.get(privacy);
    expect(target.status()).toBe(200);
    expect(await target.text()).toContain(`lang="${lang}"`);
  });
}
