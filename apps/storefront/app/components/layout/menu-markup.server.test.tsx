import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { NavigationEntry } from '~/domain/cms/content';
import { renderedMenu } from './menu-markup.server';

const entry = (url: string, extra: Partial<NavigationEntry> = {}): NavigationEntry => ({
  id: url,
  title: `Title of ${url}`,
  url,
  target: '_self',
  order: 0,
  theme: 'default',
  children: [],
  ...extra,
});

const MENU: NavigationEntry[] = [
  entry('/oils', {
    theme: 'highlight',
    children: [
      entry('/oils/lavender', { children: [entry('/oils/lavender/fine', { children: [entry('/deep')] })] }),
    ],
  }),
  entry('https://example.org/guide'),
  entry('/about', { target: '_blank' }),
  entry('javascript:alert(1)'),
  entry('/blog'),
];

const { document } = new Window();

function parsed(markup: string) {
  const list = document.createElement('ul');
  list.innerHTML = markup;
  return list;
}

describe('menu markup', () => {
  it("writes the bar's entries with their children, as page links of the page's language", () => {
    const bar = parsed(renderedMenu(MENU, 'nl', { withBar: true }).html.bar);
    const top = [...bar.children].map((item) => item.querySelector('a, span')!);
    expect(top.map((link) => link.getAttribute('href'))).toEqual([
      '/nl/oils',
      'https://example.org/guide',
      '/nl/about',
      null,
      '/nl/blog',
    ]);
    expect(top[0]!.hasAttribute('data-page-link')).toBe(true);
    expect(top[0]!.className).toContain('font-semibold');
    expect(top[1]!.hasAttribute('data-page-link')).toBe(false);
    expect(top[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(top[2]!.getAttribute('target')).toBe('_blank');
    expect(top[3]!.textContent).toBe('Title of javascript:alert(1)');
    expect(bar.querySelector('li > ul a')?.getAttribute('href')).toBe('/nl/oils/lavender');
  });

  it('nests the list three levels deep, in French without a prefix', () => {
    const list = parsed(renderedMenu(MENU, 'fr').html.list);
    const hrefs = [...list.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/oils/lavender/fine');
    expect(hrefs).not.toContain('/deep');
    expect(list.querySelector('ul ul')?.className).toContain('border-l');
  });

  it("names the shop's fixed links the menu already holds, and is empty without entries", () => {
    expect(renderedMenu(MENU, 'en').linkedPaths).toEqual(['/blog']);
    expect(renderedMenu([entry('/x', { children: [entry('/contact')] })], 'en').linkedPaths).toEqual([
      '/contact',
    ]);
    expect(renderedMenu([], 'en', { withBar: true })).toEqual({
      html: { list: '', bar: '' },
      hasEntries: false,
      linkedPaths: [],
    });
  });

  it('renders a menu once per language, and a new version of it anew', () => {
    const menu = [entry('/oils')];
    const english = renderedMenu(menu, 'en', { withBar: true });
    expect(renderedMenu(menu, 'en', { withBar: true })).toBe(english);
    const german = renderedMenu(menu, 'de', { withBar: true });
    expect(german.html.bar).toContain('href="/de/oils"');
    expect(renderedMenu(menu, 'en').html).toEqual({ list: english.html.list, bar: '' });
    const renamed = renderedMenu([entry('/oils', { title: 'Oils, renamed' })], 'en', { withBar: true });
    expect(renamed.html.bar).toContain('Oils, renamed');
  });
});
