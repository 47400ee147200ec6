import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, getOk, type Json } from '../support/api.ts';
import { inLocale, publishedArticles } from '../support/seed.ts';
import { assertBlocks, assertDocument, assertMedia, assertPagination } from '../support/shapes.ts';

/** The storefront's blog list request: newest first, only what a card shows. */
const listRequest = (locale: string, page: number, pageSize: number) =>
  `/api/articles?locale=${locale}&sort[0]=date:desc&pagination[page]=${page}&pagination[pageSize]=${pageSize}` +
  '&fields[0]=title&fields[1]=slug&fields[2]=description&fields[3]=date&populate[image]=true';

/** The storefront's article request. */
const articleRequest = (locale: string, slug: string) =>
  `/api/articles?locale=${locale}&filters[slug][$eq]=${encodeURIComponent(slug)}&pagination[pageSize]=1&populate[image]=true&populate[seo]=true`;

const total = publishedArticles.length;

for (const locale of LOCALES) {
  describe(`blog (${locale})`, () => {
    const expected = publishedArticles
      .map((article) => inLocale<Json>(article, locale))
      .sort((a, b) => b.date.localeCompare(a.date));

    it('lists articles newest first, page by page', async () => {
      const pageSize = 4;
      const first = await getOk(listRequest(locale, 1, pageSize));
      const second = await getOk(listRequest(locale, 2, pageSize));
      assertPagination(first.meta, { page: 1, pageSize, total });
      assertPagination(second.meta, { page: 2, pageSize, total });
      const items = [...first.data, ...second.data];
      assert.deepEqual(items.map((item: Json) => item.slug), expected.map((article) => article.slug));
      for (const item of items) {
        assertDocument(item);
        assert.deepEqual(Object.keys(item).sort(), ['date', 'description', 'documentId', 'id', 'image', 'slug', 'title']);
        assert.match(item.date, /^\d{4}-\d{2}-\d{2}$/);
        assertMedia(item.image, 'article image');
      }
    });

    it('a page past the end is empty', async () => {
      const body = await getOk(listRequest(locale, 3, 4));
      assert.deepEqual(body.data, []);
      assert.equal(body.meta.pagination.total, total);
    });

    it('the latest N for a blog-list section', async () => {
      const body = await getOk(listRequest(locale, 1, 3));
      assert.equal(body.data.length, 3);
      assert.equal(body.meta.pagination.pageCount, Math.ceil(total / 3));
    });

    for (const article of expected) {
      it(`finds "${article.slug}" by slug with its content`, async () => {
        const body = await getOk(articleRequest(locale, article.slug));
        assertPagination(body.meta, { page: 1, pageSize: 1, total: 1 });
        const found = body.data[0];
        assertDocument(found, locale);
        for (const key of ['title', 'description', 'intro', 'slug', 'date']) assert.equal(found[key], article[key], key);
        assertBlocks(found.content, 'article content');
        assertMedia(found.image, 'article image');
      });
    }

    it('an unknown slug answers an empty list', async () => {
      const body = await getOk(articleRequest(locale, 'no-such-article'));
      assert.deepEqual(body.data, []);
    });
  });
}
