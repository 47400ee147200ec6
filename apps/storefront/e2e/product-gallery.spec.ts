import { closeCookieBanner } from './cart-helpers';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { messagesOf } from './messages';

/** True lavender is shown in four pictures in the demo catalogue; tea tree in one. */
const LAVENDER = '/en/true-lavender-essential-oil';
const TEA_TREE = '/en/tea-tree-essential-oil';

test('the gallery shows its first picture before hydration, then moves by thumbnail, arrow keys and swipe', async ({
  page,
}) => {
  // axe reads a whole product page: slow on a busy machine.
  test.slow();
  await page.goto(LAVENDER);
  const strip = page.getByTestId('gallery-strip');
  // Drawn by the server: the largest paint needs no script.
  await expect(strip.locator('img').first()).toBeVisible();
  await expect(strip.locator('img')).toHaveCount(4);
  await waitForHydration(page);
  await closeCookieBanner(page);

  const thumbnails = page.getByRole('list', { name: 'Product photos' });
  const thumbnail = (index: number) => thumbnails.getByRole('button', { name: `Picture ${index} of 4` });
  await expect(thumbnails.getByRole('button')).toHaveCount(4);
  await expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');

  await thumbnail(3).click();
  await expect(thumbnail(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => strip.evaluate((list) => Math.round(list.scrollLeft / list.clientWidth))).toBe(2);

  await page.keyboard.press('ArrowRight');
  await expect(thumbnail(4)).toBeFocused();
  await expect(thumbnail(4)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(thumbnail(4)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(thumbnail(1)).toBeFocused();
  await expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');

  // The main picture takes the arrows too, and only the one shown is in the tab order.
  const enlarge = (index: number) => strip.getByRole('button', { name: `Enlarge picture ${index} of 4` });
  await enlarge(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(enlarge(2)).toBeFocused();
  await expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(enlarge(1)).toHaveAttribute('tabindex', '-1');

  // A swipe is a scroll of the strip, which snaps to a picture: the thumbnails follow it.
  await strip.evaluate((list) => list.scrollTo({ left: list.clientWidth * 3 }));
  await expect(thumbnail(4)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => strip.evaluate((list) => getComputedStyle(list).scrollSnapType)).toContain('x');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a picture opens large in a dialog from the keyboard or a click; Escape closes it and the focus returns', async ({
  page,
}) => {
  test.slow();
  await page.goto(LAVENDER);
  await waitForHydration(page);
  await closeCookieBanner(page);
  const strip = page.getByTestId('gallery-strip');
  await page.getByRole('button', { name: 'Picture 2 of 4', exact: true }).click();
  const enlarge = strip.getByRole('button', { name: 'Enlarge picture 2 of 4' });
  await enlarge.focus();
  await page.keyboard.press('Enter');

  const zoom = page.getByRole('dialog', { name: /picture 2 of 4$/ });
  await expect(zoom).toBeVisible();
  await expect(zoom.getByRole('img')).toHaveAttribute('src', /\/xlarge-2\.svg$/);
  await expect(zoom.getByRole('button', { name: 'Close the enlarged picture' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(enlarge).toBeFocused();

  await enlarge.click();
  await expect(zoom).toBeVisible();
  await zoom.getByRole('button', { name: 'Close the enlarged picture' }).click();
  await expect(zoom).toBeHidden();
});

test('the gallery speaks the page language', async ({ page }) => {
  const t = messagesOf('fr');
  await page.goto('/huile-essentielle-de-lavande-fine');
  await waitForHydration(page);
  const thumbnails = page.getByRole('list', { name: t['product.gallery']! });
  await expect(thumbnails.getByRole('button', { name: 'Photo 2 sur 4' })).toBeVisible();
  await expect(
    page.getByTestId('gallery-strip').getByRole('button', { name: 'Agrandir la photo 1 sur 4' }),
  ).toBeVisible();
});

test('a product with a single picture shows it without gallery controls', async ({ page }) => {
  const response = await page.goto(TEA_TREE);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const strip = page.getByTestId('gallery-strip');
  await expect(strip.locator('img')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Product photos' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Picture \d+ of/ })).toHaveCount(0);
});
