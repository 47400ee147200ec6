import type { NavigationEntry } from '~/domain/cms/content';
import { CmsAnchor } from '../cms/cms-link';
import { HTML_IN_PAGE, pageHtml } from '../ui/markup-in-page';

type LocalePath = (path: string) => string;

/** A menu's HTML (menu-markup.server.tsx): its top list's items as the bar of wide screens and as a nested list. */
export interface MenuHtml {
  bar: string;
  list: string;
}

/** A menu as the layout's data carries it (menuData). */
export interface MenuMarkup {
  /** Whether the menu has entries: without them, no list is shown. */
  hasEntries: boolean;
  /** The paths of MAIN_LINKS the menu already links, for linksBesideMenu. */
  linkedPaths: string[];
  html?: MenuHtml;
  [HTML_IN_PAGE]?: MenuHtml;
}

/** A menu's data for a document (HTML in the page only) or for a client navigation (HTML along). */
export function menuData(
  { html, ...menu }: { html: MenuHtml; hasEntries: boolean; linkedPaths: string[] },
  forDocument: boolean,
): MenuMarkup {
  return forDocument ? { ...menu, [HTML_IN_PAGE]: html } : { ...menu, html };
}

export const MENU_BAR_CLASS = 'flex flex-wrap gap-x-5 gap-y-1';
export const MENU_LIST_CLASS = 'space-y-1';
/** A link of a vertical menu: the footer's and the drawer's lists line up whatever their source. */
export const MENU_LIST_LINK = 'block rounded px-3 py-1.5 hover:bg-black/5';

/** The header menu on wide screens: top entries, their children shown on hover or keyboard focus. */
export function MenuBarItems({
  entries,
  localePath,
}: {
  entries: NavigationEntry[];
  localePath: LocalePath;
}) {
  return entries.map((entry) => (
    <li key={entry.id} className="group relative">
      <CmsAnchor
        url={entry.url}
        target={entry.target}
        localePath={localePath}
        className={`py-2 hover:underline ${entry.theme === 'highlight' ? 'font-semibold text-brand-dark' : ''}`}
      >
        {entry.title}
      </CmsAnchor>
      {entry.children.length > 0 ? (
        <ul className="invisible absolute left-0 top-full z-30 min-w-56 rounded-lg bg-white p-2 shadow-lg group-focus-within:visible group-hover:visible">
          {entry.children.map((child) => (
            <li key={child.id}>
              <CmsAnchor
                url={child.url}
                target={child.target}
                localePath={localePath}
                className="block rounded px-3 py-2 hover:bg-black/5"
              >
                {child.title}
              </CmsAnchor>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  ));
}

/** The same menu as a nested list (three levels), for the side drawer and the footer. */
export function MenuListItems({
  entries,
  localePath,
  depth = 0,
}: {
  entries: NavigationEntry[];
  localePath: LocalePath;
  depth?: number;
}) {
  return entries.map((entry) => (
    <li key={entry.id}>
      <CmsAnchor url={entry.url} target={entry.target} localePath={localePath} className={MENU_LIST_LINK}>
        {entry.title}
      </CmsAnchor>
      {entry.children.length > 0 && depth < 2 ? (
        <ul className="ml-4 space-y-1 border-l border-black/10 pl-2">
          <MenuListItems entries={entry.children} localePath={localePath} depth={depth + 1} />
        </ul>
      ) : null}
    </li>
  ));
}

/**
 * A menu's top list around its items' HTML. React neither renders nor hydrates what is inside: the
 * links are plain page links, which PageLinkNavigation follows once the app runs. A document's data
 * does not carry the HTML (HTML_IN_PAGE): the browser takes it from the page (`slot` names the list).
 */
export function MenuMarkupList({
  menu,
  part,
  slot,
  className,
}: {
  menu: MenuMarkup;
  part: keyof MenuHtml;
  slot: string;
  className: string;
}) {
  const html = (menu.html ?? menu[HTML_IN_PAGE])?.[part] ?? pageHtml(`[data-menu="${slot}"]`);
  return <ul className={className} data-menu={slot} dangerouslySetInnerHTML={{ __html: html }} />;
}
