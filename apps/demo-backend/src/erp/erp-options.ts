import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { BackendConfig, ErpApiGeneration } from '../config.ts';
import { shopOrigins } from '../idp/idp-options.ts';
import type { Database } from '../db/database.ts';
import type { LoginThrottleLimits } from './auth/login-throttle.ts';
import { OPTIONAL_MODULES, type OptionalModule } from './modules/optional-modules.ts';

/** Everything the ERP area can be told from outside; tests override single fields. */
export interface ErpOptions {
  /** Signs session cookies and payables. */
  secret: string;
  /** Where identity-provider access tokens' signing keys come from. */
  jwks: JWTVerifyGetKey;
  /** Expected `iss` of access tokens; not checked when undefined. */
  issuer: string | undefined;
  /** Public URL of the ERP base, used in the payment form; derived from the request when undefined. */
  publicBaseUrl: string | undefined;
  /** Storefront origin for links in e-mails. */
  shopUrl: string;
  /** Origins `frontend_redirect_url` may point to; any http(s) URL when empty. */
  redirectOrigins: string[];
  /** Secure cookies need HTTPS; they are on in production mode. */
  secureCookies: boolean;
  /** Created on the first upload. */
  uploadDir: string;
  maxUploadBytes: number;
  throttle: LoginThrottleLimits;
  /** Shown by the storefront's bot protection; empty disables it. */
  recaptchaPublicKey: string;
  /**
   * Whether the cart's carrier list also gives each carrier's price tax included,
   * `price_applied_to_cart_tax_incl`, an addition a real Shopinvader does not have; with the extension
   * unless set.
   */
  carrierTaxedPrice: boolean;
  /** Which Shopinvader generation's calls and shapes are served (DEMO_ERP_API). */
  api: ErpApiGeneration;
  /** Whether cart transactions may carry `options` (the cart options module, DEMO_ERP_CART_OPTIONS). */
  cartOptions: boolean;
  /**
   * Whether the ERP has the shop's deployment extension (DEMO_ERP_EXTENSION, src/erp/extension): what
   * the storefront's product asks for (docs/contracts/erp.md#the-deployment-extension) and no released Shopinvader module serves.
   */
  extension: boolean;
  /** The optional released modules served (DEMO_ERP_WITHOUT_MODULES leaves some out). */
  modules: OptionalModule[];
}

export type ErpOverrides = Partial<ErpOptions>;

/**
 * The cookie secret comes from DEMO_BACKEND_SECRET, or is generated once and kept in the database,
 * so sessions survive a restart without anyone having to configure a secret for a demo.
 */
function storedSecret(db: Database): string {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'erp.secret'").get();
  if (row) return String(row.value);
  const secret = randomBytes(32).toString('hex');
  db.prepare("INSERT INTO meta (key, value) VALUES ('erp.secret', ?)").run(secret);
  return secret;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadErpOptions(
  db: Database,
  config: BackendConfig,
  overrides: ErpOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
): ErpOptions {
  const idpBase = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/oidc`;
  const jwksUrl = env.DEMO_BACKEND_OIDC_JWKS_URL || `${idpBase}/jwks`;
  const extension = overrides.extension ?? config.erp?.extension ?? false;
  return {
    secret: overrides.secret ?? (env.DEMO_BACKEND_SECRET || storedSecret(db)),
    jwks: overrides.jwks ?? createRemoteJWKSet(new URL(jwksUrl)),
    issuer: 'issuer' in overrides ? overrides.issuer : env.DEMO_BACKEND_OIDC_ISSUER || undefined,
    publicBaseUrl: overrides.publicBaseUrl ?? (env.DEMO_BACKEND_ERP_PUBLIC_URL || undefined),
    shopUrl: overrides.shopUrl ?? (env.DEMO_BACKEND_SHOP_URL || 'http://localhost:3000'),
    // Never an open redirect: without a list, payment returns go to the storefronts this backend serves.
    redirectOrigins:
      overrides.redirectOrigins ??
      (env.DEMO_BACKEND_REDIRECT_ORIGINS ? list(env.DEMO_BACKEND_REDIRECT_ORIGINS) : shopOrigins(env)),
    secureCookies: overrides.secureCookies ?? config.mode === 'production',
    uploadDir:
      overrides.uploadDir ??
      // An in-memory database has no data folder; its uploads go to a fresh temporary one.
      (config.dataDir === ':memory:'
        ? path.join(tmpdir(), `erp-uploads-${randomUUID()}`)
        : path.join(config.dataDir, 'erp-uploads')),
    maxUploadBytes: overrides.maxUploadBytes ?? 5 * 1024 * 1024,
    throttle: overrides.throttle ?? { perLogin: 5, perIp: 20, windowMs: 15 * 60 * 1000 },
    recaptchaPublicKey: overrides.recaptchaPublicKey ?? env.DEMO_BACKEND_RECAPTCHA_PUBLIC_KEY ?? '',
    carrierTaxedPrice: overrides.carrierTaxedPrice ?? config.erp?.carrierTaxedPrice ?? extension,
    api: overrides.api ?? config.erp?.api ?? 'current',
    cartOptions: overrides.cartOptions ?? config.erp?.cartOptions ?? true,
    extension,
    modules: overrides.modules ?? config.erp?.modules ?? [...OPTIONAL_MODULES],
  };
}
