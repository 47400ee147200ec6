import { erpLanguage, isLocale, LOCALE_COOKIE, readCookie } from '~/i18n/locales';
import { backendFetch } from '../observability/backend-fetch.server';
import { checkErpCall } from './proxy-allow-list';

interface ErpProxyOptions {
  upstream: URL;
  timeoutMs: number;
  /** The shop's public address is https: its cookies are Secure (request-origin.server.ts). */
  secureCookies: boolean;
  /**
   * The shopper's address (config/client-address.server.ts), sent as `X-Forwarded-For` so that the ERP
   * throttles each shopper rather than the storefront; what the browser sent in that header is not passed on.
   */
  clientAddress?: string;
  /** The ERP has the shop's extension: its routes are forwarded too (proxy-allow-list.ts). */
  extension: boolean;
}

const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'cookie', 'authorization', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
  'location',
]);
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Odoo language codes such as fr_be; a browser's own Accept-Language (fr-BE,fr;q=0.9) is replaced. */
const ERP_LANGUAGE_PATTERN = /^[a-z]{2}_[a-z]{2}$/i;

function json(status: number, detail: string, headers: Record<string, string> = {}): Response {
  return Response.json({ detail }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The language the ERP should answer in: the client's ERP code, else the visitor's locale, else fr_be. */
function acceptLanguage(request: Request): string {
  const sent = request.headers.get('accept-language')?.trim();
  if (sent && ERP_LANGUAGE_PATTERN.test(sent)) return sent;
  const stored = readCookie(request.headers.get('cookie'), LOCALE_COOKIE.name);
  return erpLanguage(isLocale(stored) ? stored : 'fr');
}

/**
 * ERP cookies become first-party cookies of the storefront: no Domain (so they stay on this host),
 * Path / (so every storefront path sends them back), HttpOnly (scripts never read them), and Secure
 * exactly when the shop is served over https. Odoo marks its session cookies Secure whatever the shop's
 * address; a browser would drop them on a plain-http development shop.
 */
export function firstPartyCookie(setCookie: string, secure: boolean): string {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const kept = attributes.filter((attribute) => {
    const name = attribute.split('=')[0]?.toLowerCase();
    return name !== 'domain' && name !== 'path' && name !== 'httponly' && name !== 'secure';
  });
  return [pair, ...kept, 'Path=/', 'HttpOnly', ...(secure ? ['Secure'] : [])].join('; ');
}

/** An upstream redirect to the ERP itself is pointed at the proxy path; others pass unchanged. */
function proxiedLocation(location: string, upstream: URL): string {
  const target = new URL(location, upstream);
  if (target.origin === upstream.origin && target.pathname.startsWith(upstream.pathname)) {
    return `/shopinvader/${target.pathname.slice(upstream.pathname.length)}${target.search}`;
  }
  return target.href;
}

/**
 * Forwards one browser request under /shopinvader/ to the ERP, within the allow-list of docs/contracts/README.md#erp-calls. The
 * Origin of mutations is checked before, by the server (domain/same-origin.ts), as for every storefront endpoint.
 */
export async function proxyToErp(
  request: Request,
  path: string,
  options: ErpProxyOptions,
): Promise<Response> {
  const method = request.method.toUpperCase();
  const decision = checkErpCall(method, path, options);
  if (decision.kind === 'unknown-path') return json(404, `Not found: ${path}`);
  if (decision.kind === 'wrong-method') {
    return json(405, `Method ${method} not allowed`, { Allow: decision.allow.join(', ') });
  }

  const upstreamBase = options.upstream.href.endsWith('/')
    ? options.upstream
    : new URL(`${options.upstream.href}/`);
  const target = new URL(path, upstreamBase);
  target.search = new URL(request.url).search;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('accept-language', acceptLanguage(request));
  if (options.clientAddress) headers.set('x-forwarded-for', options.clientAddress);

  let upstreamResponse: Response;
  try {
    upstreamResponse = await backendFetch('erp', target, {
      method,
      headers,
      body: SAFE_METHODS.has(method) ? undefined : await request.arrayBuffer(),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return json(504, 'The ERP did not answer in time');
    }
    // The cart treats 503 as "ERP not available" and retries with back-off (docs/product/states.md#cart-sync).
    return json(503, 'The ERP is not reachable');
  }

  const responseHeaders = new Headers({ 'Cache-Control': 'no-store' });
  upstreamResponse.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) responseHeaders.set(name, value);
  });
  for (const cookie of upstreamResponse.headers.getSetCookie()) {
    responseHeaders.append('set-cookie', firstPartyCookie(cookie, options.secureCookies));
  }
  const location = upstreamResponse.headers.get('location');
  if (location) responseHeaders.set('location', proxiedLocation(location, upstreamBase));

  return new Response(method === 'HEAD' ? null : upstreamResponse.body, {
    status: upstreamResponse.status,
    headers: responseHeaders,
  });
}
