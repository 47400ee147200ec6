import type { UserManagerSettings } from 'oidc-client-ts';

/**
 * The identity constants of docs/product/constants.md#identity-provider, as oidc-client-ts settings. The spec's identity rules and messages
 * (docs/product/validation.md#identity-provider, docs/product/errors.md#identity-provider) are the library's own behaviour under these settings; nothing here re-implements them.
 * oidc-client-ts 3 does not check token times in the browser, so the 5-minute clock skew is applied
 * where tokens are verified: the ERP.
 */
export const IDENTITY_CONSTANTS = {
  responseType: 'code',
  responseMode: 'query',
  staleStateAgeInSeconds: 15 * 60,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  checkSessionIntervalInSeconds: 2,
  popupHeight: 640,
  revokeTokenTypes: ['access_token', 'refresh_token'],
  statePrefix: 'oidc.',
} as const;

/** The provider comes back to this page, in any language the path it was sent from is kept in state. */
const SIGNIN_CALLBACK_PATH = '/account/login';
/** The address bar loses code and state this long after the provider's return (docs/product/screens.md#layouts-and-guards). */
export const CALLBACK_URL_CLEANUP_MS = 300;

export interface IdentityProviderConfig {
  /** The provider's issuer URL, where its discovery document lives. */
  authority: string;
  clientId: string;
  scope: string;
}

/** How customers sign in (docs/product/states.md#session, docs/contracts/README.md#erp-calls); all of it is public, the browser needs it. */
export type AuthConfig = { mode: 'credentials' } | ({ mode: 'oidc' } & IdentityProviderConfig);

/** oidc-client-ts settings for the shop at `origin`; stores are the caller's (browser only). */
export function identitySettings(
  config: IdentityProviderConfig,
  origin: string,
): Omit<UserManagerSettings, 'userStore' | 'stateStore'> {
  const callback = `${origin}${SIGNIN_CALLBACK_PATH}`;
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: IDENTITY_CONSTANTS.responseType,
    response_mode: IDENTITY_CONSTANTS.responseMode,
    redirect_uri: callback,
    // The hidden frame of silent renewal lands on the same page, which only relays the answer to the shop.
    silent_redirect_uri: callback,
    post_logout_redirect_uri: `${origin}/`,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds:
      IDENTITY_CONSTANTS.accessTokenExpiringNotificationTimeInSeconds,
    silentRequestTimeoutInSeconds: IDENTITY_CONSTANTS.silentRequestTimeoutInSeconds,
    staleStateAgeInSeconds: IDENTITY_CONSTANTS.staleStateAgeInSeconds,
    monitorSession: true,
    checkSessionIntervalInSeconds: IDENTITY_CONSTANTS.checkSessionIntervalInSeconds,
    revokeTokenTypes: [...IDENTITY_CONSTANTS.revokeTokenTypes],
    revokeTokensOnSignout: true,
    popupWindowFeatures: { height: IDENTITY_CONSTANTS.popupHeight },
    // The ERP's access token is meant for the ERP, and the ID token already names the customer.
    loadUserInfo: false,
  };
}

/** The provider's return is recognised by `code` and `state` in the query (docs/product/screens.md#layouts-and-guards, docs/product/states.md#session). */
export function isSigninCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') && params.has('state');
}

/** The same address without the provider's answer, for the address bar. */
export function withoutCallbackParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri']) {
    params.delete(name);
  }
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
