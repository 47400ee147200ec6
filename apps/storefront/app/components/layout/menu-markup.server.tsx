import { renderToStaticMarkup } from 'react-dom/server';
import type { NavigationEntry } from '~/domain/cms/content';
import { menuPaths } from '~/domain/cms/navigation';
import { localizePath, type Locale } from '~/i18n/locales';
import { MAIN_LINKS } from './main-links';
import { MenuBarItems, type MenuHtml, MenuListItems } from './main-menu';

/** A menu rendered for a language: what menuData sends for a document or a client navigation. */
export interface RenderedMenu {
  html: MenuHtml;
  hasEntries: boolean;
  linkedPaths: string[];
}

/**
 * Menus are the same on every page of a language, and a page holds about a hundred of their links:
 * rendered once per menu and language instead of once per page, they cost a page one string, and a
 * phone nothing to hydrate. A menu stays the same array while its sources are cached
 * (layout-data.server.ts), so the array keys its HTML, and a new version of the content renders anew.
 */
const rendered = new WeakMap<readonly NavigationEntry[], Map<string, RenderedMenu>>();

function render(menu: NavigationEntry[], locale: Locale, withBar: boolean): RenderedMenu {
  const localePath = (path: string) => localizePath(path, locale);
  const linked = menuPaths(menu);
  const hasEntries = menu.length > 0;
  return {
    html: {
      list: hasEntries ? renderToStaticMarkup(<MenuListItems entries={menu} localePath={localePath} />) : '',
      bar:
        hasEntries && withBar
          ? renderToStaticMarkup(<MenuBarItems entries={menu} localePath={localePath} />)
          : '',
    },
    hasEntries,
    linkedPaths: MAIN_LINKS.map((link) => link.path).filter((path) => linked.has(path)),
  };
}

/** A menu's HTML in a language: its nested list, and with `withBar` its bar for wide screens. */
export function renderedMenu(
  menu: NavigationEntry[],
  locale: Locale,
  { withBar = false } = {},
): RenderedMenu {
  let byLanguage = rendered.get(menu);
  if (!byLanguage) rendered.set(menu, (byLanguage = new Map()));
  const key = `${locale}:${withBar}`;
  let result = byLanguage.get(key);
  if (!result) byLanguage.set(key, (result = render(menu, locale, withBar)));
  return result;
}
