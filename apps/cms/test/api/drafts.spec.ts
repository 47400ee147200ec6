import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, admin, adminToken, getOk, request, type Json } from '../support/api.ts';
import { draftArticles, inLocale } from '../support/seed.ts';

const ARTICLES = '/content-manager/collection-types/api::article.article';
const PAGES = '/content-manager/collection-types/api::page.page';

describe('drafts are not public', () => {
  it('the demo draft article is in no list, even with status=draft, and not by slug', async () => {
    assert.ok(draftArticles.length > 0, 'the demo content has a draft');
    for (const locale of LOCALES) {
      const slugs = draftArticles.map((article) => inLocale<string>(article.slug, locale));
      for (const query of ['', '&status=draft', '&status=published']) {
        const body = await getOk(`/api/articles?locale=${locale}&fields[0]=slug&pagination[pageSize]=100${query}`);
        for (const slug of slugs) assert.ok(!body.data.some((item: Json) => item.slug === slug), `${slug} hidden (${query || 'no status'})`);
      }
      for (const slug of slugs) {
        const body = await getOk(`/api/articles?locale=${locale}&status=draft&filters[slug][$eq]=${slug}`);
        assert.deepEqual(body.data, []);
      }
    }
  });

  it('a draft-only document is 404 by documentId', async () => {
    const token = await adminToken();
    const { body } = await admin(token, 'GET', `${ARTICLES}?locale=fr&pageSize=100`);
    const draft = body.results.find((item: Json) => item.slug === inLocale(draftArticles[0].slug, 'fr'));
    assert.ok(draft, 'the admin sees the draft');
    const { status } = await request(`/api/articles/${draft.documentId}?locale=fr&status=draft`);
    assert.equal(status, 404);
  });

  it('an API token (previews) may read drafts', async () => {
    const token = await adminToken();
    const created = await admin(token, 'POST', '/admin/api-tokens', { name: `preview-${Date.now()}`, type: 'read-only', lifespan: null });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const slug = inLocale<string>(draftArticles[0].slug, 'nl');
    const { status, body } = await request(`/api/articles?locale=nl&status=draft&filters[slug][$eq]=${slug}`, {
      headers: { Authorization: `Bearer ${created.body.data.accessKey}` },
    });
    assert.equal(status, 200);
    assert.equal(body.data.length, 1);
    assert.equal(body.data[0].publishedAt, null);
  });

  it('an edited page shows its published version until the edit is published', async () => {
    const token = await adminToken();
    const { body: list } = await admin(token, 'GET', `${PAGES}?locale=en&filters[handle][$eq]=privacy`);
    const { documentId } = list.results[0];
    const published = await getOk(`/api/pages/${documentId}?locale=en`);
    const original = published.data.title;

    const edited = await admin(token, 'PUT', `${PAGES}/${documentId}?locale=en`, { title: `${original} (being revised)` });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    for (const query of ['', '&status=draft']) {
      const seen = await getOk(`/api/pages/${documentId}?locale=en${query}`);
      assert.equal(seen.data.title, original, `public still reads the published title (${query || 'no status'})`);
    }

    const discarded = await admin(token, 'POST', `${PAGES}/${documentId}/actions/discard?locale=en`, {});
    assert.equal(discarded.status, 200, JSON.stringify(discarded.body));
  });
});
