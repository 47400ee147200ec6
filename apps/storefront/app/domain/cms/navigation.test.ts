import { describe, expect, it } from 'vitest';
import type { Category } from '../catalog';
import type { NavigationEntry } from './content';
import { linksBesideMenu, menuPaths, mergeNavigation } from './navigation';

const category = (id: number, urlKey: string, children: Category[] = []): Category =>
  ({ id, name: urlKey, urlKey, level: 0, children }) as unknown as Category;
const entry = (url: string, children: NavigationEntry[] = []): NavigationEntry => ({
  id: url,
  title: url,
  url,
  target: '_self',
  order: 0,
  theme: 'default',
  children,
});

describe('header navigation', () => {
  it('keeps the editors’ entries first and adds the categories they did not link', () => {
    const merged = mergeNavigation(
      [entry('/about'), entry('/oils', [entry('/teas')])],
      [category(1, 'oils'), category(2, 'care'), category(3, 'teas')],
    );
    expect(merged.map((e) => e.url)).toEqual(['/about', '/oils', '/care']);
  });

  it('builds category paths from url_key, children included', () => {
    const [care] = mergeNavigation([], [category(2, 'care', [category(21, 'care/face')])]);
    expect(care?.url).toBe('/care');
    expect(care?.children[0]?.url).toBe('/care/face');
    expect(care?.target).toBe('_self');
  });

  it('takes at most 20 categories', () => {
    const many = Array.from({ length: 25 }, (_, index) => category(index, `c${index}`));
    expect(mergeNavigation([], many)).toHaveLength(20);
  });

  it('is the same menu while its sources are the same, so that what is derived from it is derived once', () => {
    const cms = [entry('/about')];
    const categories = [category(1, 'oils')];
    const menu = mergeNavigation(cms, categories);
    expect(mergeNavigation(cms, categories)).toBe(menu);
    const refreshed = mergeNavigation(cms, [category(1, 'oils'), category(2, 'care')]);
    expect(refreshed).not.toBe(menu);
    expect(refreshed.map((e) => e.url)).toEqual(['/about', '/oils', '/care']);
    expect(mergeNavigation([entry('/about')], categories)).not.toBe(menu);
  });

  it('leaves out a fixed link the editors already put in the menu, at any depth', () => {
    const links = [{ path: '/blog' }, { path: '/contact' }];
    const linked = (menu: NavigationEntry[]) => [...menuPaths(menu)];
    expect(linksBesideMenu(links, linked([entry('/aromatherapy'), entry('/blog')]))).toEqual([
      { path: '/contact' },
    ]);
    expect(linksBesideMenu(links, linked([entry('/about', [entry('/contact', [entry('/x')])])]))).toEqual([
      { path: '/blog' },
    ]);
    expect(linksBesideMenu(links, linked([entry('/a', [entry('/b', [entry('/blog')])])]))).toEqual([
      { path: '/contact' },
    ]);
    expect(linksBesideMenu(links, [])).toEqual(links);
  });
});
