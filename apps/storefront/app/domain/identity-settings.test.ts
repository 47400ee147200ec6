import { describe, expect, it } from 'vitest';
import {
  IDENTITY_CONSTANTS,
  identitySettings,
  isSigninCallback,
  withoutCallbackParams,
} from './identity-settings';

const config = {
  authority: 'https://id.example/realm',
  clientId: 'storefront',
  scope: 'openid profile email',
};

describe('identity-provider settings (docs/product/validation.md#identity-provider, docs/product/constants.md#identity-provider)', () => {
  const settings = identitySettings(config, 'https://shop.example');

  it('uses the authorization code flow with PKCE in query mode only', () => {
    expect(settings.response_type).toBe('code');
    expect(settings.response_mode).toBe('query');
    // oidc-client-ts always sends an S256 challenge unless PKCE is disabled.
    expect(settings.disablePKCE).toBeUndefined();
  });

  it('names the provider, the client and the return pages of the shop', () => {
    expect(settings.authority).toBe('https://id.example/realm');
    expect(settings.client_id).toBe('storefront');
    expect(settings.redirect_uri).toBe('https://shop.example/account/login');
    expect(settings.silent_redirect_uri).toBe('https://shop.example/account/login');
    expect(settings.post_logout_redirect_uri).toBe('https://shop.example/');
  });

  it('carries the identity constants', () => {
    expect(settings).toMatchObject({
      staleStateAgeInSeconds: 900,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      automaticSilentRenew: true,
      monitorSession: true,
      revokeTokenTypes: ['access_token', 'refresh_token'],
      popupWindowFeatures: { height: 640 },
    });
    expect(IDENTITY_CONSTANTS.statePrefix).toBe('oidc.');
  });
});

describe("the provider's return (docs/product/screens.md#layouts-and-guards)", () => {
  it('is recognised by code and state together', () => {
    expect(isSigninCallback('?code=a&state=b')).toBe(true);
    expect(isSigninCallback('?code=a')).toBe(false);
    expect(isSigninCallback('?state=b')).toBe(false);
    expect(isSigninCallback('')).toBe(false);
  });

  it('is removed from the address, other parameters kept', () => {
    expect(withoutCallbackParams('/account/login', '?code=a&state=b&iss=x')).toBe('/account/login');
    expect(withoutCallbackParams('/cart', '?code=a&state=b&status=success')).toBe('/cart?status=success');
  });
});
