import { Link, Outlet } from 'react-router';
import { Logo } from '~/components/layout/logo';
import { SkipLink } from '~/components/layout/skip-link';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';

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
