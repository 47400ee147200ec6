import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareFunction } from 'react-router';
import { hasSecureOrigin } from '~/config/request-origin.server';
import { getServerConfig } from '~/config/server-config.server';
import {
  decodePreviewCookie,
  encodePreviewCookie,
  grantCovers,
  type PreviewGrant,
  type PreviewType,
} from '~/domain/cms/preview-grant.server';
import type { Locale } from '~/i18n/locales';
import { CACHE_TAG_HEADERS } from '../cache/cache-tags.server';

/**
 * Editors' previews (apps/cms README "Previewing drafts"): a request carrying a valid preview cookie
 * reads the granted entry's draft and every other CMS read fresh, past the data caches; its answer
 * is `private, no-store`, `noindex` and tagged for no cache, and no cache in front keeps it
 * (deploy/varnish/storefront.vcl passes such requests, the page cache lets them by).
 */

/** deploy/varnish/storefront.vcl passes requests carrying it by name. */
const PREVIEW_COOKIE = 'shop_preview';
/** What a preview answer tells every cache. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]*)`);

const activeGrant = new AsyncLocalStorage<PreviewGrant>();

/** The grant of the request being answered, if it is a preview. */
export function currentPreview(): PreviewGrant | undefined {
  return activeGrant.getStore();
}

/** The grant if the request being answered previews this entry (type, language, document). */
export function previewCovers(type: PreviewType, locale: Locale, documentId: string | undefined): boolean {
  return grantCovers(currentPreview(), type, locale, documentId);
}

/** Whether this request asks for a preview, valid or not: caches step aside either way. */
export function asksForPreview(headers: { get(name: string): string | null }): boolean {
  return COOKIE_PATTERN.test(headers.get('cookie') ?? '');
}

function grantOf(request: Request): PreviewGrant | undefined {
  const preview = getServerConfig().preview;
  const value = COOKIE_PATTERN.exec(request.headers.get('cookie') ?? '')?.[1];
  if (!preview || !value) return undefined;
  return decodePreviewCookie(preview.secret, value, Math.floor(Date.now() / 1000));
}

/** Keeps the grant until it expires; HttpOnly, so no script of a page can read or copy it. */
export function previewCookieHeader(request: Request, secret: string, grant: PreviewGrant): string {
  const maxAge = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
  return `${PREVIEW_COOKIE}=${encodePreviewCookie(secret, grant)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${hasSecureOrigin(request) ? '; Secure' : ''}`;
}

export function clearPreviewCookieHeader(request: Request): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${hasSecureOrigin(request) ? '; Secure' : ''}`;
}

/**
 * An answer no cache may keep, no crawler index and no tag purge reach. A preview's page may be shown
 * in a frame of the CMS's admin (its Preview panel); browsers then ignore X-Frame-Options.
 */
function privateAnswer(response: Response, frameOrigins: readonly string[] = []): Response {
  const answer = new Response(response.body, response);
  answer.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL);
  answer.headers.set('X-Robots-Tag', 'noindex');
  for (const header of CACHE_TAG_HEADERS) answer.headers.delete(header);
  const policy = answer.headers.get('content-security-policy');
  if (policy && frameOrigins.length > 0) {
    answer.headers.set(
      'Content-Security-Policy',
      policy.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${frameOrigins.join(' ')}`),
    );
  }
  return answer;
}

/**
 * Root middleware, before the page cache: a request with a preview cookie runs as a preview when the
 * cookie is valid; a forged or expired one is dropped and the published page answers. Either way the
 * answer is private.
 */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!asksForPreview(request.headers)) return next();
  const grant = grantOf(request);
  const response = grant
    ? privateAnswer(await activeGrant.run(grant, next), getServerConfig().preview?.adminOrigins)
    : privateAnswer(await next());
  // Unless the request set a new one (a new preview address), the worthless cookie goes.
  const setsPreviewCookie = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`));
  if (!grant && !setsPreviewCookie) {
    response.headers.append('Set-Cookie', clearPreviewCookieHeader(request));
  }
  return response;
};
