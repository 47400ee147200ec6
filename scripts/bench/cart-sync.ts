// How many sync requests 20 rapid add-to-cart clicks send to the ERP. The cart engine batches changes
// made while a sync is under way, so the count shows whether a burst of clicks becomes a burst of
// requests. Debian's Chromium driven by Playwright, as in the browser tests.
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import type { BenchPage } from './pages.ts';

const CLICKS = 20;
const SYNC_PATH = /^\/shopinvader\/(?:.+\/)?sync$/;
/**
 * The syncs are over once none has been sent or answered for this long after the last click (bounded
 * by SETTLE_LIMIT_MS): longer than the engine waits for the end of a burst of changes before it syncs.
 */
const QUIET_MS = 3_000;
const SETTLE_LIMIT_MS = 30_000;

const isSync = (request: Request) =>
  request.method() === 'POST' && SYNC_PATH.test(new URL(request.url()).pathname);

/** The quantity of `productId` in an ERP cart answer, if the answer holds one. */
function quantityIn(body: string, productId: number | undefined): number | null {
  try {
    const cart: { lines?: { product_id?: number; qty?: number }[] } | null = JSON.parse(body);
    return cart?.lines?.find((line) => line.product_id === productId)?.qty ?? null;
  } catch {
    return null;
  }
}

/** One sync request: its answer's status (or why none came) and the product's quantity in it. */
interface Sync {
  at: number;
  status?: number | 'failed';
  qty?: number | null;
}

/**
 * Opens the product page in a fresh browser context (an empty cart), clicks "Add to cart" 20 times with
 * `clickAll`, and counts the sync requests until they stop.
 */
async function countSyncs(
  browser: Browser,
  { storefrontUrl, page: productPage }: { storefrontUrl: string; page: BenchPage },
  clickAll: (page: Page, add: Locator) => Promise<void>,
) {
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await context.newPage();
    const syncs: Sync[] = [];
    let lastActivity = Date.now();
    let pending = 0;
    page.on('request', (request) => {
      if (!isSync(request)) return;
      syncs.push({ at: Date.now() });
      pending += 1;
      lastActivity = Date.now();
    });
    const settle = (request: Request, status: Sync['status'], body?: string) => {
      if (!isSync(request)) return;
      pending -= 1;
      lastActivity = Date.now();
      // The engine sends one sync at a time, so answers come in the order of the requests.
      const sync = syncs.find((item) => item.status === undefined);
      if (!sync) return;
      sync.status = status;
      if (body !== undefined) sync.qty = quantityIn(body, productPage.productId);
    };
    page.on('requestfinished', async (request) => {
      if (!isSync(request)) return;
      const response = await request.response();
      settle(request, response?.status() ?? 0, await response?.text().catch(() => undefined));
    });
    page.on('requestfailed', (request) => settle(request, 'failed'));
    // Kept to explain a count of zero (an add the engine refused, a failed hydration).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => problems.push(error.message.slice(0, 300)));

    await page.goto(`${storefrontUrl}${productPage.path}`);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    // The page hydrates on the shopper's first sign of intent (a key press here); the clicks are
    // measured on the hydrated page, where the cart engine runs.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectEnabled(add);
    const before = syncs.length;
    const started = Date.now();
    await clickAll(page, add);
    const clicksMs = Date.now() - started;
    // The engine may hold the changes a moment before its first sync: the quiet time counts from here.
    lastActivity = Math.max(lastActivity, Date.now());
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < deadline && (pending > 0 || Date.now() - lastActivity < QUIET_MS))
      await page.waitForTimeout(100);
    const burst = syncs.slice(before);
    return {
      clicksMs,
      syncRequests: burst.length,
      statuses: burst.map((sync) => sync.status ?? 'unanswered'),
      // What the ERP holds for the product after the last answer: 20 when no click was lost.
      erpQuantity: burst.findLast((sync) => sync.qty !== undefined && sync.qty !== null)?.qty ?? null,
      settled: pending === 0,
      problems: problems.slice(0, 5),
    };
  } finally {
    await context.close();
  }
}

async function expectEnabled(locator: Locator) {
  await locator.waitFor();
  for (let tries = 0; tries < 300 && !(await locator.isEnabled()); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Clicks as fast as the page can take them: 20 clicks within one task, before any sync is answered. */
async function burst(page: Page) {
  await page.evaluate((clicks) => {
    const button = [...document.querySelectorAll('button')].find(
      (item) => item.textContent === 'Add to cart',
    );
    for (let click = 0; click < clicks; click += 1) button!.click();
  }, CLICKS);
}

/**
 * A quick shopper: click, close the confirmation drawer (a modal dialog) with Escape as soon as it
 * shows, click again. (The first click loads the cart's engine, so its drawer opens a moment later.)
 */
async function paced(page: Page, add: Locator) {
  const drawer = page.locator('dialog[open]');
  for (let click = 0; click < CLICKS; click += 1) {
    await add.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  }
}

export async function measureCartSync({ storefrontUrl, page }: { storefrontUrl: string; page: BenchPage }) {
  const { browser, close } = await launchChromium();
  try {
    return {
      clicks: CLICKS,
      product: page.path,
      burst: await countSyncs(browser, { storefrontUrl, page }, burst),
      paced: await countSyncs(browser, { storefrontUrl, page }, paced),
    };
  } finally {
    await close();
  }
}
