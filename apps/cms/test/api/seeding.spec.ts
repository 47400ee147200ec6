import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, admin, adminToken, getOk } from '../support/api.ts';
import { navigationEntries, seed } from '../support/seed.ts';

// The global setup started Strapi twice on the same database: everything below must exist once.
describe('start-up and seeding', () => {
  it('creates the four locales with French as the default', async () => {
    const locales = (await getOk('/api/i18n/locales')) as unknown as { code: string; isDefault: boolean }[];
    assert.deepEqual(locales.map((locale) => locale.code).sort(), [...LOCALES].sort());
    assert.deepEqual(locales.filter((locale) => locale.isDefault).map((locale) => locale.code), ['fr']);
  });

  it('seeds each document and picture once, even after a restart', async () => {
    const token = await adminToken();
    const count = async (uid: string, locale: string) => {
      const { status, body } = await admin(token, 'GET', `/content-manager/collection-types/${uid}?locale=${locale}&pageSize=1`);
      assert.equal(status, 200, JSON.stringify(body));
      return body.pagination.total;
    };
    const nonTestPages = async (locale: string) => {
      const { body } = await admin(token, 'GET', `/content-manager/collection-types/api::page.page?locale=${locale}&pageSize=100`);
      return body.results.filter((page: { handle: string }) => seed.pages.some((p) => p.handle === page.handle)).length;
    };
    for (const locale of LOCALES) {
      assert.equal(await nonTestPages(locale), seed.pages.length, `pages in ${locale}`);
      assert.ok((await count('api::article.article', locale)) >= seed.articles.length);
      assert.equal(await count('api::navigation-item.navigation-item', locale), navigationEntries().length);
    }
    const { body: files } = await admin(token, 'GET', '/upload/files?pageSize=1');
    assert.equal(files.pagination.total, Object.keys(seed.images).length, 'pictures uploaded once');
  });
});
