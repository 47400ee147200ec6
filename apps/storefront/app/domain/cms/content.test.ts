import { describe, expect, it } from 'vitest';
import {
  activeAnnouncements,
  type Announcement,
  articleSummary,
  type BlogArticle,
  type NavigationEntry,
  sortNavigation,
} from './content';
import { type MediaImage, shownMedia, srcSet, withShownMedia } from './media';

const announcement = (id: number, startDate?: string, endDate?: string): Announcement => ({
  id,
  message: [],
  startDate,
  endDate,
});

describe('header announcements (docs/product/entities.md#header)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('shows an announcement only between its dates', () => {
    const shown = activeAnnouncements(
      [
        announcement(1, '2026-06-01T00:00:00Z', '2026-06-30T00:00:00Z'),
        announcement(2, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
        announcement(3, '2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z'),
      ],
      now,
    );
    expect(shown.map((a) => a.id)).toEqual([1]);
  });
  it('treats a missing date as an open side', () => {
    expect(
      activeAnnouncements([announcement(1), announcement(2, undefined, '2026-06-16T00:00:00Z')], now),
    ).toHaveLength(2);
    expect(activeAnnouncements([announcement(3, '2026-06-16T00:00:00Z')], now)).toHaveLength(0);
  });
  it('includes the exact start and end instants', () => {
    expect(activeAnnouncements([announcement(1, now.toISOString(), now.toISOString())], now)).toHaveLength(1);
  });
});

describe('navigation', () => {
  const entry = (id: string, order: number, children: NavigationEntry[] = []): NavigationEntry => ({
    id,
    title: id,
    url: `/${id}`,
    target: '_self',
    order,
    theme: 'default',
    children,
  });
  it('orders entries by their order at every depth', () => {
    const sorted = sortNavigation([entry('b', 20, [entry('b2', 2), entry('b1', 1)]), entry('a', 10)]);
    expect(sorted.map((e) => e.id)).toEqual(['a', 'b']);
    expect(sorted[1]!.children.map((e) => e.id)).toEqual(['b1', 'b2']);
  });
});

describe('responsive images', () => {
  it('lists every format and the original, narrowest first, without duplicates', () => {
    const image = {
      url: 'https://cms/o.jpg',
      width: 2000,
      height: 1000,
      formats: {
        large: { url: 'https://cms/l.jpg', width: 1000, height: 500 },
        thumbnail: { url: 'https://cms/t.jpg', width: 245, height: 122 },
      },
    } as unknown as MediaImage;
    expect(srcSet(image)).toBe('https://cms/t.jpg 245w, https://cms/l.jpg 1000w, https://cms/o.jpg 2000w');
  });
});

describe('pictures in a page’s data', () => {
  const picture = (name: string): MediaImage => ({
    url: `https://cms/${name}.jpg`,
    alternativeText: name,
    caption: undefined,
    width: 1600,
    height: 900,
    formats: { small: { url: `https://cms/small_${name}.jpg`, width: 500, height: 281 } },
    name: `${name}.jpg`,
    hash: `${name}_5eaf8422fb`,
    ext: '.jpg',
    mime: 'image/jpeg',
    path: undefined,
    size: 43.44,
    previewUrl: undefined,
    provider: 'local',
    providerMetadata: { bucket: 'media' },
  });
  const shownFields = ['url', 'alternativeText', 'caption', 'width', 'height', 'formats'];

  it('carries what a page shows of each picture, at any depth, and the rest as it is', () => {
    const content = [
      { kind: 'hero', title: 'Lavender', image: picture('hero'), cta: undefined },
      { kind: 'testimonials', testimonials: [{ name: 'Ann', avatar: picture('ann') }], count: 3 },
    ];
    const shown = withShownMedia(content);
    expect(shown).toEqual([
      { kind: 'hero', title: 'Lavender', image: shownMedia(picture('hero')), cta: undefined },
      { kind: 'testimonials', testimonials: [{ name: 'Ann', avatar: shownMedia(picture('ann')) }], count: 3 },
    ]);
    const hero = (shown[0] as { image: MediaImage }).image;
    expect(Object.keys(hero)).toEqual(shownFields);
    expect(srcSet(hero)).toBe(srcSet(picture('hero')));
    // The content itself is left as the data cache keeps it.
    expect(content[0]!.image).toHaveProperty('hash', 'hero_5eaf8422fb');
  });

  it('makes one copy per content object, however many pages are rendered with it', () => {
    const content = [{ kind: 'hero', title: 'Lavender', image: picture('hero') }];
    expect(withShownMedia(content)).toBe(withShownMedia(content));
  });

  it('gives a list its articles with their picture as shown, without their text', () => {
    const summary = articleSummary({
      id: 1,
      documentId: 'a1',
      title: 'Lavender',
      description: 'Why true lavender',
      intro: '',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Long text' }] }],
      slug: 'lavender',
      date: '2026-11-01',
      image: picture('article'),
      seo: undefined,
      localizations: [{ locale: 'fr', slug: 'lavande' }],
    } as unknown as BlogArticle);
    expect(summary.image).toEqual(shownMedia(picture('article')));
    expect(summary.content).toEqual([]);
    expect(summary.localizations).toEqual([]);
  });
});
