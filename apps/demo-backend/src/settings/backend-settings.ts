import { z } from 'zod';
import { ConfigError } from '../config-error.ts';
import { onOff, oneOf, setting, text } from './setting-kinds.ts';

function port(fallback: number) {
  return setting((raw) => {
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= 0 && value <= 65535) return value;
    return { refused: `{name} must be a port number (0-65535), got '${raw}'` };
  }).meta({ fallback: `\`${fallback}\`` });
}

/** Documented here, read and refused by the module named beside it, with the value it needs. */
function readThere(fallback: string) {
  return setting((raw) => raw).meta({ fallback });
}

/**
 * Every setting of the demo backend: its kind, its default and its meaning, the README's table (npm run
 * docs:settings writes it).
 */
export const backendSettings = z.object({
  DEMO_BACKEND_PORT: port(4000).describe('Port the demo backend listens on.'),
  DEMO_BACKEND_HOST: text('127.0.0.1').describe('Address the demo backend listens on.'),
  DEMO_BACKEND_DATA_DIR: text()
    .meta({ fallback: '`apps/demo-backend/.data`' })
    .describe(
      "Folder of the demo backend's SQLite database and uploads, created and migrated at start. Delete it to start again from the demo data.",
    ),
  DEMO_BACKEND_MODE: oneOf(['development', 'test', 'production'], 'development', (raw) => raw).describe(
    '`development`, `test` or `production` (development helpers such as the outbox and fault injection are off in production).',
  ),
  DEMO_BACKEND_LOG_LEVEL: text('info').describe("Level of the demo backend's JSON logs."),
  DEMO_ERP_API: oneOf(['classic', 'current'], 'current', (raw) => raw?.trim().toLowerCase()).describe(
    'Which Shopinvader generation the demo ERP speaks, `current` (16.0 as released) or `classic`, as strict as the real modules (`apps/demo-backend/docs/erp.md`).',
  ),
  DEMO_ERP_EXTENSION: onOff(false).describe(
    "`true` adds the shop's deployment extension to the demo ERP (customer types, resellers, uploads, lead attachments; `apps/demo-backend/docs/erp.md` › Profiles); `npm start` and the browser suites switch it on.",
  ),
  DEMO_ERP_CART_OPTIONS: onOff(true).describe(
    '`false` makes the demo ERP refuse any `options` key on cart transactions, as Shopinvader without `shopinvader_api_cart_options`.',
  ),
  DEMO_ERP_CARRIER_TAXED_PRICE: onOff()
    .meta({ fallback: 'the value of `DEMO_ERP_EXTENSION`' })
    .describe(
      '`false` makes the demo ERP list carriers with their untaxed price only, as a real Shopinvader does, without its `price_applied_to_cart_tax_incl` extension (`apps/demo-backend/docs/erp.md`).',
    ),
  DEMO_ERP_TRUSTED_STOREFRONTS: setting((raw) => (raw ?? 'loopback').split(/[\s,]+/).filter(Boolean))
    .meta({ fallback: '`loopback`' })
    .describe(
      'Addresses or ranges of the storefronts whose `X-Forwarded-For` the demo ERP believes: its sign-in throttle then counts each shopper, per address and per address and login.',
    ),
  DEMO_ERP_WITHOUT_MODULES: readThere('none').describe(
    'Comma-separated optional released modules the demo ERP leaves out, as an Odoo without them (`shopinvader_api_mass_mailing`, `shopinvader_api_wishlist`; `src/erp/modules/optional-modules.ts`): their routes answer 404 and its `openapi.json` omits them.',
  ),
  DEMO_ERP_ORACLE: readThere('none').describe(
    'Path of an upstream oracle file (`npm run oracle` writes it): the demo ERP then answers only as the real modules do (`src/erp/http/upstream-oracle.ts`); the browser suites set it.',
  ),
  DEMO_SEARCH_PRODUCTS_INDEX: readThere('`demo_products`').describe(
    'Product index prefix of the demo search index; must not contain `category` (`src/search/search-config.ts`).',
  ),
  DEMO_SEARCH_CATEGORIES_INDEX: readThere('`demo_category`').describe(
    'Category index prefix; must contain `category`.',
  ),
  DEMO_MEDIA_BASE_URL: readThere('`http://localhost:{port}`').describe(
    'Origin written before image paths in the index documents.',
  ),
  DEMO_SEARCH_CORS_ALLOW_ORIGIN: readThere('off').describe(
    "CORS on the demo search index as Elasticsearch's `http.cors.allow-origin`: `*`, comma-separated origins or a `/pattern/`, for clients that query it from a browser (`apps/demo-backend/docs/search.md`, `src/search/search-cors.ts`).",
  ),
  DEMO_SEARCH_CORS_ALLOW_METHODS: readThere("Elasticsearch's").describe(
    'Methods a CORS preflight is granted (`http.cors.allow-methods`).',
  ),
  DEMO_SEARCH_CORS_ALLOW_HEADERS: readThere("Elasticsearch's").describe(
    'Request headers a CORS preflight is granted (`http.cors.allow-headers`).',
  ),
  DEMO_SEARCH_CORS_ALLOW_CREDENTIALS: readThere('`false`').describe(
    '`true` sends `Access-Control-Allow-Credentials: true` and names the origin instead of `*`.',
  ),
  DEMO_SEARCH_CORS_MAX_AGE: readThere('`1728000`').describe(
    "Seconds a browser may keep a preflight's answer (`http.cors.max-age`).",
  ),
  DEMO_BACKEND_SECRET: readThere('generated once, kept in the database').describe(
    'Signs session cookies and payables (`src/erp/erp-options.ts`).',
  ),
  DEMO_BACKEND_SHOP_URL: readThere('`http://localhost:3000`').describe(
    'The storefront: links in e-mails, and it and its `127.0.0.1`/`localhost` twin may sign in and receive payment returns.',
  ),
  DEMO_BACKEND_ERP_PUBLIC_URL: readThere('from `X-Forwarded-Proto/Host/Prefix`, else this server').describe(
    'ERP base URL as the browser sees it (payment form).',
  ),
  DEMO_BACKEND_REDIRECT_ORIGINS: readThere("the shop's origins").describe(
    "Origins a payment's `frontend_redirect_url` may point to (`apps/demo-backend/docs/erp.md`).",
  ),
  DEMO_BACKEND_RECAPTCHA_PUBLIC_KEY: readThere('none').describe(
    '`recaptchaPublicKey` of the settings (extension).',
  ),
  DEMO_BACKEND_OIDC_ISSUER: readThere('`http://<host>:<port>/oidc`').describe(
    'Issuer URL of the demo OpenID provider as browsers reach it; the ERP then also checks `iss` (`src/idp/idp-options.ts`).',
  ),
  DEMO_BACKEND_OIDC_JWKS_URL: readThere('`http://<host>:<port>/oidc/jwks`').describe(
    'Key set that identity-provider access tokens are checked against by the ERP.',
  ),
  DEMO_BACKEND_OIDC_CLIENT_ID: readThere('`storefront`').describe(
    'The client id the storefront uses (`SHOP_OIDC_CLIENT_ID`).',
  ),
  DEMO_BACKEND_OIDC_SHOP_ORIGINS: readThere('none').describe(
    'More storefront origins, comma-separated, that may sign in (`apps/demo-backend/docs/idp.md`).',
  ),
  DEMO_BACKEND_OIDC_REDIRECT_URIS: readThere("the storefronts' `<origin>/account/login`").describe(
    'The redirect URIs registered for the demo OpenID client, comma-separated, to sign other clients in.',
  ),
  DEMO_BACKEND_OIDC_POST_LOGOUT_REDIRECT_URIS: readThere(
    "the storefronts' `<origin>/` and `<origin>/account/login`",
  ).describe('The post-logout redirect URIs registered for the demo OpenID client, likewise.'),
  DEMO_BACKEND_OIDC_ACCESS_TOKEN_TTL: readThere('`900`').describe(
    'Access and ID token lifetime in seconds, above 60 (the shop renews 60 s before expiry).',
  ),
});

export type BackendSettings = z.output<typeof backendSettings>;

/** The settings, or a ConfigError naming the first variable refused. */
export function parseBackendSettings(env: NodeJS.ProcessEnv): BackendSettings {
  const result = backendSettings.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new ConfigError(issue?.message.replaceAll('{name}', String(issue.path[0])) ?? result.error.message);
}
