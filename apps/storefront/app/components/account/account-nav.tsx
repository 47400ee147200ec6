import { useIntl } from '~/i18n/intl';
import { NavLink } from 'react-router';
import type { OptionalErpModule } from '~/domain/erp-modules';
import { isBusinessCustomer } from '~/domain/quotation';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useSessionUser } from '~/services/session/use-session';
import { UserIcon } from '../ui/icons';
import { HeartIcon, OrdersIcon, PinIcon, ProfileIcon } from './account-icons';
import { LogoutButton } from './logout-button';

const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { path: '/account/profile', messageId: 'account.profile.title', Icon: ProfileIcon },
  { path: '/account/addresses', messageId: 'account.address.title', Icon: PinIcon },
  { path: '/account/sales', messageId: 'account.sales.title', Icon: OrdersIcon },
  { path: '/account/bought', messageId: 'account.bought.title', Icon: OrdersIcon, module: 'boughtProducts' },
  { path: '/account/shipments', messageId: 'account.shipments.title', Icon: OrdersIcon, module: 'shipments' },
  { path: '/account/quotations', messageId: 'quotations.title', Icon: OrdersIcon, module: 'quotations' },
  { path: '/account/wishlists', messageId: 'wishlist.title', Icon: HeartIcon, module: 'wishlists' },
  { path: '/account/quick-order', messageId: 'quick_order.title', Icon: OrdersIcon, business: true },
];

interface AccountSection {
  path: string;
  messageId: string;
  Icon: typeof OrdersIcon;
  /** Shown only where the ERP has this optional module (domain/erp-modules.ts). */
  module?: OptionalErpModule;
  /** Shown to business customers only (domain/quotation.ts isBusinessCustomer). */
  business?: true;
}

/**
 * The account's sections this shop has for this customer: those of an optional module only where the
 * ERP has it, those of business customers only for them.
 */
export function useAccountSections(): readonly AccountSection[] {
  const { erpModules, erpApi, defaultPricelistId } = useRootData();
  const business = isBusinessCustomer(useSessionUser(), { extension: erpApi.extension, defaultPricelistId });
  return ACCOUNT_SECTIONS.filter(
    (section) => (!section.module || erpModules[section.module]) && (!section.business || business),
  );
}

/** The account area's menu: who is signed in, its sections and signing out. */
export function AccountNav() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const user = useSessionUser();
  const sections = useAccountSections();
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-2 rounded px-3 py-2 hover:bg-black/5 ${isActive ? 'bg-lime-100 font-semibold' : ''}`;
  return (
    <nav aria-label={intl.formatMessage({ id: 'account.menu' })} className="space-y-3">
      <NavLink to={localePath('/account')} end className={link}>
        <UserIcon />
        <span>
          <span className="block">{intl.formatMessage({ id: 'account.title' })}</span>
          <span className="block text-sm font-normal">{user?.name}</span>
        </span>
      </NavLink>
      <ul className="space-y-1">
        {sections.map(({ path, messageId, Icon }) => (
          <li key={path}>
            <NavLink to={localePath(path)} className={link}>
              <Icon />
              {intl.formatMessage({ id: messageId })}
            </NavLink>
          </li>
        ))}
      </ul>
      <LogoutButton />
    </nav>
  );
}
