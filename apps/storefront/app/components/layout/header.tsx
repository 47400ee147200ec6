import { useIntl } from '~/i18n/intl';
import { linksBesideMenu } from '~/domain/cms/navigation';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useSessionUser } from '~/services/session/use-session';
import { CartCountBadge } from '../cart/cart-count-badge';
import { SearchAutocomplete } from '../search/search-autocomplete';
import { BagIcon, UserIcon } from '../ui/icons';
import { LanguageMenu, LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MENU_BAR_CLASS, type MenuMarkup, MenuMarkupList } from './main-menu';
import { MAIN_LINKS } from './main-links';
import { SideMenu } from './side-menu';
import { PageLink } from '~/components/ui/page-link';

const HEADER_LINKS = MAIN_LINKS.filter((link) => ['/blog', '/contact'].includes(link.path));

export function Header({ menu }: { menu: MenuMarkup }) {
  const intl = useIntl();
  const { shopName } = useRootData();
  const localePath = useLocalePath();
  const user = useSessionUser();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <header className="border-b border-black/10 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <SideMenu menu={menu} />
        <PageLink to={localePath('/')} className="flex items-center gap-2 font-semibold">
          <Logo shopName={shopName} />
          <span aria-hidden="true" className="hidden text-xl sm:inline">
            {shopName}
          </span>
        </PageLink>
        <nav aria-label={t('header.main_navigation')} className="hidden md:block">
          <ul className="flex gap-4">
            {linksBesideMenu(HEADER_LINKS, menu.linkedPaths).map((link) => (
              <li key={link.path}>
                <PageLink to={localePath(link.path)} className="hover:text-brand-dark hover:underline">
                  {t(link.messageId)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchAutocomplete />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <PageLink
            to={localePath('/account')}
            className="flex items-center gap-1 rounded p-2 hover:bg-black/5"
          >
            <UserIcon />
            <span className="sr-only">{t('account.title')}</span>
            {user ? (
              <span data-testid="header-user-name" className="hidden max-w-40 truncate text-sm sm:inline">
                {user.name}
              </span>
            ) : null}
          </PageLink>
          <PageLink to={localePath('/cart')} className="flex items-center gap-1 rounded p-2 hover:bg-black/5">
            <BagIcon />
            <span className="sr-only">{t('cart.title')}</span>
            <CartCountBadge />
          </PageLink>
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <div className="sm:hidden">
            <LanguageMenu />
          </div>
        </div>
      </div>
      {menu.hasEntries ? (
        <nav
          aria-label={t('header.catalog_navigation')}
          className="mx-auto hidden max-w-6xl px-4 pb-2 md:block"
        >
          <MenuMarkupList menu={menu} part="bar" slot="bar" className={MENU_BAR_CLASS} />
        </nav>
      ) : null}
    </header>
  );
}
