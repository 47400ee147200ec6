import { describe, expect, it } from 'vitest';
import { identityProviderOrigin, parseAuthConfig } from './auth-config.server';
import { ConfigError } from './server-config.server';

describe('sign-in mode configuration', () => {
  it('signs in with credentials by default', () => {
    expect(parseAuthConfig({})).toEqual({ mode: 'credentials' });
    expect(identityProviderOrigin({ mode: 'credentials' })).toBeUndefined();
  });

  it('refuses an unknown mode', () => {
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'saml' })).toThrow(ConfigError);
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'saml' })).toThrow(/SHOP_AUTH_MODE must be credentials or oidc/);
  });

  it('needs an absolute authority in identity-provider mode', () => {
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'oidc' })).toThrow(/SHOP_OIDC_AUTHORITY is required/);
    expect(() => parseAuthConfig({ SHOP_AUTH_MODE: 'oidc', SHOP_OIDC_AUTHORITY: '/oidc' })).toThrow(
      /SHOP_OIDC_AUTHORITY must be an absolute/,
    );
  });

  it('defaults the client and scopes, and keeps the authority as written without a trailing slash', () => {
    const auth = parseAuthConfig({ SHOP_AUTH_MODE: 'oidc', SHOP_OIDC_AUTHORITY: 'http://127.0.0.1:4000/oidc/' });
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
      parseAuthConfig({ SHOP_AUTH_MODE: 'oidc', SHOP_OIDC_AUTHORITY: 'https://id.example', SHOP_OIDC_SCOPE: 'email' }),
    ).toThrow(/must include openid/);
  });
});
