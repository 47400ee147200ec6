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

/** Storefront routes that exist in every language (links are written without the language prefix). */
const STOREFRONT_ROUTES = new Set(['/', '/blog', '/contact', '/search', '/cart', '/account', '/account/register', '/account/login']);
/** A catalogue url_key: lower-case slugs, a category's being the path of its ancestors' slugs. */
const URL_KEY = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
const INLINE_LINK = /\[[^\]]+\]\(([^)\s]+)\)/g;

type Reference = { kind: 'link' | 'categoryUrlKey' | 'urlKey' | 'SKU'; value: string; where: string };

/** Every link, category url_key and SKU of one localized document, rich-text links included. */
const references = (value: unknown, where: string, found: Reference[] = []): Reference[] => {
  if (Array.isArray(value)) value.forEach((item, index) => references(item, `${where}[${index}]`, found));
  else if (typeof value === 'string') for (const match of value.matchAll(INLINE_LINK)) found.push({ kind: 'link', value: match[1]!, where });
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const path = `${where}.${key}`;
      if (typeof item === 'string' && (key === 'link' || key === 'url')) found.push({ kind: 'link', value: item, where: path });
      else if (typeof item === 'string' && (key === 'categoryUrlKey' || key === 'urlKey' || key === 'SKU')) found.push({ kind: key, value: item, where: path });
      else references(item, path, found);
    }
  }
  return found;
};

describe('demo content links', () => {
  for (const locale of LOCALES) {
    it(`lead to a page, a storefront route or a catalogue url_key of the same language (${locale})`, () => {
      const ownPaths = new Set(seed.pages.map((page) => inLocale<string>(page.fullpath, locale)));
      const articles = new Set(publishedArticles.map((article) => `/blog/${inLocale<string>(article.slug, locale)}`));
      const otherPaths = new Set(
        LOCALES.filter((other) => other !== locale).flatMap((other) => seed.pages.map((page) => inLocale<string>(page.fullpath, other))),
      );
      const docs = [...seed.pages, ...seed.articles, seed.header, ...seed.navigation];
      const found = docs.flatMap((doc, index) => references(inLocale(doc, locale), `doc${index}`));
      assert.ok(found.length > 40, `${found.length} references`);
      for (const { kind, value, where } of found) {
        const label = `${where} (${kind}): ${value}`;
        if (kind === 'SKU') assert.match(value, /^[A-Z0-9]+(-[A-Z0-9]+)+$/, label);
        else if (kind !== 'link') assert.match(value, URL_KEY, label);
        else if (/^https:\/\//.test(value)) continue;
        else {
          assert.ok(value.startsWith('/'), `${label}: a path`);
          assert.doesNotMatch(value, /^\/(fr|nl|en|de)(\/|$)/, `${label}: no language prefix, the storefront adds it`);
          if (ownPaths.has(value) || articles.has(value) || STOREFRONT_ROUTES.has(value)) continue;
          assert.ok(!otherPaths.has(value), `${label}: a page path of another language`);
          assert.match(value.slice(1), URL_KEY, `${label}: else a catalogue url_key`);
        }
      }
    });
  }

  it('use category url_keys that are paths and differ per language, as in the catalogue', () => {
    const keys = (locale: (typeof LOCALES)[number]) =>
      seed.navigation.flatMap((entry) => references(inLocale(entry, locale), 'nav')).filter((ref) => ref.kind === 'categoryUrlKey');
    const french = keys('fr').map((ref) => ref.value);
    assert.ok(french.some((key) => key.includes('/')), 'category url_keys are paths (parent/child)');
    for (const locale of ['nl', 'en', 'de'] as const) {
      assert.equal(keys(locale).length, french.length);
      assert.ok(keys(locale).some((ref, index) => ref.value !== french[index]), `${locale} has its own url_keys`);
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
