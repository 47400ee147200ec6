import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type PreviewGrant, previewQuery } from '../app/domain/cms/preview-grant.server';
import { expect, test } from './fixtures';
import { LOCALES, type Locale, localePath, messagesOf } from './messages';

/**
 * Editors' previews, end to end: an editor changes drafts in Strapi through its admin API, opens the
 * address Strapi's "Open preview" gives, and sees them in the shop with the preview bar; shoppers (and
 * every cache on their way) keep the published page until the editor publishes.
 */
const PAGES = '/content-manager/collection-types/api::page.page';
const run = randomBytes(4).toString('hex');
const fullpath = `/preview-check-${run}`;
const published = (locale: Locale) => `Published ${locale} ${run}`;
const draft = (locale: Locale) => `Draft ${locale} ${run}`;

let adminToken = '';
let documentId = '';

async function admin(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`${process.env.CMS_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The address the content manager's "Open preview" opens for the draft of the page in `locale`. */
async function previewAddress(request: APIRequestContext, locale: Locale): Promise<string> {
  const body = await admin(
    request,
    'GET',
    `/content-manager/preview/url/api::page.page?documentId=${documentId}&locale=${locale}&status=draft`,
  );
  return body.data.url;
}

async function headingOf(page: Page) {
  return page.getByRole('heading', { level: 1 }).textContent();
}

/** The page as a shopper gets it: the whole answer, with the page cache's say. */
async function shopperSees(request: APIRequestContext, locale: Locale) {
  const response = await request.get(localePath(locale, fullpath));
  return { body: await response.text(), headers: response.headers() };
}

async function editorPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
  return { context, page: await context.newPage() };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const login = await request.post(`${process.env.CMS_URL}/admin/login`, {
    data: { email: 'admin@example.com', password: 'Admin1234!' },
  });
  adminToken = (await login.json()).data.token;
  // A page of its own in the four languages, published: no other test reads it.
  const created = await admin(request, 'POST', `${PAGES}?locale=fr`, {
    title: published('fr'),
    handle: `preview-check-${run}`,
    fullpath,
  });
  documentId = created.data.documentId;
  for (const locale of LOCALES) {
    if (locale !== 'fr')
      await admin(request, 'PUT', `${PAGES}/${documentId}?locale=${locale}`, {
        title: published(locale),
        fullpath,
      });
    await admin(request, 'POST', `${PAGES}/${documentId}/actions/publish?locale=${locale}`, {});
  }
});

test.afterAll(async ({ request }) => {
  if (documentId) {
    for (const locale of LOCALES) {
      await request.delete(`${process.env.CMS_URL}${PAGES}/${documentId}?locale=${locale}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
    }
  }
});

test('the editor sees the draft in every language with the preview bar; shoppers and caches keep the published page', async ({
  browser,
  request,
}) => {
  for (const locale of LOCALES) {
    // A shopper's visits fill the data and page caches with the published page (kept at its second).
    await request.get(localePath(locale, fullpath));
    await request.get(localePath(locale, fullpath));
    const before = await shopperSees(request, locale);
    expect(before.body).toContain(published(locale));
    expect(before.headers['x-page-cache']).toBe('hit');

    await admin(request, 'PUT', `${PAGES}/${documentId}?locale=${locale}`, { title: draft(locale) });
    const address = await previewAddress(request, locale);
    expect(new URL(address).pathname).toBe('/_preview');

    const { context, page } = await editorPage(browser);
    const answer = await page.goto(address);
    expect(new URL(page.url()).pathname).toBe(localePath(locale, fullpath));
    expect(await headingOf(page)).toBe(draft(locale));
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-page-cache']).toBeUndefined();
    expect(answer?.headers()['xkey']).toBeUndefined();
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    const messages = messagesOf(locale);
    const bar = page.getByRole('region', { name: messages['preview.label'] });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: messages['preview.exit'] })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'shop_preview');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    // Meanwhile a shopper, and every cache, still has the published page only.
    const after = await shopperSees(request, locale);
    expect(after.body).toContain(published(locale));
    expect(after.body).not.toContain(draft(locale));
    expect(after.headers['x-page-cache']).toBe('hit');
    const fresh = await request.get(
      `${localePath(locale, fullpath)}?pricelist=${randomBytes(4).toString('hex')}`,
    );
    expect(await fresh.text()).not.toContain(draft(locale));

    // The way out: the same page as shoppers see it, and no preview any more.
    await bar.getByRole('link', { name: messages['preview.exit'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published(locale));
    await expect(page.getByRole('region', { name: messages['preview.label'] })).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === 'shop_preview')).toBe(false);
    await context.close();
  }
});

test('a forged, expired or other entry’s preview address shows the published page', async ({
  browser,
  request,
}) => {
  const locale: Locale = 'nl';
  const path = localePath(locale, fullpath);
  await admin(request, 'PUT', `${PAGES}/${documentId}?locale=${locale}`, { title: draft(locale) });
  const genuine = new URL(await previewAddress(request, locale));
  const forged = new URL(genuine);
  forged.searchParams.set('sig', '0'.repeat(64));
  const secret = process.env.STOREFRONT_PREVIEW_SECRET!;
  const now = Math.floor(Date.now() / 1000);
  const grant: PreviewGrant = { type: 'page', documentId, locale, path, expires: now + 300 };
  const expired = `/_preview?${previewQuery(secret, { ...grant, expires: now - 5 })}`;
  // Correctly signed, but for another page than the one it opens.
  const about = await admin(request, 'GET', `${PAGES}?locale=nl&filters[handle][$eq]=about`);
  const otherEntry = `/_preview?${previewQuery(secret, { ...grant, documentId: about.results[0].documentId })}`;

  for (const address of [forged.pathname + forged.search, expired, otherEntry]) {
    const { context, page } = await editorPage(browser);
    await page.goto(address);
    expect(new URL(page.url()).pathname, address).toBe(path);
    expect(await headingOf(page), address).toBe(published(locale));
    await expect(page.getByText(draft(locale))).toHaveCount(0);
    await context.close();
  }
  // A forged preview cookie is worth nothing either, and is dropped.
  const withCookie = await request.get(path, { headers: { Cookie: 'shop_preview=forged.0000' } });
  expect(await withCookie.text()).not.toContain(draft(locale));
  expect(withCookie.headers()['cache-control']).toBe('private, no-store');
  expect(withCookie.headers()['set-cookie']).toContain('shop_preview=;');
});

test('after publishing, shoppers see the change within seconds', async ({ request }) => {
  const locale: Locale = 'en';
  expect((await shopperSees(request, locale)).body).toContain(published(locale));
  await admin(request, 'POST', `${PAGES}/${documentId}/actions/publish?locale=${locale}`, {});
  // The CMS's publish webhook drops the page from every cache.
  await expect
    .poll(async () => (await shopperSees(request, locale)).body, { timeout: 10_000 })
    .toContain(draft(locale));
});

test('articles, the header and menu items are previewed in their language too', async ({
  browser,
  request,
}) => {
  const ARTICLES = '/content-manager/collection-types/api::article.article';
  const HEADER = '/content-manager/single-types/api::header.header';
  const MENU_ITEMS = '/content-manager/collection-types/api::navigation-item.navigation-item';
  const articles = await request.get(
    `${process.env.CMS_URL}/api/articles?locale=de&pagination[pageSize]=1&fields[0]=slug`,
  );
  const article = ((await articles.json()) as { data: { documentId: string; slug: string }[] }).data[0]!;
  const header = (await admin(request, 'GET', `${HEADER}?locale=nl`)).data;
  const menuItem = (await admin(request, 'GET', `${MENU_ITEMS}?locale=en&filters[menu][$eq]=main`))
    .results[0];
  const cases = [
    {
      uid: 'api::article.article',
      list: ARTICLES,
      documentId: article.documentId,
      locale: 'de' as const,
      field: 'title',
      path: `/de/blog/${article.slug}`,
    },
    {
      uid: 'api::header.header',
      list: HEADER,
      documentId: header.documentId,
      locale: 'nl' as const,
      field: 'message',
      path: '/nl',
    },
    {
      uid: 'api::navigation-item.navigation-item',
      list: MENU_ITEMS,
      documentId: menuItem.documentId,
      locale: 'en' as const,
      field: 'title',
      path: undefined,
    },
  ];
  try {
    for (const entry of cases) {
      const text = `Draft ${entry.field} ${entry.locale} ${run}`;
      const single = entry.list === HEADER;
      await admin(
        request,
        'PUT',
        `${entry.list}${single ? '' : `/${entry.documentId}`}?locale=${entry.locale}`,
        {
          [entry.field]: text,
        },
      );
      const address = (
        await admin(
          request,
          'GET',
          `/content-manager/preview/url/${entry.uid}?documentId=${entry.documentId}&locale=${entry.locale}&status=draft`,
        )
      ).data.url as string;
      const { context, page } = await editorPage(browser);
      await page.goto(address);
      const path = new URL(page.url()).pathname;
      if (entry.path) expect(path, entry.uid).toBe(entry.path);
      await expect(page.getByText(text).first(), entry.uid).toBeAttached();
      await expect(
        page.getByRole('region', { name: messagesOf(entry.locale)['preview.label'] }),
      ).toBeVisible();
      await context.close();
      // A shopper still reads the published entry at that address.
      expect(await (await request.get(path)).text(), entry.uid).not.toContain(text);
    }
  } finally {
    for (const entry of cases) {
      const single = entry.list === HEADER;
      await request.post(
        `${process.env.CMS_URL}${entry.list}${single ? '' : `/${entry.documentId}`}/actions/discard?locale=${entry.locale}`,
        { headers: { Authorization: `Bearer ${adminToken}` }, data: {} },
      );
    }
  }
});
