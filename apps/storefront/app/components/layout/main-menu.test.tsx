// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reactTestRoots } from '../react-test-kit';
import { localizePath } from '~/i18n/locales';
import { MENU_BAR_CLASS, MenuBarItems, menuData, type MenuMarkup, MenuMarkupList } from './main-menu';

const entry = (url: string) => ({
  id: url,
  title: `Title of ${url}`,
  url,
  target: '_self' as const,
  order: 0,
  theme: 'default',
  children: [],
});

function rendered(urls: string[]) {
  const bar = renderToStaticMarkup(
    <MenuBarItems entries={urls.map(entry)} localePath={(path) => localizePath(path, 'en')} />,
  );
  return { html: { bar, list: '' }, hasEntries: true, linkedPaths: [] };
}

/** The data as the browser receives it: what a serializer writes of it. */
const received = (menu: MenuMarkup): MenuMarkup => JSON.parse(JSON.stringify(menu)) as MenuMarkup;

const Bar = ({ menu, slot }: { menu: MenuMarkup; slot: string }) => (
  <MenuMarkupList menu={menu} part="bar" slot={slot} className={MENU_BAR_CLASS} />
);

const roots = reactTestRoots();

async function hydratedPage(menu: ReturnType<typeof rendered>, slot: string) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Bar menu={menuData(menu, true)} slot={slot} />);
  const errors: unknown[] = [];
  await act(async () => {
    roots.current = hydrateRoot(container, <Bar menu={received(menuData(menu, true))} slot={slot} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  return container;
}

describe('a menu in the layout data', () => {
  it("travels in a document's data without its HTML, which a client navigation's data carries", () => {
    const menu = rendered(['/oils']);
    expect(JSON.stringify(menuData(menu, true))).not.toContain('/en/oils');
    expect(menuData(menu, true)).not.toHaveProperty('html');
    expect(received(menuData(menu, false)).html?.bar).toBe(menu.html.bar);
  });

  it('is hydrated from the page: React keeps its links and renders nothing inside', async () => {
    const menu = rendered(['/oils', '/teas']);
    const container = await hydratedPage(menu, 'bar-hydrated');
    const list = container.querySelector('[data-menu="bar-hydrated"]')!;
    expect(list.innerHTML).toBe(menu.html.bar);
    expect(list.querySelectorAll('a[data-page-link]')).toHaveLength(2);
  });

  it('keeps what the page showed when it is shown again from the same data', async () => {
    const menu = rendered(['/oils']);
    const container = await hydratedPage(menu, 'bar-again');
    await act(async () => roots.current?.render(<p>elsewhere</p>));
    expect(container.querySelector('a')).toBeNull();
    await act(async () =>
      roots.current?.render(<Bar menu={received(menuData(menu, true))} slot="bar-again" />),
    );
    expect(container.querySelector('[data-menu="bar-again"]')?.innerHTML).toBe(menu.html.bar);
  });

  it("shows another version from a client navigation's data", async () => {
    const container = await hydratedPage(rendered(['/oils']), 'bar-navigated');
    const next = rendered(['/teas']);
    await act(async () =>
      roots.current?.render(<Bar menu={received(menuData(next, false))} slot="bar-navigated" />),
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/en/teas');
  });
});
