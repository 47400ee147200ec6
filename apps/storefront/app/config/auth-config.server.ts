// Imported by the production server through server-config.server.ts: relative paths with .ts only.
import type { AuthConfig } from '../domain/identity-settings.ts';
import { ConfigError } from './config-error.ts';

export type { AuthConfig };

type Env = Record<string, string | undefined>;

/** The identity scopes the ERP needs: the subject, and e-mail and name to find or create the customer. */
export const DEFAULT_OIDC_SCOPE = 'openid profile email';
export const DEFAULT_OIDC_CLIENT_ID = 'storefront';

export function parseAuthConfig(env: Env): AuthConfig {
  const mode = env.SHOP_AUTH_MODE?.trim() || 'credentials';
  if (mode === 'credentials') return { mode };
  if (mode !== 'oidc') {
    throw new ConfigError(`SHOP_AUTH_MODE must be credentials or oidc, got '${mode}'.`);
  }
  const raw = env.SHOP_OIDC_AUTHORITY?.trim();
  if (!raw) {
    throw new ConfigError(
      'SHOP_OIDC_AUTHORITY is required when SHOP_AUTH_MODE is oidc: set it to the provider issuer URL (the demo backend serves one at http://127.0.0.1:4000/oidc).',
    );
  }
  let authority: URL;
  try {
    authority = new URL(raw);
  } catch {
    throw new ConfigError(`SHOP_OIDC_AUTHORITY must be an absolute http(s) URL, got '${raw}'.`);
  }
  if (authority.protocol !== 'http:' && authority.protocol !== 'https:') {
    throw new ConfigError(`SHOP_OIDC_AUTHORITY must be an absolute http(s) URL, got '${raw}'.`);
  }
  const scope = env.SHOP_OIDC_SCOPE?.trim() || DEFAULT_OIDC_SCOPE;
  if (!scope.split(/\s+/).includes('openid')) {
    throw new ConfigError(`SHOP_OIDC_SCOPE must include openid, got '${scope}'.`);
  }
  return {
    mode,
    // oidc-client-ts compares the issuer with the authority as written: no trailing slash added.
    authority: raw.replace(/\/+$/, ''),
    clientId: env.SHOP_OIDC_CLIENT_ID?.trim() || DEFAULT_OIDC_CLIENT_ID,
    scope,
  };
}

/** The origin CSP must let the browser reach and frame in identity-provider mode. */
export function identityProviderOrigin(auth: AuthConfig): string | undefined {
  return auth.mode === 'oidc' ? new URL(auth.authority).origin : undefined;
}
