import { erpLanguage, type Locale } from '~/i18n/locales';
import { ErpError } from './erp-error';
import { erpErrorDetail } from './erp-error-detail';

/**
 * The ERP could not give an answer: the shop's server or the ERP is out of reach, down or too slow
 * (the proxy's 503 and 504). Such a failure says nothing about what was asked, a session for instance.
 */
export function isErpUnavailable(error: unknown): boolean {
  return !(error instanceof ErpError) || error.status >= 500;
}

interface ErpBrowserClientOptions {
  /** The ERP base the browser uses (root data `erpBaseUrl`: the same-origin proxy). */
  baseUrl: string;
  locale: Locale;
  /** Called on any 401: the session is over (docs/contracts/README.md#common-rules). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | undefined>;

/**
 * The browser's ERP client: calls go to the storefront's same-origin proxy with the shop's ERP
 * language, cookies travel as first-party cookies, and a 401 on any call ends the session.
 */
export function createErpBrowserClient({
  baseUrl,
  locale,
  onUnauthorized,
  fetch: doFetch = fetch,
}: ErpBrowserClientOptions) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function request(
    method: string,
    path: string,
    init: { query?: Query; body?: unknown } = {},
  ): Promise<Response> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': erpLanguage(locale) });
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
    const response = await doFetch(url, { method, headers, body, credentials: 'same-origin' });
    if (response.status === 401) onUnauthorized?.();
    if (!response.ok) {
      const parsed: unknown = await response.json().catch(() => undefined);
      throw new ErpError(response.status, erpErrorDetail(parsed, response.statusText));
    }
    return response;
  }

  async function json<T>(
    method: string,
    path: string,
    init?: { query?: Query; body?: unknown },
  ): Promise<T | undefined> {
    const response = await request(method, path, init);
    if (response.status === 204) return undefined;
    const text = await response.text();
    return text ? (JSON.parse(text) as T) : undefined;
  }

  return {
    get: <T>(path: string, query?: Query) => json<T>('GET', path, { query }),
    post: <T>(path: string, body?: unknown) => json<T>('POST', path, { body }),
    delete: <T>(path: string) => json<T>('DELETE', path),
    /** A file the ERP generates (order and invoice PDFs). */
    blob: async (path: string) => (await request('GET', path)).blob(),
    /** The raw response, for callers that read the status themselves (the cart sync: 204, 503). */
    raw: (method: string, path: string, body?: unknown) => request(method, path, { body }),
  };
}

export type ErpBrowserClient = ReturnType<typeof createErpBrowserClient>;
