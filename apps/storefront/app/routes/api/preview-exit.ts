import { redirect } from 'react-router';
import { safeLocalPath } from '~/domain/safe-local-path';
import { clearPreviewCookieHeader, PREVIEW_CACHE_CONTROL } from '~/services/cms/preview.server';
import type { Route } from './+types/preview-exit';

/** The preview bar's way out: the cookie goes, and the same page opens as shoppers see it. */
export function loader({ request, url }: Route.LoaderArgs) {
  const target = safeLocalPath(url.searchParams.get('path'));
  return redirect(target.pathname + target.search, {
    status: 303,
    headers: {
      'Cache-Control': PREVIEW_CACHE_CONTROL,
      'Set-Cookie': clearPreviewCookieHeader(request),
    },
  });
}
