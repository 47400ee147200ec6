/** Path of the storefront's same-origin ERP proxy. */
export const ERP_PROXY_PATH = '/shopinvader/';

/**
 * The ERP base URL the browser uses (docs/product/validation.md#configuration): a configured URL is kept only when it is a valid absolute
 * URL on the page's own origin (the browser never calls the ERP host directly, docs/architecture.md#the-browser-and-the-backends); anything
 * else becomes the page origin plus /shopinvader/.
 */
export function resolveBrowserErpUrl(configured: string | undefined, pageOrigin: string): string {
  const fallback = new URL(ERP_PROXY_PATH, pageOrigin).href;
  if (!configured) return fallback;
  try {
    const url = new URL(configured);
    return url.origin === new URL(pageOrigin).origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}
