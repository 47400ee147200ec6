import { describe, expect, it } from 'vitest';
import { activeAnnouncements, type Announcement, type NavigationEntry, sortNavigation } from './content';
import { type MediaImage, srcSet } from './media';

const announcement = (id: number, startDate?: string, endDate?: string): Announcement => ({
  id,
  message: [],
  startDate,
  endDate,
});

describe('header announcements (SPEC §3)', () => {
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
