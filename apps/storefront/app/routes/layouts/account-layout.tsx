import { isRouteErrorResponse, Outlet } from 'react-router';
import { AccountNav } from '~/components/account/account-nav';
import { AccountUnavailable } from '~/components/account/account-unavailable';
import { Spinner } from '~/components/account/spinner';
import { requireUser } from '~/services/session/require-user';
import type { Route } from './+types/account-layout';
import { HYDRATE_AT_ONCE } from '~/services/hydration/hydration-handle';

/** Its pages show the session, which only the browser holds, so they hydrate as they arrive. */
export const handle = HYDRATE_AT_ONCE;

/** The account area's guard: its pages are rendered in the browser, for a signed-in user only. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="rounded-lg border border-black/10 bg-white p-6">
      <Spinner />
    </div>
  );
}

export default function AccountLayout() {
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <AccountNav />
      <div className="min-w-0 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
        <Outlet />
      </div>
    </div>
  );
}

/** The ERP could not say who is signed in (503): the account area says so; other errors go up. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 503) return <AccountUnavailable />;
  throw error;
}
