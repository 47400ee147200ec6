import type { Locator, Page } from '@playwright/test';
import { cookieChoiceMade } from './account-helpers';
import { addByLink, newCustomer, sellableProductIds, signInOnForm } from './cart-helpers';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/**
 * Screens no other browser test reaches, audited with axe (WCAG 2.2 A and AA). Every other screen is
 * audited by the test of its behaviour.
 */

const [PRODUCT] = sellableProductIds(1) as [number];
const PHONE = { width: 390, height: 844 };

test.use({ locale: 'en-US' });

test('on a phone, the product page with a variant chosen and the cart page pass axe', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en/true-lavender-essential-oil?sku=HE-LAVF-30-ML');
  await waitForHydration(page);
  await expect(page.getByTestId('variant-selector').getByRole('link', { name: '30 ml' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await addByLink(page, PRODUCT, 2);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('on a phone, the checkout address forms, with their errors, pass axe', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const login = await newCustomer(request, baseURL!);
  await addByLink(page, PRODUCT);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();

  // A separate invoicing address: a second choice of addresses.
  await page.getByRole('checkbox', { name: 'Invoice to the delivery address' }).uncheck();
  await expect(page.getByRole('group', { name: 'Invoicing address' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A new address sent empty: every required field says so.
  await page.getByRole('button', { name: 'Add a delivery address' }).click();
  const form = page.getByRole('form', { name: 'Add a delivery address' });
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(form.getByLabel('Street and number')).toHaveAttribute('aria-invalid', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Continue to delivery' })).toBeVisible();
});

/** A white pixel: the worst picture an editor can put under white text. */
const WHITE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

interface TextLine {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Relative luminance of the text colour. */
  luminance: number;
  /** 3 for large text (24 px, or 18.66 px bold), else 4.5 (WCAG 1.4.3). */
  required: number;
}

/** The lines of visible text set over a picture of `section`, in the section's own pixels. */
function textLines(section: Locator): Promise<TextLine[]> {
  return section.evaluate((root) => {
    const channel = (value: number) => {
      const v = value / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    const origin = root.getBoundingClientRect();
    const pictures = [...root.querySelectorAll('img')]
      .filter((img) => img.checkVisibility())
      .map((img) => img.getBoundingClientRect());
    const overPicture = (rect: DOMRect) =>
      pictures.some(
        (picture) =>
          rect.left < picture.right &&
          rect.right > picture.left &&
          rect.top < picture.bottom &&
          rect.bottom > picture.top,
      );
    const lines: TextLine[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent?.checkVisibility({ opacityProperty: true })) continue;
      const style = getComputedStyle(parent);
      const [r = 0, g = 0, b = 0] = style.color.match(/[\d.]+/g)!.map(Number);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const inside =
          rect.left >= origin.left &&
          rect.right <= origin.right &&
          rect.top >= origin.top &&
          rect.bottom <= origin.bottom;
        if (rect.width < 2 || rect.height < 2 || !inside || !overPicture(rect)) continue;
        lines.push({
          text: node.textContent.trim().slice(0, 40),
          x: rect.left - origin.left,
          y: rect.top - origin.top,
          width: rect.width,
          height: rect.height,
          luminance: 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b),
          required: large ? 3 : 4.5,
        });
      }
    }
    return lines;
  });
}

/**
 * The lowest contrast of each line against the pixels behind it, read from a picture of the section
 * taken with its text made transparent; computed on a blank page, whose canvas no CSP restricts.
 */
async function lineContrasts(scratch: Page, picture: Buffer, lines: TextLine[]) {
  return scratch.evaluate(
    async ({ png, lines }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return lines.map((line) => {
        const { data } = context.getImageData(
          Math.floor(line.x),
          Math.floor(line.y),
          Math.max(1, Math.floor(line.width)),
          Math.max(1, Math.floor(line.height)),
        );
        let worst = Infinity;
        for (let index = 0; index < data.length; index += 4) {
          const background =
            0.2126 * channel(data[index]!) +
            0.7152 * channel(data[index + 1]!) +
            0.0722 * channel(data[index + 2]!);
          const [light, dark] =
            background > line.luminance ? [background, line.luminance] : [line.luminance, background];
          worst = Math.min(worst, (light + 0.05) / (dark + 0.05));
        }
        return { text: line.text, contrast: Math.round(worst * 100) / 100, required: line.required };
      });
    },
    { png: picture.toString('base64'), lines },
  );
}

test('text over CMS pictures keeps its contrast, even over a plain white picture', async ({
  page,
  context,
  baseURL,
}) => {
  // axe cannot tell what colour lies under text set over a picture: every picture becomes plain white,
  // the worst case, and the pixels under each line of text are measured.
  test.setTimeout(90_000);
  await cookieChoiceMade(context, baseURL!);
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ contentType: 'image/png', body: WHITE_PNG })
      : route.continue(),
  );
  const scratch = await context.newPage();
  const failures: unknown[] = [];
  for (const path of ['/en', '/en/professionals', '/en/about-us']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Pictures of hidden carousel slides load too, so that every section settles.
    await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
    const sections = page.getByRole('main').locator('section:has(img):not(:has(section img))');
    for (let index = 0; index < (await sections.count()); index += 1) {
      const section = sections.nth(index);
      await section.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          section.evaluate((root) => [...root.querySelectorAll('img')].every((img) => img.complete)),
        )
        .toBe(true);
      const lines = await textLines(section);
      if (lines.length === 0) continue;
      // Inline styles set through the DOM, which the page's Content-Security-Policy allows.
      await section.evaluate((root) =>
        root.querySelectorAll<HTMLElement>('*').forEach((element) => {
          element.style.setProperty('color', 'transparent', 'important');
        }),
      );
      const picture = await section.screenshot({ animations: 'disabled' });
      await section.evaluate((root) =>
        root.querySelectorAll<HTMLElement>('*').forEach((element) => element.style.removeProperty('color')),
      );
      for (const line of await lineContrasts(scratch, picture, lines)) {
        if (line.contrast < line.required) failures.push({ path, ...line });
      }
    }
  }
  expect(failures).toEqual([]);
});
