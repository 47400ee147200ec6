import type { BrowserContext, Page } from '@playwright/test';
import { cookieChoiceMade, signIn } from './account-helpers';
import { addByLink, sellableProductIds, waitForSync } from './cart-helpers';
import { demoPrices } from './demo-prices';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/**
 * Professional customers' prices (docs/architecture.md#prices-in-shared-pages): anonymous HTML and APIs carry the default pricelist's
 * prices only; a therapist sees therapist prices and never a public one first; a pricelist typed in a
 * listing's address counts only for the customer the ERP says it belongs to.
 */

const CATEGORY = '/en/aromatherapy/essential-oils';
const PRODUCT = '/en/true-lavender-essential-oil';
const SEARCH = '/en/search';

/** Amounts in a text as the English pages write them (€1,234.50). */
function amounts(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*\.\d{2}/g)].map((match) => Number(match[0].replaceAll(',', '')));
}

/**
 * Decimal numbers written in a text (the hydration data, an API answer). Times are left out: the
 * seconds of "…T11:45:12.730Z" (a banner's `checkedAt`) would read as 12.73.
 */
function decimals(text: string): Set<number> {
  const withoutTimes = text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?/g, '');
  return new Set([...withoutTimes.matchAll(/(?<![\d.])\d+\.\d+(?![\d.])/g)].map((match) => Number(match[0])));
}

/**
 * What the page shows where prices are, to the eye: text in visible elements, not for screen readers,
 * nor the unit prices under them (per litre, per kilogram).
 */
async function shownPrices(page: Page): Promise<string[]> {
  return page.getByTestId('product-price').evaluateAll((elements) =>
    elements.map((element) => {
      let text = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement!;
        if (
          parent.closest('.sr-only, [data-testid="unit-price"]') ||
          !parent.checkVisibility({ visibilityProperty: true })
        )
          continue;
        text += walker.currentNode.textContent;
      }
      return text.replace(/\s+/g, ' ').trim();
    }),
  );
}

/**
 * Installed before any of the page's own scripts: from the first paint on, records every text the
 * price elements show to the eye, at each change of the document and each frame, and every box they
 * take (size, and place in their card or the page) at each frame.
 */
function recordPrices() {
  const shown: string[] = [];
  const boxes = new Map<Element, string[]>();
  const visibleText = (element: Element) => {
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement!;
      if (parent.closest('.sr-only') || !parent.checkVisibility({ visibilityProperty: true })) continue;
      text += walker.currentNode.textContent;
    }
    return text.replace(/\s+/g, ' ').trim();
  };
  const record = (withBoxes: boolean) => {
    for (const element of document.querySelectorAll('[data-testid="product-price"]')) {
      const text = visibleText(element);
      if (text && !shown.includes(text)) shown.push(text);
      // Boxes only at frames: between two of them the parser may hold a price element half read,
      // or the stylesheet not yet applied, which no eye ever sees.
      if (!withBoxes) continue;
      // A card's price is placed within its card: the listing above the cards changes height by
      // itself when it hydrates (the sort form's no-JavaScript button goes), moving every card.
      const { x, y, width, height } = element.getBoundingClientRect();
      const origin = element.closest('article')?.getBoundingClientRect() ?? { x: 0, y: -window.scrollY };
      const box = [x - origin.x, y - origin.y, width, height].map(Math.round).join(' ');
      const seen = boxes.get(element) ?? [];
      if (!seen.includes(box)) boxes.set(element, [...seen, box]);
    }
  };
  new MutationObserver(() => record(false)).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  const everyFrame = () => {
    record(true);
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  Object.assign(window, {
    priceRecord: () => ({ shown, boxes: [...boxes.values()] }),
  });
}

type PriceRecord = { shown: string[]; boxes: string[][] };

test.describe('anonymous visitors', () => {
  test('the HTML of catalogue pages and the autocomplete carry no therapist or B2B price', async ({
    request,
  }) => {
    const { proOnly } = demoPrices();
    expect(proOnly.size).toBeGreaterThan(50);
    for (const path of [PRODUCT, CATEGORY, SEARCH, '/en']) {
      const response = await request.get(path);
      const html = await response.text();
      expect(response.status(), path).toBeLessThan(400);
      expect(html, path).not.toMatch(/"(therapist|b2b)"/);
      const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1])
        .join('\n');
      const leaked = [...decimals(scripts)].filter((value) => proOnly.has(value));
      expect(leaked, path).toEqual([]);
      const text = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
      expect(
        amounts(text).filter((value) => proOnly.has(value)),
        path,
      ).toEqual([]);
    }
    for (const q of ['lavender', 'oil', 'diffuser']) {
      const response = await request.get(`/api/autocomplete?q=${q}&locale=en`);
      const body = await response.text();
      const { products } = JSON.parse(body) as { products: { prices: Record<string, unknown> }[] };
      expect(products.length, q).toBeGreaterThan(0);
      for (const product of products) expect(Object.keys(product.prices)).toEqual(['default']);
      expect(
        [...decimals(body)].filter((value) => proOnly.has(value)),
        q,
      ).toEqual([]);
    }
  });

  test('the prices endpoint gives a visitor without a session nothing, refuses bad ids, and is kept by no cache', async ({
    request,
  }) => {
    const anonymous = await request.get('/api/prices?ids=1,2,3');
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()['cache-control']).toBe('private, no-store');
    expect(await anonymous.json()).toEqual({ pricelist: 'default', prices: {} });
    // A pricelist hint proves nothing: only the ERP's answer counts.
    const hinted = await request.get('/api/prices?ids=1,2,3', { headers: { cookie: 'shop_pricelist=b2b' } });
    expect(await hinted.json()).toEqual({ pricelist: 'default', prices: {} });
    for (const ids of ['', 'a', '1,-2', '1.5', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const refused = await request.get(`/api/prices?ids=${ids}`);
      expect(refused.status(), ids).toBe(400);
      expect((await refused.json()) as { message: string }, ids).toMatchObject({ message: /^ids / });
    }
  });

  test('pages ask for no prices and load none of their code', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/prices|price-source/.test(request.url())) asked.push(request.url());
    });
    for (const path of [CATEGORY, PRODUCT]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId('product-price').first()).toBeVisible();
    }
    expect(asked).toEqual([]);
  });

  test('a typed ?pricelist=b2b sorts and filters on the default pricelist, and no cache keeps it', async ({
    page,
    request,
  }) => {
    const query = 'sort=price_asc&price_max=6';
    const plain = await request.get(`${SEARCH}?${query}`);
    const typed = await request.get(`${SEARCH}?pricelist=b2b&${query}`);
    expect(typed.status()).toBe(200);
    expect(typed.headers()['cache-control']).toBe('private, no-store');
    await request.get(`${SEARCH}?pricelist=b2b&${query}`);
    expect((await request.get(`${SEARCH}?pricelist=b2b&${query}`)).headers()['x-page-cache']).not.toBe('hit');
    const names = (html: string) =>
      [...html.matchAll(/<h[23][^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!);
    const plainNames = names(await plain.text());
    expect(plainNames.length).toBeGreaterThan(0);
    expect(names(await typed.text())).toEqual(plainNames);

    // In the browser the listing reads the same, and its address loses the pricelist it cannot use.
    await page.goto(`${SEARCH}?pricelist=b2b&${query}`);
    const count = await page.getByTestId('search-count').innerText();
    await waitForHydration(page);
    await expect(page).toHaveURL((url) => url.pathname === SEARCH && !url.searchParams.has('pricelist'));
    await expect(page.getByTestId('search-count')).toHaveText(count);
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(plainNames);
  });
});

test.describe('a signed-in therapist', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await cookieChoiceMade(context, baseURL!);
    await signIn(page, 'therapist@demo.shop');
    await page.waitForURL((url) => !url.pathname.includes('/account/login'));
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'shop_pricelist')?.value)
      // The therapist pricelist's Odoo id in the demo (apps/demo-backend/src/pricelists.ts).
      .toBe('2');
  });

  for (const path of [CATEGORY, PRODUCT]) {
    test(`sees therapist prices on ${path}, never a public one first, in boxes that do not move`, async ({
      page,
    }) => {
      const { therapist, publicOnly } = demoPrices();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/prices')) asked.push(request.url());
      });
      await page.addInitScript(recordPrices);
      // Cards fade in from a few pixels below: only a price box's own change of place is looked for.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      const prices = page.getByTestId('product-price');
      await expect(prices.first()).toBeAttached();
      await expect
        .poll(async () => (await shownPrices(page)).every((text) => amounts(text).length > 0))
        .toBe(true);
      const shown = await shownPrices(page);
      for (const text of shown)
        for (const value of amounts(text)) expect(therapist.has(value), text).toBe(true);
      if (path === PRODUCT) {
        // Its unit price follows the therapist's price: the product's main variant holds 5 ml.
        const [value] = amounts(shown[0]!);
        const perLitre = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
          Math.round(value! * 20_000) / 100,
        );
        await expect(page.getByTestId('unit-price').first().locator('[aria-hidden="true"]')).toHaveText(
          `${perLitre}/l`,
        );
      }

      const record = await page.evaluate(() =>
        (window as unknown as { priceRecord: () => PriceRecord }).priceRecord(),
      );
      expect(record.shown.length).toBeGreaterThan(0);
      for (const text of record.shown)
        expect(
          amounts(text).filter((value) => publicOnly.has(value)),
          `shown at some moment: ${text}`,
        ).toEqual([]);
      for (const boxes of record.boxes) expect(boxes).toHaveLength(1);

      // One request for the page's products, only this customer's.
      expect(asked).toHaveLength(1);
      expect(new URL(asked[0]!).searchParams.get('ids')!.split(',').length).toBeGreaterThanOrEqual(
        await prices.count(),
      );
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test("sees their own prices in the header's autocomplete", async ({ page }) => {
    const { therapist } = demoPrices();
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Search for a product' }).fill('lavender');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(options.filter({ hasText: /€/ }).first()).toBeVisible();
    const texts = await options.filter({ hasText: /€/ }).allInnerTexts();
    for (const text of texts)
      for (const value of amounts(text)) expect(therapist.has(value), text).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a price being asked keeps its place for the eye and says so to screen readers; a failed one says it', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/prices?*', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { message: 'Prices cannot be read right now' } });
    });
    await page.goto(CATEGORY);
    const first = page.getByTestId('product-price').first();
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(first).toHaveText('Your price is loading');
    expect((await shownPrices(page)).every((text) => text === '')).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    release();
    await expect(first).toHaveText('Your price cannot be shown right now');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a listing in their pricelist is answered for them alone; another pricelist is not theirs', async ({
    page,
  }) => {
    const query = 'sort=price_asc&price_max=6';
    const own = await page.request.get(`${SEARCH}?pricelist=2&${query}`);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    const count = (html: string) =>
      Number(/data-testid="search-count"[^>]*>(?:<!-- -->)?(\d+)/.exec(html)?.[1] ?? 0);
    const plain = count(await (await page.request.get(`${SEARCH}?${query}`)).text());
    // Therapist prices are lower: more products cost at most 6.
    expect(plain).toBeGreaterThan(0);
    expect(count(await own.text())).toBeGreaterThan(plain);
    expect(count(await (await page.request.get(`${SEARCH}?pricelist=3&${query}`)).text())).toBe(plain);
  });
});

/** The business customer signed in, the cookie choice already made. */
async function signInAsBusinessCustomer(page: Page, context: BrowserContext, baseURL: string) {
  await cookieChoiceMade(context, baseURL);
  await signIn(page, 'b2b@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
}

test('a business customer reads the cart without tax, as the catalogue shows them their prices', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsBusinessCustomer(page, context, baseURL!);
  const [product] = sellableProductIds(1) as [number];
  // Enough of it for the 5 € code below to take its whole amount.
  await addByLink(page, product, 4);
  const totals = page.getByTestId('cart-totals');
  await expect(totals).toContainText('Products subtotal excl. VAT');
  await expect(totals).toContainText('Total excl. VAT');

  // A code of 5 € takes 5 € off the total with tax: the untaxed discount says its basis, and the
  // amount the shopper knows is said beside it with its own.
  await waitForSync(page);
  await page.getByLabel('Promo code').fill('SPRING5');
  await page.getByRole('button', { name: 'Apply' }).click();
  const bases = totals.getByTestId('discount-bases');
  await expect(bases).toContainText(/^-€4\.\d\d excl\. VAT/);
  await expect(bases).toContainText('i.e. -€5.00 incl. VAT');
});

test('a card tapped while the listing waits for the customer opens the product', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsBusinessCustomer(page, context, baseURL!);
  // The customer call ends the session's loading, which asks the listing again in the customer's
  // pricelist; the tapped product's data arrives only after that.
  const held = (pattern: RegExp) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    void page.route(pattern, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    return { release, askedFor };
  };
  const customer = held(/\/shopinvader\/customer$/);
  const product = held(/\/en\/true-lavender-essential-oil\.data/);
  await page.goto('/en/search?q=lavnde');
  await waitForHydration(page);
  await customer.askedFor;
  await page
    .getByTestId('search-results')
    .getByRole('link', { name: /True Lavender essential oil/ })
    .first()
    .click();
  await product.askedFor;
  customer.release();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  product.release();
  await expect(page).toHaveURL(/\/en\/true-lavender-essential-oil$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('True Lavender essential oil');
});
