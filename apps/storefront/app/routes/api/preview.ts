import { redirect } from 'react-router';
import { getServerConfig } from '~/config/server-config.server';
import { verifyPreviewQuery } from '~/domain/cms/preview-grant.server';
import { safeLocalPath } from '~/domain/safe-local-path';
import { logger } from '~/services/observability/logger.server';
import {
  clearPreviewCookieHeader,
  PREVIEW_CACHE_CONTROL,
  previewCookieHeader,
} from '~/services/cms/preview.server';
import type { Route } from './+types/preview';

/**
 * The CMS's "Open preview" leads here (apps/cms/src/lib/preview-url.ts): a signed, short-lived address
 * naming one entry. A valid one leaves a preview cookie bound to that entry and opens its page; any
 * other (forged, expired, previews off) opens the same page as a shopper sees it, published.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  const preview = getServerConfig().preview;
  const grant = preview
    ? verifyPreviewQuery(preview.secret, url.searchParams, Math.floor(Date.now() / 1000))
    : undefined;
  const target = safeLocalPath(url.searchParams.get('path'));
  if (!grant) {
    // Worth a look when editors say previews show the published page: secrets that differ, a clock.
    logger.warn(
      { path: target.pathname, previews: preview ? 'on' : 'off' },
      'preview: a preview address was refused (forged, expired, or previews are off); the published page opens',
    );
  }
  return redirect(target.pathname, {
    status: 303,
    headers: {
      'Cache-Control': PREVIEW_CACHE_CONTROL,
      'Set-Cookie':
        preview && grant
          ? previewCookieHeader(request, preview.secret, grant)
          : clearPreviewCookieHeader(request),
    },
  });
}
