import { Link, Outlet } from 'react-router';
import { Logo } from '~/components/layout/logo';
import { SkipLink } from '~/components/layout/skip-link';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { HYDRATE_AT_ONCE } from '~/services/hydration/hydration-handle';

/** Its pages show the session, which only the browser holds, so they hydrate as they arrive. */
export const handle = HYDRATE_AT_ONCE;

/** Checkout keeps a light header (logo only) so nothing distracts from paying. */
export default function CheckoutLayout() {
  const { shopName } = useRootData();
  const localePath = useLocalePath();
  return (
    <>
      <SkipLink />
      <header className="border-b border-black/10 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-3">
          <Link to={localePath('/')} className="inline-block">
            <Logo shopName={shopName} />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}
