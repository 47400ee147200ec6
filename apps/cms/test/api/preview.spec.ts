import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { admin, adminToken, type Json } from '../support/api.ts';

const PAGES = '/content-manager/collection-types/api::page.page';
const ARTICLES = '/content-manager/collection-types/api::article.article';

const storefront = () => process.env.CMS_TEST_STOREFRONT_URL ?? '';

/** What the content manager's "Open preview" opens for an entry (Strapi's own preview endpoint). */
const previewUrl = async (uid: string, documentId: string, locale: string, status: 'draft' | 'published') => {
  const token = await adminToken();
  const { status: code, body } = await admin(
    token,
    'GET',
    `/content-manager/preview/url/${uid}?documentId=${documentId}&locale=${locale}&status=${status}`,
  );
  assert.equal(code, 200, JSON.stringify(body));
  return new URL(body.data.url);
};

/** The storefront's check, written again from its rule: HMAC-SHA256 of the fields, one a line. */
const signedByTheSharedSecret = (query: URLSearchParams) => {
  const text = ['type', 'documentId', 'locale', 'path', 'expires'].map((name) => query.get(name)).join('\n');
  const expected = crypto.createHmac('sha256', process.env.CMS_TEST_PREVIEW_SECRET ?? '').update(text).digest('hex');
  return query.get('sig') === expected;
};

const firstOf = async (list: string, locale: string, filter: string): Promise<Json> => {
  const { body } = await admin(await adminToken(), 'GET', `${list}?locale=${locale}&${filter}`);
  assert.ok(body.results?.[0], `found with ${filter}`);
  return body.results[0];
};

describe("editors' preview in the shop", () => {
  it("opens a page's draft at its address in the shop, through a signed address valid ten minutes", async () => {
    for (const locale of ['fr', 'nl']) {
      const page = await firstOf(PAGES, locale, 'filters[handle][$eq]=about');
      const url = await previewUrl('api::page.page', page.documentId, locale, 'draft');
      assert.equal(url.origin, storefront());
      assert.equal(url.pathname, '/_preview');
      const query = url.searchParams;
      assert.equal(query.get('type'), 'page');
      assert.equal(query.get('documentId'), page.documentId);
      assert.equal(query.get('locale'), locale);
      assert.equal(query.get('path'), locale === 'fr' ? page.fullpath : `/${locale}${page.fullpath}`);
      const lifetime = Number(query.get('expires')) - Date.now() / 1000;
      assert.ok(lifetime > 500 && lifetime <= 600, `expires in ten minutes (${lifetime} s)`);
      assert.ok(signedByTheSharedSecret(query), 'signed with the shared secret');
      query.set('documentId', 'another');
      assert.ok(!signedByTheSharedSecret(query), 'the signature covers the entry');
    }
  });

  it('opens the published version at the address shoppers see, the home page at the language root', async () => {
    const page = await firstOf(PAGES, 'en', 'filters[handle][$eq]=about');
    assert.equal((await previewUrl('api::page.page', page.documentId, 'en', 'published')).href, `${storefront()}/en${page.fullpath}`);
    const home = await firstOf(PAGES, 'de', 'filters[handle][$eq]=home');
    assert.equal((await previewUrl('api::page.page', home.documentId, 'de', 'published')).href, `${storefront()}/de`);
  });

  it("opens an article at /blog/{slug}, the header on the home page of the entry's language", async () => {
    const article = await firstOf(ARTICLES, 'nl', 'pageSize=1');
    const url = await previewUrl('api::article.article', article.documentId, 'nl', 'draft');
    assert.equal(url.searchParams.get('path'), `/nl/blog/${article.slug}`);
    assert.equal(url.searchParams.get('type'), 'article');
    const { body } = await admin(await adminToken(), 'GET', '/content-manager/single-types/api::header.header?locale=de');
    const header = await previewUrl('api::header.header', body.data.documentId, 'de', 'draft');
    assert.equal(header.searchParams.get('path'), '/de');
    assert.equal(header.searchParams.get('type'), 'header');
  });
});
