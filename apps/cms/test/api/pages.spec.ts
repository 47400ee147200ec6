import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, getOk, request, type Json } from '../support/api.ts';
import { inLocale, seed } from '../support/seed.ts';
import { SECTION_SHAPES, assertBlocks, assertDocument, assertMedia, assertPagination } from '../support/shapes.ts';

/** The storefront's catch-all request: one page by full path, whole document. */
const pageByFullpath = (fullpath: string, locale: string) =>
  `/api/pages?locale=${locale}&filters[fullpath][$eq]=${encodeURIComponent(fullpath)}&pagination[pageSize]=1&populate=deep`;

/** The portable form of the same request, listing each known section type (Strapi 5 `on` fragments). */
const EXPLICIT_POPULATE = [
  'populate[seo]=true',
  'populate[backgroundImg]=true',
  'populate[content][on][section.hero][populate][image]=true',
  'populate[content][on][section.hero][populate][cta]=true',
  'populate[content][on][section.image-banner][populate][defaultImage]=true',
  'populate[content][on][section.image-banner][populate][mobileImage]=true',
  'populate[content][on][section.text-and-image][populate][image][populate][defaultImage]=true',
  'populate[content][on][section.text-and-image][populate][image][populate][mobileImage]=true',
  'populate[content][on][section.text-and-image][populate][cta]=true',
  'populate[content][on][section.cards][populate][cards][populate][image]=true',
  'populate[content][on][section.cards][populate][cards][populate][cta]=true',
  'populate[content][on][section.multiple-cards][populate][cards][populate][image]=true',
  'populate[content][on][section.multiple-cards][populate][cards][populate][cta]=true',
  'populate[content][on][section.carousel][populate][slide][populate][defaultImage]=true',
  'populate[content][on][section.carousel][populate][slide][populate][mobileImage]=true',
  'populate[content][on][section.features][populate][features][populate][icon]=true',
  'populate[content][on][section.testimonials][populate][testimonials][populate][avatar]=true',
  'populate[content][on][section.products][populate][products]=true',
  'populate[content][on][section.categories-list][populate][categories]=true',
  'populate[content][on][section.text]=true',
  'populate[content][on][section.blog-list]=true',
  'populate[content][on][section.cta-button]=true',
  'populate[content][on][section.resellers-map]=true',
].join('&');

const assertPage = (page: Json, expected: Json, locale: string) => {
  assertDocument(page, locale);
  assert.equal(page.title, expected.title);
  assert.equal(page.fullpath, expected.fullpath);
  assert.equal(page.handle, expected.handle);
  assert.equal(page.rank, expected.rank);
  if (expected.template) assert.equal(page.template, expected.template);
  else assert.equal(page.template, null);
  if (expected.backgroundImg) assertMedia(page.backgroundImg, 'backgroundImg');
  else assert.equal(page.backgroundImg, null);
  for (const key of ['metaTitle', 'metaDescription', 'keywords', 'metaRobots', 'structuredData', 'metaViewport']) {
    assert.ok(key in page.seo, `seo.${key}`);
  }
  assert.equal(page.seo.metaTitle, expected.seo.metaTitle);
  assert.deepEqual(
    page.content.map((section: Json) => section.__component),
    expected.content.map((section: Json) => section.__component),
  );
  for (const section of page.content) {
    assert.equal(typeof section.id, 'number');
    const check = SECTION_SHAPES[section.__component];
    if (check) check(section);
    else assert.equal(section.__component, 'section.video', 'the one section type the storefront does not know');
  }
};

for (const locale of LOCALES) {
  describe(`pages (${locale})`, () => {
    for (const source of seed.pages) {
      const expected = inLocale<Json>(source, locale);
      it(`${expected.handle}: found by fullpath ${expected.fullpath} with all its sections`, async () => {
        const body = await getOk(pageByFullpath(expected.fullpath, locale));
        assertPagination(body.meta, { page: 1, pageSize: 1, total: 1 });
        assertPage(body.data[0], expected, locale);
      });
    }

    it('home: found by handle, with most section types and one unknown type kept in the response', async () => {
      const body = await getOk(`/api/pages?locale=${locale}&filters[handle][$eq]=home&pagination[pageSize]=1&populate=deep`);
      const types = new Set(body.data[0].content.map((section: Json) => section.__component));
      assert.ok(types.size >= 10, `home uses ${types.size} section types`);
      assert.ok(types.has('section.video'));
      assert.ok(body.data[0].localizations.length === LOCALES.length - 1, 'other languages, for hreflang links');
    });

    it('home: the explicit populate form returns the same known sections', async () => {
      const deep = await getOk(`/api/pages?locale=${locale}&filters[handle][$eq]=home&populate=deep`);
      const explicit = await getOk(`/api/pages?locale=${locale}&filters[handle][$eq]=home&${EXPLICIT_POPULATE}`);
      const known = (content: Json[]) => content.filter((section) => section.__component in SECTION_SHAPES);
      assert.deepEqual(known(explicit.data[0].content), known(deep.data[0].content));
    });

    it('about: the JSON-LD comes back as written, with the text that tries to close its script', async () => {
      const about = inLocale<Json>(seed.pages.find((page) => page.handle === 'about'), locale);
      const body = await getOk(pageByFullpath(about.fullpath, locale));
      const structuredData = body.data[0].seo.structuredData;
      assert.deepEqual(structuredData, about.seo.structuredData);
      assert.equal(structuredData['@type'], 'Organization');
      assert.ok(
        structuredData.description.endsWith('. </script><script>alert("jsonld")</script>'),
        'a normal sentence, then the payload the storefront must escape',
      );
    });

    it('a path that is no page answers an empty list, not an error', async () => {
      const body = await getOk(pageByFullpath('/no/such/page', locale));
      assert.deepEqual(body.data, []);
      assert.equal(body.meta.pagination.total, 0);
    });
  });
}

describe('pages across locales', () => {
  it('a full path is looked up in the requested language only', async () => {
    const about = seed.pages.find((page) => page.handle === 'about') as Json;
    const body = await getOk(pageByFullpath(inLocale(about.fullpath, 'nl'), 'fr'));
    assert.equal(body.meta.pagination.total, 0);
  });

  it('every section type of the catalogue appears on some page', async () => {
    const types = new Set<string>();
    for (const page of seed.pages) for (const section of page.content) types.add(section.__component);
    for (const uid of Object.keys(SECTION_SHAPES)) assert.ok(types.has(uid), `${uid} is used by the demo content`);
    assert.equal(Object.keys(SECTION_SHAPES).length, 14);
  });

  it('lists pages for a sitemap with only the fields asked for', async () => {
    const body = await getOk('/api/pages?locale=en&fields[0]=fullpath&fields[1]=updatedAt&sort[0]=rank:asc&pagination[pageSize]=100');
    assert.equal(body.meta.pagination.total, seed.pages.length);
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['documentId', 'fullpath', 'id', 'updatedAt']);
    assert.equal(body.data[0].fullpath, '/');
  });

  it('rejects an unknown query parameter with 400', async () => {
    const { status } = await request('/api/pages?locale=fr&foo=bar');
    assert.equal(status, 400);
  });

  it('the rich text of a text section is blocks in every language', async () => {
    for (const locale of LOCALES) {
      const body = await getOk(`/api/pages?locale=${locale}&filters[handle][$eq]=terms&populate=deep`);
      assertBlocks(body.data[0].content[0].content);
      assert.equal(body.data[0].content[0].content[0].type, 'heading');
    }
  });
});
