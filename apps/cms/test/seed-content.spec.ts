import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { LOCALES } from './support/api.ts';
import { inLocale, publishedArticles, seed } from './support/seed.ts';

const require = createRequire(import.meta.url);
const { toBlocks } = require('../dist/src/seed/blocks.js');

describe('demo content files', () => {
  it('are complete in the four languages', () => {
    for (const locale of LOCALES) {
      for (const doc of [...seed.pages, ...seed.articles, seed.header, ...seed.navigation]) {
        assert.doesNotThrow(() => inLocale(doc, locale));
      }
    }
  });

  it('have the pages and articles the shop needs', () => {
    const handles = seed.pages.map((page) => page.handle).sort();
    assert.deepEqual(handles, ['about', 'delivery-returns', 'home', 'privacy', 'professionals', 'resellers', 'terms']);
    assert.ok(publishedArticles.length >= 6);
    for (const article of publishedArticles) assert.ok(article.image in seed.images, `${article.image} is an image`);
  });

  it('use unique full paths and slugs per language', () => {
    for (const locale of LOCALES) {
      const paths = seed.pages.map((page) => inLocale<string>(page.fullpath, locale));
      const slugs = seed.articles.map((article) => inLocale<string>(article.slug, locale));
      assert.equal(new Set(paths).size, paths.length);
      assert.equal(new Set(slugs).size, slugs.length);
      for (const path of paths) assert.match(path, /^\/[A-Za-z0-9\-_.~/]*$/);
    }
  });
});

describe('seed rich-text markup', () => {
  it('turns headings, lists, quotes and inline marks into blocks', () => {
    assert.deepEqual(toBlocks(['## Title', '- one', '- **two**', '> said', 'See [the blog](/blog), *now*.']), [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'one' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'two', bold: true }] },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'said' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'See ' },
          { type: 'link', url: '/blog', children: [{ type: 'text', text: 'the blog' }] },
          { type: 'text', text: ', ' },
          { type: 'text', text: 'now', italic: true },
          { type: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('numbers ordered lists separately from bullet lists', () => {
    const blocks = toBlocks(['1. first', '2. second', '- bullet']);
    assert.deepEqual(blocks.map((block: { type: string; format?: string }) => block.format), ['ordered', 'unordered']);
  });
});
