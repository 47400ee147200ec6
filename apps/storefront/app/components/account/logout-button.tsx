import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '~/hooks/use-root-data';
import { sessionStore } from '~/services/session/session';
import { useNotify } from '../notifications/notifications';
import { buttonClass } from '~/components/ui/button-class';

/** Signs out at the ERP (and the provider), clears the user and goes to the login page. */
export function LogoutButton({ className }: { className?: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await sessionStore.logout();
      notify('success', intl.formatMessage({ id: 'account.logout.success' }));
      navigate(localePath('/account/login'));
    } catch {
      notify('error', intl.formatMessage({ id: 'error.generic' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={logout}
      disabled={busy}
      aria-busy={busy}
      className={className ?? buttonClass('secondary')}
    >
      {intl.formatMessage({ id: 'account.logout' })}
    </button>
  );
}
