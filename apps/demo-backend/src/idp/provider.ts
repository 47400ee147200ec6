import Provider, { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { accountClaims } from './accounts.ts';
import { ERP_RESOURCE, type IdpOptions } from './idp-options.ts';
import { cookieKeys, signingKeys } from './keys.ts';
import { logoutPageHtml, pageLanguage } from './login-page.ts';
import { sqliteAdapter } from './sqlite-adapter.ts';

/** What the ERP may read about the customer, in the access token as in the ID token. */
const IDENTITY_SCOPES = 'openid profile email';

/**
 * The demo's OpenID provider (oidc-provider): authorization code with PKCE S256 for the storefront, a
 * public client; JWT access tokens for the ERP; refresh tokens; end session; keys and storage in the
 * demo database. The storefront is the shop's own client, so consent is granted without asking.
 */
export async function createProvider(
  db: Database,
  options: IdpOptions,
  interactionPath: string,
): Promise<Provider> {
  const provider = new Provider(options.issuer, {
    adapter: sqliteAdapter(db),
    jwks: { keys: await signingKeys(db) },
    cookies: { keys: cookieKeys(db) },
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Storefront',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
      },
    ],
    pkce: { required: () => true, methods: ['S256'] },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'locale'], email: ['email', 'email_verified'] },
    // The storefront reads the customer from the ID token: its access token is for the ERP only.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => {
      const claims = accountClaims(db, sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${interactionPath}/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPageHtml(pageLanguage(ctx.oidc.params?.ui_locales, undefined), form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => ERP_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== ERP_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: IDENTITY_SCOPES,
            audience: ERP_RESOURCE,
            accessTokenTTL: options.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The ERP finds or creates the customer from these (docs/contracts/erp.md#sign-in-with-an-identity-provider).
    extraTokenClaims: (_ctx: unknown, token: { accountId?: string }) => {
      const claims = token.accountId ? accountClaims(db, token.accountId) : undefined;
      return claims ? { email: claims.email, name: claims.name } : undefined;
    },
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const scopes = [...ctx.oidc.requestParamScopes].join(' ');
      grant.addOIDCScope(scopes);
      grant.addResourceScope(ERP_RESOURCE, scopes);
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => options.clientOrigins.includes(origin),
    ttl: {
      AuthorizationCode: 60,
      IdToken: options.accessTokenTtlSeconds,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    renderError: (ctx: KoaContextWithOIDC, out: Record<string, string>) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  });
  // Behind the storefront's or a reverse proxy, the forwarded protocol decides cookie security.
  provider.proxy = true;
  return provider;
}
