import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './account-helpers';
import { addByLink, closeCookieBanner, sellableProductIds } from './cart-helpers';
import { updateDemoDatabase } from './demo-database';
import { expect, test, waitForHydration } from './fixtures';
import { LOCALES, localePath, messagesOf } from './messages';

/**
 * No dead link anywhere: every page reachable from the home of each language is fetched and every
 * internal link on it must answer 200, or redirect to a 200. Addresses with a query (facets, sorts,
 * pages, variants) are checked but not crawled further, so that facet combinations stay bounded.
 */
const MAX_PAGES = 4000;
const PARALLEL = 4;

/** Internal links of an HTML page, as absolute paths with their query, without fragments. */
function linksIn(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&');
    if (/^(mailto:|tel:|javascript:|#)/i.test(raw)) continue;
    const url = new URL(raw, base);
    if (url.origin !== new URL(base).origin) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

interface Visit {
  status: number;
  links: string[];
}

async function visit(request: APIRequestContext, baseURL: string, path: string): Promise<Visit> {
  const response = await request.get(path, { maxRedirects: 5, failOnStatusCode: false });
  const type = response.headers()['content-type'] ?? '';
  const links = type.includes('text/html') ? linksIn(await response.text(), response.url()) : [];
  return { status: response.status(), links };
}

/** Breadth first from the starting pages; returns each dead link with a page that links to it. */
async function crawl(request: APIRequestContext, baseURL: string, starts: string[]) {
  const seen = new Map<string, string>(starts.map((start) => [start, '(start)']));
  const queue = [...starts];
  const dead: string[] = [];
  let pages = 0;
  while (queue.length > 0) {
    const batch = queue.splice(0, PARALLEL);
    const visits = await Promise.all(batch.map((path) => visit(request, baseURL, path)));
    batch.forEach((path, index) => {
      const { status, links } = visits[index]!;
      pages += 1;
      if (status !== 200) dead.push(`${path} answered ${status} (linked from ${seen.get(path)})`);
      // Leaves: a page with a query shows the same links as its page without one.
      if (status !== 200 || path.includes('?')) return;
      for (const link of links) {
        if (seen.has(link)) continue;
        seen.set(link, path);
        queue.push(link);
      }
    });
    expect(pages, 'the crawl stays bounded').toBeLessThan(MAX_PAGES);
  }
  return { dead, pages };
}

test.describe.configure({ timeout: 300_000 });

test('every page reachable from the home of each language links only to pages that answer', async ({
  request,
  baseURL,
}) => {
  const { dead, pages } = await crawl(
    request,
    baseURL!,
    LOCALES.map((locale) => localePath(locale, '/')),
  );
  console.log(`dead-links: ${pages} addresses checked from the four homes`);
  expect(pages).toBeGreaterThan(200);
  expect(dead).toEqual([]);
});

/** The internal links a signed-in page shows once the browser has rendered it. */
async function renderedLinks(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname + url.search),
  );
}

test("a signed-in customer's account pages and the checkout's legal links all lead somewhere", async ({
  page,
}) => {
  const links = new Map<string, string>();
  const collect = async (where: string) => {
    for (const link of await renderedLinks(page)) if (!links.has(link)) links.set(link, where);
  };
  await signIn(page, 'individual@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  for (const locale of LOCALES) {
    for (const path of ['/account', '/account/sales', '/account/addresses', '/account/profile']) {
      await page.goto(localePath(locale, path));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await collect(localePath(locale, path));
    }
    await page.goto(localePath(locale, '/account/sales'));
    await waitForHydration(page);
    await page.locator('main a[href*="/account/sales/"]').first().click();
    await expect(page).toHaveURL(/\/account\/sales\/\d+$/);
    await page.waitForLoadState('networkidle');
    await collect(page.url());
  }

  // The checkout's own links, the terms at payment among them, in each language.
  const [product] = sellableProductIds(1) as [number];
  await addByLink(page, product);
  for (const locale of LOCALES) {
    const messages = messagesOf(locale);
    // The ERP keeps the checkout's step (shopinvader_api_cart_step) and the checkout resumes there:
    // each language walks the steps from the first.
    updateDemoDatabase(
      `UPDATE erp_sales SET cart_step_id = NULL WHERE typology = 'cart'
       AND partner_id = (SELECT id FROM erp_partners WHERE login = 'individual@demo.shop')`,
    );
    await page.goto(localePath(locale, '/checkout'));
    await waitForHydration(page);
    await closeCookieBanner(page);
    await page.getByRole('button', { name: messages['checkout.address.continue']! }).click();
    // The last carrier ships home: no pick-up point to choose.
    await page.locator('input[name=carrier]').last().check();
    await page.getByRole('button', { name: messages['checkout.delivery.continue']! }).click();
    const terms = page.locator('[data-legal-page=terms]');
    await expect(terms).toBeVisible();
    await collect(`${localePath(locale, '/checkout')} (payment)`);
  }

  // Asked with the customer's cookies: account pages answer as they do for the customer.
  const dead: string[] = [];
  for (const [link, where] of links) {
    const response = await page.request.get(link, { maxRedirects: 5, failOnStatusCode: false });
    if (response.status() !== 200) dead.push(`${link} answered ${response.status()} (on ${where})`);
  }
  expect(links.size).toBeGreaterThan(20);
  expect(dead).toEqual([]);
});
