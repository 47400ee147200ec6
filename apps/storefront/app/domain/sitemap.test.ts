import { describe, expect, it } from 'vitest';
import { localeSitemap, sitemapIndex } from './sitemap';

describe('sitemaps', () => {
  it('the index lists one sitemap per language', () => {
    const xml = sitemapIndex('https://shop.example');
    for (const locale of ['fr', 'nl', 'en', 'de'])
      expect(xml).toContain(`<loc>https://shop.example/sitemap-${locale}.xml</loc>`);
  });

  it('a language lists its pages with their translations and French as x-default', () => {
    const xml = localeSitemap('https://shop.example', 'nl', [
      { fr: '/huile-de-lavande', nl: '/lavendelolie', en: '/lavender-oil' },
      { fr: '/seulement-en-francais' },
    ]);
    expect(xml).toContain('<loc>https://shop.example/nl/lavendelolie</loc>');
    expect(xml).toContain('hreflang="en" href="https://shop.example/en/lavender-oil"');
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/huile-de-lavande"');
    expect(xml).not.toContain('seulement-en-francais');
  });

  it('escapes what XML would read as markup', () => {
    expect(localeSitemap('https://shop.example', 'fr', [{ fr: "/a&b'<c>" }])).toContain(
      '/a&amp;b&apos;%3Cc%3E',
    );
  });
});
