/**
 * Headers every response carries (docs/architecture.md#security-by-default). HSTS only matters over HTTPS, where
 * browsers honour it; on plain-HTTP development hosts they ignore it.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Where the tag manager sends and fetches, allowed only when the shop configures one. */
const TAG_MANAGER_HOSTS =
  'https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

/**
 * The document's Content-Security-Policy: only scripts carrying this request's nonce run, and what they
 * load ('strict-dynamic'), so the consented tag manager works while no injected script does. Inline
 * style attributes stay allowed because server-rendered components use them.
 */
export function contentSecurityPolicy(
  nonce: string,
  {
    tagManager = false,
    mediaOrigins = [] as readonly string[],
    identityProvider = undefined as string | undefined,
  } = {},
): string {
  const thirdParty = tagManager ? ` ${TAG_MANAGER_HOSTS}` : '';
  // oidc-client-ts fetches the provider's metadata, keys and tokens, and renews in a hidden frame that
  // comes back to a page of the shop: that page must be frameable by the shop itself.
  const provider = identityProvider ? ` ${identityProvider}` : '';
  // Product and CMS images come from the index's and the CMS's hosts, which may be plain HTTP in a demo.
  const media = mediaOrigins.length > 0 ? ` ${mediaOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${media}`,
    "font-src 'self'",
    `connect-src 'self'${provider}${thirdParty}`,
    // reCAPTCHA draws its challenge in a frame from Google when the ERP settings enable it.
    `frame-src 'self'${provider} https://www.google.com https://www.recaptcha.net${thirdParty}`,
    "object-src 'none'",
    "base-uri 'self'",
    identityProvider ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}
