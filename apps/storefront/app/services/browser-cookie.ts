/**
 * Cookies the browser writes for the shop (consent, the client-state flag): Path=/, SameSite=Lax, and
 * Secure whenever the page is served over https, as the server does for the cookies it writes.
 */
export function browserCookie(
  name: string,
  value: string,
  lifetime: { maxAgeSeconds: number } | { expires: Date },
  secure: boolean,
): string {
  const life =
    'expires' in lifetime ? `Expires=${lifetime.expires.toUTCString()}` : `Max-Age=${lifetime.maxAgeSeconds}`;
  return `${name}=${value}; Path=/; ${life}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes a cookie of this page's shop, Secure on an https page. */
export function writeBrowserCookie(
  name: string,
  value: string,
  lifetime: { maxAgeSeconds: number } | { expires: Date },
): void {
  document.cookie = browserCookie(name, value, lifetime, window.location.protocol === 'https:');
}
