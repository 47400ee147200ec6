import { useEffect, useId, useRef } from 'react';
import { useIntl } from '~/i18n/intl';
import { linksBesideMenu } from '~/domain/cms/navigation';
import { useLocation } from 'react-router';
import { useLocalePath } from '~/hooks/use-root-data';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_LINKS } from './main-links';
import { MENU_LIST_CLASS, MENU_LIST_LINK, type MenuMarkup, MenuMarkupList } from './main-menu';
import { PageLink } from '~/components/ui/page-link';
import { buttonClass } from '~/components/ui/button-class';

/**
 * The side-menu drawer (docs/product/screens.md#side-menu): a native modal dialog, which brings focus trapping, Escape and an inert
 * page for free. It closes on every route change and on a click on the dimmed backdrop. Its buttons open
 * and close it by themselves (invoker commands), so the menu works from the first paint, before the
 * page hydrates; their handlers do the same where a browser has no invoker commands.
 */
export function SideMenu({ menu }: { menu: MenuMarkup }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const location = useLocation();

  // Closed by a navigation, not by hydrating: a menu opened before then stays open.
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (openedAt.current === location.key) return;
    openedAt.current = location.key;
    dialog.current?.close();
  }, [location.key]);

  return (
    <>
      <button
        type="button"
        className={buttonClass('icon', 'icon', 'focus-visible:outline-2 focus-visible:outline-brand')}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'header.menu.open' })}
        command="show-modal"
        commandfor={dialogId}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        className="drawer bg-paper p-0 shadow-xl"
        aria-label={intl.formatMessage({ id: 'header.menu.title' })}
        data-testid="side-menu"
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="flex items-center justify-between border-b border-black/10 p-4">
          <p className="text-lg font-semibold">{intl.formatMessage({ id: 'header.menu.title' })}</p>
          <button
            type="button"
            className={buttonClass('icon', 'icon')}
            aria-label={intl.formatMessage({ id: 'header.menu.close' })}
            command="close"
            commandfor={dialogId}
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        {menu.hasEntries ? (
          <nav
            aria-label={intl.formatMessage({ id: 'header.catalog_navigation' })}
            className="border-b border-black/10 p-4"
          >
            <MenuMarkupList menu={menu} part="list" slot="drawer" className={MENU_LIST_CLASS} />
          </nav>
        ) : null}
        <nav aria-label={intl.formatMessage({ id: 'header.main_navigation' })} className="p-4">
          <ul className={MENU_LIST_CLASS}>
            {linksBesideMenu(MAIN_LINKS, menu.linkedPaths).map((link) => (
              <li key={link.path}>
                <PageLink className={MENU_LIST_LINK} to={localePath(link.path)}>
                  {intl.formatMessage({ id: link.messageId })}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-black/10 p-4">
          <LanguageSwitcher />
        </div>
      </dialog>
    </>
  );
}
