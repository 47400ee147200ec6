import { getServerConfig } from '~/config/server-config.server';
import type { Locale } from '~/i18n/locales';
import { answeredOk, backendJson, type BackendJsonAnswer } from '../observability/backend-fetch.server';

/** The CMS is down, too slow or answered an error. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/**
 * `GET {cms}/api/{path}` in one language (Strapi answers French without it). Query keys are Strapi's
 * bracketed ones, passed as they are; their values are encoded. `draft` reads the drafts, with the
 * preview token (only an API token may choose the status: apps/cms published-only middleware).
 */
export async function cmsGet(
  path: string,
  locale: Locale,
  query: Record<string, string | number>,
  { draft = false } = {},
): Promise<unknown> {
  const config = getServerConfig();
  if (!config.cmsUrl) throw new CmsUnavailableError('No CMS is configured (SHOP_CMS_URL)');
  const url = new URL(
    `api/${path}`,
    config.cmsUrl.href.endsWith('/') ? config.cmsUrl : `${config.cmsUrl.href}/`,
  );
  url.searchParams.set('locale', locale);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (draft) {
    if (!config.preview) throw new CmsUnavailableError('Drafts are not readable (SHOP_CMS_PREVIEW_TOKEN)');
    url.searchParams.set('status', 'draft');
    headers.Authorization = `Bearer ${config.preview.cmsToken}`;
  } else if (config.cmsToken) {
    // A read-only API token, for a Strapi whose public role may not read (SHOP_CMS_TOKEN).
    headers.Authorization = `Bearer ${config.cmsToken}`;
  }
  let answer: BackendJsonAnswer;
  try {
    answer = await backendJson('cms', url, { headers, timeoutMs: config.cmsTimeoutMs });
  } catch (error) {
    throw new CmsUnavailableError(
      `The CMS is not reachable: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!answeredOk(answer))
    throw new CmsUnavailableError(`The CMS answered ${answer.status} to ${url.pathname}`);
  if (answer.json === undefined)
    throw new CmsUnavailableError(`The CMS answered ${url.pathname} with something that is not JSON`);
  return answer.json;
}

export function cmsOrigin(): string {
  return getServerConfig().cmsUrl?.origin ?? '';
}

export function isCmsConfigured(): boolean {
  return getServerConfig().cmsUrl !== undefined;
}
