import { BUILD_ID } from '~/config/build-id';

/** The running server's build id; a client holding another one reloads on its next navigation. */
export function loader() {
  return Response.json({ buildId: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
