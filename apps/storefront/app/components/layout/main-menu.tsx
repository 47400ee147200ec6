import type { NavigationEntry } from '~/domain/cms/content';
import { CmsLink } from '../cms/cms-link';

/** The header menu on wide screens: top entries, their children shown on hover or keyboard focus. */
export function MainMenu({ entries }: { entries: NavigationEntry[] }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1">
      {entries.map((entry) => (
        <li key={entry.id} className="group relative">
          <CmsLink
            url={entry.url}
            target={entry.target}
            className={`py-2 hover:underline ${entry.theme === 'highlight' ? 'font-semibold text-brand-dark' : ''}`}
          >
            {entry.title}
          </CmsLink>
          {entry.children.length > 0 ? (
            <ul className="invisible absolute left-0 top-full z-30 min-w-56 rounded-lg bg-white p-2 shadow-lg group-focus-within:visible group-hover:visible">
              {entry.children.map((child) => (
                <li key={child.id}>
                  <CmsLink
                    url={child.url}
                    target={child.target}
                    className="block rounded px-3 py-2 hover:bg-black/5"
                  >
                    {child.title}
                  </CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A link of a vertical menu: the footer's and the drawer's lists line up whatever their source. */
export const MENU_LIST_LINK = 'block rounded px-3 py-1.5 hover:bg-black/5';

/** The same menu as a nested list, for the side drawer and the footer. */
export function MenuList({ entries, depth = 0 }: { entries: NavigationEntry[]; depth?: number }) {
  return (
    <ul className={depth === 0 ? 'space-y-1' : 'ml-4 space-y-1 border-l border-black/10 pl-2'}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <CmsLink url={entry.url} target={entry.target} className={MENU_LIST_LINK}>
            {entry.title}
          </CmsLink>
          {entry.children.length > 0 && depth < 2 ? (
            <MenuList entries={entry.children} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
