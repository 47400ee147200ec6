import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every test runs against the servers global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.STOREFRONT_URL;
    if (!url) throw new Error('STOREFRONT_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
});

export { expect };

/** WCAG 2.2 A and AA violations on the current page, with what axe says about each. */
export async function accessibilityViolations(page: Page) {
  // Entrance animations fade text in; axe measures contrast on the settled page, as people read it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // An entrance that had started before still runs out its course: axe reads the settled page.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Gives the page the first sign of intent that starts hydration (a key press that types nothing) and
 * waits until React has hydrated it, so client behaviour (drawers, navigation) is live.
 */
export async function waitForHydration(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
