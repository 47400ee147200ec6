import { describe, expect, it, vi } from 'vitest';
import { logger } from '../observability/logger.server';
import { toNavigation, toPage, toSeo } from './cms-mappers';
import { toSection } from './cms-sections';

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

describe('CMS sections', () => {
  it('reads a resellers map with its rich-text intro and display flags', () => {
    const section = toSection(
      {
        __component: 'section.resellers-map',
        title: 'Map',
        intro: paragraph('Hello'),
        showTherapists: true,
        showB2B: false,
        latitude: 50.4,
        longitude: 4.8,
        zoom: 8,
      },
      'http://cms',
    );
    expect(section).toMatchObject({ kind: 'resellers-map', showTherapists: true, showB2B: false, zoom: 8 });
  });

  it('keeps an unknown section type as a generic block with its title and text, and logs it', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(
      toSection(
        { __component: 'section.video', title: 'Film', caption: 'Three minutes' },
        'http://cms',
        'page /home (en)',
      ),
    ).toEqual({
      kind: 'unknown',
      component: 'section.video',
      title: 'Film',
      text: 'Three minutes',
    });
    expect(warn).toHaveBeenCalledWith(
      { component: 'section.video', where: 'page /home (en)' },
      'cms: unknown section type, shown as a generic block',
    );
    warn.mockRestore();
  });

  it('turns a known section that breaks its model into a generic block, and says so in the logs', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const section = toSection({ __component: 'section.cta-button', label: 42 }, 'http://cms');
    expect(section.kind).toBe('unknown');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'section.cta-button' }),
      expect.any(String),
    );
    warn.mockRestore();
  });

  it('makes relative media URLs absolute on the CMS origin', () => {
    const section = toSection(
      {
        __component: 'section.hero',
        title: 'Hi',
        content: [],
        image: {
          url: '/uploads/a.jpg',
          formats: { small: { url: '/uploads/s.jpg', width: 500, height: 200 } },
        },
      },
      'http://cms:1337',
    );
    expect(section.kind === 'hero' && section.image?.url).toBe('http://cms:1337/uploads/a.jpg');
    expect(section.kind === 'hero' && section.image?.formats.small?.url).toBe(
      'http://cms:1337/uploads/s.jpg',
    );
  });
});

describe('CMS pages and navigation', () => {
  it('refuses a page that is not a page, naming it', () => {
    expect(() => toPage({ id: 'x' }, 'http://cms')).toThrow(/A page does not match the CMS content model/);
  });

  it('builds the menu tree from parents; a page link uses its full path, a category its url_key', () => {
    const menu = toNavigation([
      {
        documentId: 'a',
        title: 'Oils',
        categoryUrlKey: 'aroma/oils',
        target: '_self',
        order: 1,
        page: null,
        parent: null,
      },
      {
        documentId: 'b',
        title: 'About',
        page: { fullpath: '/about-us' },
        target: '_blank',
        order: 2,
        parent: { documentId: 'a' },
      },
      { documentId: 'c', title: 'Blog', url: '/blog', target: 'nonsense', order: 3, parent: null },
    ]);
    expect(menu.map((e) => [e.title, e.url, e.target])).toEqual([
      ['Oils', '/aroma/oils', '_self'],
      ['Blog', '/blog', '_self'],
    ]);
    expect(menu[0]?.children.map((e) => [e.url, e.target])).toEqual([['/about-us', '_blank']]);
  });
});

describe('CMS SEO', () => {
  it("sends an editor's structured data as JSON-LD text that no value inside can close", () => {
    const seo = toSeo({
      metaTitle: 'Shop',
      structuredData: { '@type': 'Organization', description: '</script><script>alert(1)</script>' },
    });
    expect(seo?.structuredData).not.toContain('</script>');
    expect(JSON.parse(seo?.structuredData ?? '')).toEqual({
      '@type': 'Organization',
      description: '</script><script>alert(1)</script>',
    });
    expect(toSeo({ metaTitle: 'Shop' })?.structuredData).toBeUndefined();
    expect(toSeo({ metaTitle: 'Shop', structuredData: null })?.structuredData).toBeUndefined();
  });
});
