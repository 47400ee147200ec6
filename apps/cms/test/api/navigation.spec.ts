import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, getOk, type Json } from '../support/api.ts';
import { inLocale, navigationEntries, seed } from '../support/seed.ts';
import { assertDocument } from '../support/shapes.ts';

/** The storefront's navigation request: a flat list it turns into a tree with `parent`. */
const menuRequest = (menu: string, locale: string) =>
  `/api/navigation-items?locale=${locale}&filters[menu][$eq]=${menu}&sort[0]=order:asc&pagination[pageSize]=100` +
  '&populate[page][fields][0]=fullpath&populate[parent][fields][0]=documentId';

for (const locale of LOCALES) {
  describe(`navigation (${locale})`, () => {
    const entries = navigationEntries().map((entry) => inLocale<Json>(entry, locale));
    const pages = new Map(seed.pages.map((page) => [page.handle, inLocale<Json>(page, locale)]));

    for (const menu of ['main', 'footer']) {
      it(`${menu} menu: entries with their link, target, order, theme and parent`, async () => {
        const { data, meta } = await getOk(menuRequest(menu, locale));
        const expected = entries.filter((entry) => entry.menu === menu);
        assert.equal(meta.pagination.total, expected.length);
        const byTitle = new Map(data.map((item: Json) => [item.title, item]));
        for (const entry of expected) {
          const item = byTitle.get(entry.title) as Json;
          assert.ok(item, `entry ${entry.title}`);
          assertDocument(item, locale);
          assert.equal(item.target, entry.target ?? '_self', 'target defaults to the same window');
          assert.equal(item.order, entry.order);
          assert.equal(item.theme, entry.theme ?? 'default');
          if (entry.page) {
            assert.equal(item.page.fullpath, pages.get(entry.page)?.fullpath, 'the related page in this language');
            assert.equal(item.url, null);
          } else assert.equal(item.page, null);
          if (entry.url) assert.equal(item.url, entry.url);
          assert.equal(item.categoryUrlKey, entry.categoryUrlKey ?? null);
        }
        const topLevel = data.filter((item: Json) => item.parent === null);
        const orders = topLevel.map((item: Json) => item.order);
        assert.deepEqual(orders, [...orders].sort((a, b) => a - b), 'sorted by order');
      });
    }

    it('category entries point at a category url_key, children at their parent', async () => {
      const { data } = await getOk(menuRequest('main', locale));
      const children = data.filter((item: Json) => item.parent !== null);
      assert.ok(children.length >= 2);
      for (const child of children) {
        const parent = data.find((item: Json) => item.documentId === child.parent.documentId);
        assert.ok(parent, 'parent is in the same menu');
        assert.match(child.categoryUrlKey, /^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
      }
    });
  });
}
