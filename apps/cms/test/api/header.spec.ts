import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, getOk, type Json } from '../support/api.ts';
import { inLocale, seed } from '../support/seed.ts';
import { assertBlocks, assertDocument } from '../support/shapes.ts';

/** The storefront's header request. */
const headerRequest = (locale: string) => `/api/header?locale=${locale}&populate=deep`;

for (const locale of LOCALES) {
  describe(`header (${locale})`, () => {
    it('has its message and three dated announcements: one current, one past, one future', async () => {
      const { data, meta } = await getOk(headerRequest(locale));
      assert.deepEqual(meta, {});
      assertDocument(data, locale);
      assert.equal(data.message, inLocale(seed.header.message, locale));
      assert.equal(data.preheader.length, 3);
      const now = Date.now();
      const when = data.preheader.map((announcement: Json) => {
        assert.equal(announcement.__component, 'informations.informational-banner');
        assert.equal(typeof announcement.id, 'number');
        assertBlocks(announcement.message, 'announcement message');
        const start = Date.parse(announcement.startDate);
        const end = Date.parse(announcement.endDate);
        assert.ok(start < end);
        return end < now ? 'past' : start > now ? 'future' : 'current';
      });
      assert.deepEqual([...when].sort(), ['current', 'future', 'past']);
    });

    it('answers with the standard populate syntax too', async () => {
      const { data } = await getOk(`/api/header?locale=${locale}&populate[preheader][on][informations.informational-banner]=true`);
      assert.equal(data.preheader.length, 3);
    });
  });
}
