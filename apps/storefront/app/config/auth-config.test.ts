import { describe, expect, it } from 'vitest';
import { identityProviderOrigin, parseAuthConfig } from './auth-config.server';
import { contentSecurityPolicy } from './security-headers.server';
import { ConfigError } from './config-error';

describe('sign-in mode configuration', () => {
  it('signs in with credentials by default', () => {
    expect(parseAuthConfig({})).toEqual({ mode: 'credentials' });
    expect(identityProviderOrigin({ mode: 'credentials' })).toBeUndefined();
  });

  it('refuses an unknown mode', () => {
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'saml' })).toThrow(ConfigError);
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'saml' })).toThrow(
      /SHOP_AUTH_MODE must be credentials or oidc/,
    );
  });

  it('needs an absolute authority in identity-provider mode', () => {
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'oidc' })).toThrow(/SHOP_OIDC_AUTHORITY is required/);
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'oidc', SHOP_OIDC_AUTHORITY: '/oidc' })).toThrow(
      /SHOP_OIDC_AUTHORITY must be an absolute/,
    );
  });

  it('defaults the client and scopes, and keeps the authority as written without a trailing slash', () => {
    const auth = parseAuthConfig({
      SHOP_AUTH_MODE: 'oidc',
      SHOP_OIDC_AUTHORITY: 'http://127.0.0.1:4000/oidc/',
    });
    expect(auth).toEqual({
      mode: 'oidc',
      authority: 'http://127.0.0.1:4000/oidc',
      clientId: 'storefront',
      scope: 'openid profile email',
    });
    expect(identityProviderOrigin(auth)).toBe('http://127.0.0.1:4000');
  });

  it('needs the openid scope', () => {
    expect(() =>
      parseAuthConfig({
        SHOP_AUTH_MODE: 'oidc',
        SHOP_OIDC_AUTHORITY: 'https://id.example',
        SHOP_OIDC_SCOPE: 'email',
      }),
    ).toThrow(/must include openid/);
  });
});

describe('content security policy in identity-provider mode', () => {
  it('lets the browser reach the provider and the renewal frame come back to the shop', () => {
    const csp = contentSecurityPolicy('n', { identityProvider: 'http://127.0.0.1:4000' });
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4000");
    expect(csp).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:4000 /);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('keeps the shop unframeable and closed to other hosts in credentials mode', () => {
    const csp = contentSecurityPolicy('n');
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
