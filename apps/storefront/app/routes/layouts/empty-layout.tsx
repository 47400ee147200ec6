import { Outlet } from 'react-router';
import { HYDRATE_AT_ONCE } from '~/services/hydration/hydration-handle';

/** Its pages show the session, which only the browser holds, so they hydrate as they arrive. */
export const handle = HYDRATE_AT_ONCE;

export default function EmptyLayout() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <Outlet />
    </main>
  );
}
