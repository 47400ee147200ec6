import { getServerConfig } from '~/config/server-config.server';
import { erpLanguage, type Locale } from '~/i18n/locales';
import { backendFetch } from '../observability/backend-fetch.server';
import { ErpError } from './erp-error';
import { erpErrorDetail } from './erp-error-detail';

interface ErpCall {
  locale: Locale;
  method?: 'GET' | 'POST' | 'DELETE';
  /** JSON body, or a FormData sent as multipart. */
  body?: unknown;
  /** The visitor's cookies, for calls made on their behalf. */
  cookie?: string | null;
}

/**
 * Calls the ERP from the storefront's server, in the visitor's language. Resolves with the parsed JSON
 * (undefined for 204) or throws ErpError; an ERP that is down or too slow is an ErpError 503 or 504.
 */
export async function callErp(
  path: string,
  { locale, method = 'GET', body, cookie }: ErpCall,
): Promise<unknown> {
  const config = getServerConfig();
  const base = config.erpUrl.href.endsWith('/') ? config.erpUrl.href : `${config.erpUrl.href}/`;
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': erpLanguage(locale) });
  if (cookie) headers.set('Cookie', cookie);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await backendFetch('erp', new URL(path, base), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.erpTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ErpError(
      timedOut ? 504 : 503,
      timedOut ? 'The ERP did not answer in time' : 'The ERP is not reachable',
    );
  }
  if (response.status === 204) return undefined;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ErpError(502, `The ERP sent something that is not JSON (status ${response.status})`);
  }
  if (!response.ok) throw new ErpError(response.status, erpErrorDetail(parsed, response.statusText));
  return parsed;
}
