import { useIntl } from '~/i18n/intl';
import { linksBesideMenu } from '~/domain/cms/navigation';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useConsent } from '../consent/consent-context';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { MAIN_LINKS } from './main-links';
import { MENU_LIST_CLASS, MENU_LIST_LINK, MenuMarkupList, type MenuMarkup } from './main-menu';
import { PageLink } from '~/components/ui/page-link';

export function Footer({ menu }: { menu: MenuMarkup }) {
  const intl = useIntl();
  const { shopName } = useRootData();
  const localePath = useLocalePath();
  const { openSettings } = useConsent();
  return (
    <footer className="mt-16 border-t border-black/10 bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
        <nav aria-label={intl.formatMessage({ id: 'footer.navigation' })} className="space-y-4">
          {menu.hasEntries ? (
            <MenuMarkupList menu={menu} part="list" slot="footer" className={MENU_LIST_CLASS} />
          ) : null}
          <ul className={MENU_LIST_CLASS}>
            {linksBesideMenu(MAIN_LINKS, menu.linkedPaths).map((link) => (
              <li key={link.path}>
                <PageLink to={localePath(link.path)} className={MENU_LIST_LINK}>
                  {intl.formatMessage({ id: link.messageId })}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
        <div className="space-y-2 text-sm sm:text-right">
          <button type="button" className="underline hover:text-brand-dark" onClick={openSettings}>
            {intl.formatMessage({ id: 'consent.settings_link' })}
          </button>
          <p className="text-black/75">
            {intl.formatMessage({ id: 'footer.rights' }, { year: new Date().getFullYear(), shop: shopName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
