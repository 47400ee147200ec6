import assert from 'node:assert/strict';
import type { Json } from './api.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A Strapi 5 document; `locale` and `publishedAt` are only there when no `fields` list leaves them out. */
export const assertDocument = (doc: Json, locale?: string) => {
  assert.equal(typeof doc.id, 'number');
  assert.match(doc.documentId, /^[a-z0-9]{24}$/);
  if (locale) {
    assert.equal(doc.locale, locale);
    assert.match(doc.publishedAt, ISO_DATE_TIME, 'published');
  }
  assert.equal('attributes' in doc, false, 'Strapi 5 flat format, no v4 attributes wrapper');
};

export const assertPagination = (meta: Json, expected: { page: number; pageSize: number; total: number }) => {
  assert.deepEqual(meta.pagination, { ...expected, pageCount: Math.ceil(expected.total / expected.pageSize) });
};

/** A media object as the storefront's media model reads it, with the formats its size allows. */
export const assertMedia = (media: Json, label = 'media') => {
  assert.ok(media && typeof media === 'object', `${label} is populated`);
  for (const key of ['id', 'documentId', 'name', 'hash', 'ext', 'mime', 'size', 'url', 'width', 'height', 'provider']) {
    assert.ok(key in media, `${label} has ${key}`);
  }
  assert.match(media.url, /^\/uploads\/.+\.(jpg|png)$/);
  assert.ok('alternativeText' in media && 'caption' in media && 'formats' in media && 'previewUrl' in media);
  assert.match(media.mime, /^image\/(jpeg|png)$/);
  const formats = media.formats ?? {};
  const largest = Math.max(media.width, media.height);
  const expected = ['thumbnail', ...(largest > 500 ? ['small'] : []), ...(largest > 750 ? ['medium'] : []), ...(largest > 1000 ? ['large'] : []), ...(largest > 1920 ? ['xlarge'] : [])];
  assert.deepEqual(Object.keys(formats).sort(), expected.sort(), `${label} formats`);
  for (const format of Object.values(formats) as Json[]) {
    assert.match(format.url, /^\/uploads\//);
    assert.equal(typeof format.width, 'number');
    assert.equal(typeof format.height, 'number');
  }
};

const INLINE_TYPES = new Set(['text', 'link']);
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'quote']);

const assertInline = (node: Json) => {
  assert.ok(INLINE_TYPES.has(node.type), `inline node type ${node.type}`);
  if (node.type === 'text') assert.equal(typeof node.text, 'string');
  else {
    assert.equal(typeof node.url, 'string');
    node.children.forEach(assertInline);
  }
};

/** Strapi's "blocks" rich text: a non-empty array of typed blocks, never an HTML or Markdown string. */
export const assertBlocks = (blocks: unknown, label = 'rich text') => {
  assert.ok(Array.isArray(blocks) && blocks.length > 0, `${label} is blocks`);
  for (const block of blocks as Json[]) {
    assert.ok(BLOCK_TYPES.has(block.type), `${label}: block type ${block.type}`);
    if (block.type === 'list') {
      assert.ok(['ordered', 'unordered'].includes(block.format));
      for (const item of block.children) {
        assert.equal(item.type, 'list-item');
        item.children.forEach(assertInline);
      }
    } else {
      if (block.type === 'heading') assert.ok([1, 2, 3, 4, 5, 6].includes(block.level));
      block.children.forEach(assertInline);
    }
  }
};

export const assertCta = (cta: Json) => {
  assert.equal(typeof cta.label, 'string');
  assert.equal(typeof cta.link, 'string');
  assert.ok(['primary', 'secondary', 'link'].includes(cta.theme));
};

const assertImageBanner = (banner: Json) => {
  assertMedia(banner.defaultImage, 'defaultImage');
  if (banner.mobileImage !== null) assertMedia(banner.mobileImage, 'mobileImage');
  assert.equal(typeof banner.link, 'string');
  if (banner.content !== null) assertBlocks(banner.content);
};

const assertCard = (card: Json) => {
  assert.equal(typeof card.title, 'string');
  assertBlocks(card.content, 'card content');
  if (card.image !== null) assertMedia(card.image, 'card image');
  if (card.cta !== null) assertCta(card.cta);
  assert.ok(['shadow', 'flat', 'compact', 'imageFull'].includes(card.style));
};

/** The fields of each section type, as docs/contracts/cms.md#section-types and the README describe them. */
export const SECTION_SHAPES: Record<string, (section: Json) => void> = {
  'section.hero': (s) => {
    assert.equal(typeof s.title, 'string');
    assertBlocks(s.content);
    assertMedia(s.image, 'hero image');
    assertCta(s.cta);
  },
  'section.image-banner': assertImageBanner,
  'section.text-and-image': (s) => {
    assertBlocks(s.content);
    assertImageBanner(s.image);
    if (s.cta !== null) assertCta(s.cta);
    assert.equal(typeof s.reverse, 'boolean');
  },
  'section.cards': (s) => {
    assert.ok(s.cards.length > 0);
    s.cards.forEach(assertCard);
  },
  'section.multiple-cards': (s) => {
    assertBlocks(s.intro);
    assert.ok(s.columns >= 2 && s.columns <= 4);
    assert.ok(s.cards.length > 0);
    s.cards.forEach(assertCard);
  },
  'section.cta-button': (s) => {
    assertCta(s);
    assert.ok(['_self', '_blank'].includes(s.target));
    assert.ok(['left', 'center', 'right'].includes(s.alignment));
  },
  'section.products': (s) => {
    assert.ok(s.products.length > 0);
    for (const product of s.products) assert.match(product.SKU, /^[A-Z0-9-]+$/);
  },
  'section.carousel': (s) => {
    assert.ok(s.slide.length > 1);
    s.slide.forEach(assertImageBanner);
    assert.equal(typeof s.autoplay, 'boolean');
    assert.equal(typeof s.interval, 'number');
  },
  'section.text': (s) => {
    assertBlocks(s.content);
    assert.ok(['left', 'center'].includes(s.alignment));
  },
  'section.features': (s) => {
    assert.ok(s.features.length > 0);
    for (const feature of s.features) {
      assert.equal(typeof feature.title, 'string');
      assert.equal(typeof feature.description, 'string');
      assertMedia(feature.icon, 'feature icon');
    }
  },
  'section.categories-list': (s) => {
    assert.ok(s.categories.length > 0);
    for (const category of s.categories) assert.match(category.urlKey, /^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  },
  'section.blog-list': (s) => assert.ok(Number.isInteger(s.count) && s.count > 0),
  'section.testimonials': (s) => {
    assert.ok(s.testimonials.length > 0);
    for (const testimonial of s.testimonials) {
      assert.equal(typeof testimonial.quote, 'string');
      assert.equal(typeof testimonial.author, 'string');
      assert.ok(testimonial.rating >= 1 && testimonial.rating <= 5);
      assertMedia(testimonial.avatar, 'avatar');
    }
  },
  'section.resellers-map': (s) => {
    assert.equal(typeof s.showTherapists, 'boolean');
    assert.equal(typeof s.showB2B, 'boolean');
  },
};
