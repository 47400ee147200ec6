import { useIntl } from '~/i18n/intl';
import { Link, Outlet } from 'react-router';
import { Logo } from '~/components/layout/logo';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { HYDRATE_AT_ONCE } from '~/services/hydration/hydration-handle';

/** Its pages show the session, which only the browser holds, so they hydrate as they arrive. */
export const handle = HYDRATE_AT_ONCE;

/** Sign-in pages: a full-height page with the logo on top and a way back to the shop. */
export default function LoginLayout() {
  const intl = useIntl();
  const { shopName } = useRootData();
  const localePath = useLocalePath();
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-paper to-lime-100 px-4 py-8"
    >
      <Link to={localePath('/')}>
        <Logo shopName={shopName} height={64} width={80} />
      </Link>
      <div className="w-full max-w-md rounded-lg bg-white p-6 shadow">
        <Outlet />
      </div>
      <Link
        to={localePath('/')}
        className="rounded-full border border-black/20 bg-white px-4 py-2 hover:bg-black/5"
      >
        {intl.formatMessage({ id: 'btn.back_to_homepage' })}
      </Link>
    </main>
  );
}
