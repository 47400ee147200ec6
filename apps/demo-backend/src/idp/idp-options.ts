import type { BackendConfig } from '../config.ts';
import { ConfigError } from '../config-error.ts';

/** The OpenID provider's settings, from environment variables (docs/idp.md has the table). */
export interface IdpOptions {
  /** The provider's issuer URL as browsers and the ERP reach it: `http://<host>:<port>/oidc`. */
  issuer: string;
  clientId: string;
  /** Storefront origins allowed to sign in here: the default redirect and post-logout URIs are theirs. */
  shopOrigins: string[];
  /** Where the client may be sent back after sign-in (DEMO_BACKEND_OIDC_REDIRECT_URIS). */
  redirectUris: string[];
  /** Where the client may be sent back after sign-out (DEMO_BACKEND_OIDC_POST_LOGOUT_REDIRECT_URIS). */
  postLogoutRedirectUris: string[];
  /** Origins of the shop and of every registered URI: CORS and the sign-in page's form targets. */
  clientOrigins: string[];
  accessTokenTtlSeconds: number;
}

/** The audience of the access tokens: the ERP, which checks them against this provider's keys. */
export const ERP_RESOURCE = 'urn:shop:erp';

function origins(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        return new URL(item).origin;
      } catch {
        throw new ConfigError(`DEMO_BACKEND_OIDC_SHOP_ORIGINS must list absolute URLs, got '${item}'`);
      }
    });
}

function seconds(raw: string | undefined, fallback: number): number {
  if (!raw) return fallback;
  const value = Number(raw);
  // Renewal starts 60 s before expiry, so a shorter token would be renewed without end.
  if (!Number.isInteger(value) || value < 61) {
    throw new ConfigError(
      `DEMO_BACKEND_OIDC_ACCESS_TOKEN_TTL must be a whole number of seconds above 60, got '${raw}'`,
    );
  }
  return value;
}

/**
 * The storefronts this backend serves: the shop (DEMO_BACKEND_SHOP_URL, reached as localhost and as
 * 127.0.0.1 alike on a laptop) and DEMO_BACKEND_OIDC_SHOP_ORIGINS. They may sign in here, and payment
 * returns go to them unless DEMO_BACKEND_REDIRECT_ORIGINS says otherwise.
 */
export function shopOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const shop = new URL(env.DEMO_BACKEND_SHOP_URL || 'http://localhost:3000');
  const twins = ['localhost', '127.0.0.1'].includes(shop.hostname)
    ? [`${shop.protocol}//localhost:${shop.port}`, `${shop.protocol}//127.0.0.1:${shop.port}`].map(
        (url) => new URL(url).origin,
      )
    : [shop.origin];
  return [...new Set([...twins, ...origins(env.DEMO_BACKEND_OIDC_SHOP_ORIGINS ?? '')])];
}

/** A comma-separated list of absolute http(s) URIs, as a client registers them (exact matches). */
function uris(name: string, raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new ConfigError(`${name} must list absolute URLs, got '${item}'`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ConfigError(`${name} must list http(s) URLs, got '${item}'`);
      }
      if (url.hash) throw new ConfigError(`${name} must not have a fragment, got '${item}'`);
      return item;
    });
}

export function loadIdpOptions(config: BackendConfig, env: NodeJS.ProcessEnv = process.env): IdpOptions {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const origins = shopOrigins(env);
  const storefront = clientUris(origins);
  const redirectUris = env.DEMO_BACKEND_OIDC_REDIRECT_URIS?.trim()
    ? uris('DEMO_BACKEND_OIDC_REDIRECT_URIS', env.DEMO_BACKEND_OIDC_REDIRECT_URIS)
    : storefront.redirect_uris;
  const postLogoutRedirectUris = env.DEMO_BACKEND_OIDC_POST_LOGOUT_REDIRECT_URIS?.trim()
    ? uris('DEMO_BACKEND_OIDC_POST_LOGOUT_REDIRECT_URIS', env.DEMO_BACKEND_OIDC_POST_LOGOUT_REDIRECT_URIS)
    : storefront.post_logout_redirect_uris;
  return {
    issuer: (env.DEMO_BACKEND_OIDC_ISSUER || `http://${host}:${config.port}/oidc`).replace(/\/+$/, ''),
    clientId: env.DEMO_BACKEND_OIDC_CLIENT_ID || 'storefront',
    shopOrigins: origins,
    redirectUris,
    postLogoutRedirectUris,
    clientOrigins: [
      ...new Set([
        ...origins,
        ...[...redirectUris, ...postLogoutRedirectUris].map((uri) => new URL(uri).origin),
      ]),
    ],
    accessTokenTtlSeconds: seconds(env.DEMO_BACKEND_OIDC_ACCESS_TOKEN_TTL, 900),
  };
}

/** Where each storefront comes back after sign-in and sign-out (the storefront's fixed pages): the default. */
function clientUris(shopOrigins: readonly string[]) {
  return {
    redirect_uris: shopOrigins.map((origin) => `${origin}/account/login`),
    post_logout_redirect_uris: shopOrigins.flatMap((origin) => [`${origin}/`, `${origin}/account/login`]),
  };
}
