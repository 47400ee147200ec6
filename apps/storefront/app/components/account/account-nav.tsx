import { useIntl } from '~/i18n/intl';
import { NavLink } from 'react-router';
import { useLocalePath } from '~/hooks/use-root-data';
import { useSessionUser } from '~/services/session/use-session';
import { UserIcon } from '../ui/icons';
import { OrdersIcon, PinIcon, ProfileIcon } from './account-icons';
import { LogoutButton } from './logout-button';

export const ACCOUNT_SECTIONS = [
  { path: '/account/profile', messageId: 'account.profile.title', Icon: ProfileIcon },
  { path: '/account/addresses', messageId: 'account.address.title', Icon: PinIcon },
  { path: '/account/sales', messageId: 'account.sales.title', Icon: OrdersIcon },
] as const;

/** The account area's menu: who is signed in, its sections and signing out. */
export function AccountNav() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const user = useSessionUser();
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
        {ACCOUNT_SECTIONS.map(({ path, messageId, Icon }) => (
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
