import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { admin, adminToken } from '../support/api.ts';

const PAGES = '/content-manager/collection-types/api::page.page';

/** Creates a draft page and tries to publish it, as an editor does; Strapi validates on publish. */
const createAndPublish = async (locale: string, fullpath: string, handle = `test-${Date.now()}-${Math.random()}`) => {
  const token = await adminToken();
  const created = await admin(token, 'POST', `${PAGES}?locale=${locale}`, { title: 'Test', handle, fullpath });
  if (created.status !== 201) return { status: created.status, documentId: undefined };
  const { documentId } = created.body.data;
  const published = await admin(token, 'POST', `${PAGES}/${documentId}/actions/publish?locale=${locale}`, {});
  await admin(token, 'DELETE', `${PAGES}/${documentId}?locale=${locale}`);
  return { status: published.status, documentId };
};

describe('page full paths', () => {
  it('accept nested paths', async () => {
    const { status } = await createAndPublish('de', '/hilfe/test/tief');
    assert.equal(status, 200);
  });

  for (const invalid of ['ohne-schraegstrich', '/mit leerzeichen', '/ümlaut']) {
    it(`refuse "${invalid}"`, async () => {
      const { status } = await createAndPublish('de', invalid);
      assert.equal(status, 400);
    });
  }

  it('are unique within a language', async () => {
    const { status } = await createAndPublish('fr', '/a-propos', 'duplicate');
    assert.equal(status, 400);
  });
});
