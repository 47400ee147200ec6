import type { Page } from '@playwright/test';
import { closeCookieBanner, waitForSync } from './cart-helpers';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { type Locale, localePath, messagesOf } from './messages';

/** True lavender: the demo catalogue links it to two products that go with it (cross_selling). */
const LAVENDER: Partial<Record<Locale, string>> = {
  en: '/true-lavender-essential-oil',
  fr: '/huile-essentielle-de-lavande-fine',
};

/** The first amount in a text ("€8.90", "8,90 €"): labels for screen readers around it are left out. */
const firstPrice = (text: string) => /€\s?\d[\d.,]*|\d[\d.,\s]*€/u.exec(text)?.[0];

async function openDrawer(page: Page, locale: Locale) {
  const t = messagesOf(locale);
  await page.goto(localePath(locale, LAVENDER[locale]!));
  await waitForHydration(page);
  await closeCookieBanner(page);
  const button = page.getByRole('main').getByRole('button', { name: t['cart.add.button']!, exact: true });
  await button.click();
  const drawer = page.getByRole('dialog', { name: t['cart.add.confirmation']! });
  await expect(drawer).toBeVisible();
  // The figures come once the ERP has the line.
  await expect(drawer.getByTestId('drawer-subtotal')).toBeVisible({ timeout: 15_000 });
  return { t, button, drawer };
}

for (const locale of ['en', 'fr'] as const) {
  test(`[${locale}] the drawer shows the line, subtotal and free-delivery distance the cart page shows, and real cross-sell links`, async ({
    page,
  }) => {
    const { t, drawer } = await openDrawer(page, locale);
    await expect(drawer.getByTestId('drawer-line-qty')).toHaveText(
      t['cart.drawer.quantity']!.replace('{qty}', '1'),
    );
    await expect(drawer.getByTestId('drawer-line').locator('img')).toHaveCount(1);
    const lineAmount = firstPrice(await drawer.getByTestId('drawer-line-amount').innerText());
    expect(lineAmount).toBeDefined();
    const subtotal = (await drawer.getByTestId('drawer-subtotal').innerText()).trim();
    const freeDelivery = drawer.getByTestId('free-delivery');
    await expect(freeDelivery).toBeVisible();
    const distance = await freeDelivery.innerText();

    const crossSells = drawer.getByTestId('drawer-cross-sells').getByRole('link');
    const count = await crossSells.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    const first = crossSells.first();
    const name = (await first.innerText()).trim();
    const href = await first.getAttribute('href');
    expect(href).toMatch(locale === 'fr' ? /^\/[a-z0-9-]+$/ : /^\/en\/[a-z0-9-]+$/);

    // The cart page shows the same figures.
    await drawer.getByRole('link', { name: t['cart.add.view_cart']! }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/cart')}$`));
    await waitForSync(page);
    expect(firstPrice(await page.getByTestId('cart-line-amount').innerText())).toBe(lineAmount);
    await expect(page.getByTestId('cart-totals').locator('dd').first()).toHaveText(subtotal);
    await expect(page.getByTestId('free-delivery')).toHaveText(distance);

    // A cross-sell leads to its product page.
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
}

test('the drawer takes the focus, closes with Escape and with its button, gives the focus back, and passes axe', async ({
  page,
}) => {
  // axe reads a whole product page: slow on a busy machine.
  test.slow();
  const { t, button, drawer } = await openDrawer(page, 'en');
  await expect(drawer.getByRole('button', { name: t['cart.add.close']! })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('drawer-line-qty')).toHaveText('Quantity in cart: 2', { timeout: 15_000 });
  await drawer.getByRole('button', { name: t['cart.continue']! }).click();
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});
