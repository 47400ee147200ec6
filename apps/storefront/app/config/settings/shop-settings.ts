// The production server imports this file before the build, with Node itself: relative paths only.
import { z } from 'zod';
import { parseLegalPageHandles } from '../../domain/cms/legal-pages.ts';
import { DEFAULT_ERP_API, ERP_API_GENERATIONS } from '../../domain/erp-api.ts';
import { DEFAULT_HYDRATION_MODE, HYDRATION_MODES } from '../../domain/hydration-mode.ts';
import { parseImageSizeKeys } from '../../domain/image-sizes.ts';
import { LOG_LEVELS } from '../../domain/log-levels.ts';
import { parseRateLimits } from '../../domain/rate-limits.ts';
import { parseFacetList } from '../../domain/search-facets.ts';
import { parseIndexLocaleSuffixes } from '../../domain/search-index-names.ts';
import { DEFAULT_OIDC_CLIENT_ID, DEFAULT_OIDC_SCOPE } from '../auth-config.server.ts';
import { ConfigError } from '../config-error.ts';
import { parseTrustedProxies } from '../trusted-proxies.ts';
import {
  megabytes,
  onOff,
  oneOf,
  optionalHttpUrl,
  originList,
  port,
  positiveInteger,
  refuse,
  requiredHttpUrl,
  setting,
  text,
  httpUrlList,
} from './setting-kinds.ts';
import { pricelistId, redisUrl, tagManagerId } from './shop-setting-kinds.ts';

/** A JSON (or list) setting read by its domain parser, whose refusal says why. */
function parsed<T>(parse: (raw: string | undefined) => T, fallback: string) {
  return setting(parse).meta({ fallback });
}

/** Both index names are required (docs/product/validation.md#configuration), with the message given there. */
function indexName() {
  return setting((raw) => raw?.trim() || refuse('Elastic index is required: set {name}.')).meta({
    fallback: 'required',
  });
}

/**
 * Every setting of the storefront, in the order the README lists them and a refusal is reported: its
 * kind, its default and its meaning, the README's settings table (npm run docs:settings writes it).
 */
export const shopSettings = z.object({
  SHOP_ERP_URL: requiredHttpUrl().describe(
    'Base URL of the Shopinvader API, e.g. `https://odoo.example/shopinvader-api/shop`. The browser never calls it: the storefront proxies `/shopinvader/*` to it, for the calls the shop makes only (docs/contracts/erp.md).',
  ),
  SHOP_ERP_PUBLIC_URL: text()
    .meta({ fallback: 'origin + `/shopinvader/`' })
    .describe(
      "ERP base as the browser sees it; anything that is not a valid URL on the shop's own origin becomes origin + `/shopinvader/`.",
    ),
  SHOP_ERP_TIMEOUT_MS: positiveInteger(10_000).describe(
    'How long the storefront waits for the ERP (the proxy then answers 504).',
  ),
  SHOP_ERP_API: oneOf(
    ERP_API_GENERATIONS,
    DEFAULT_ERP_API.generation,
    `{name} must be ${ERP_API_GENERATIONS.join(' or ')}, got '{got}' (npm run doctor tells which one the ERP speaks).`,
  ).describe(
    'Which Shopinvader generation the ERP runs: `current` (16.0 as released, and 18.0: `carrier`, pick-up points near an address set by carrier and code, the invoices API) or `classic` (the classic calls, docs/contracts/erp.md#generations: `set_carrier`, pick-up points by name and id, invoices on orders). `npm run doctor` tells which; `docs/deploying.md` names the modules.',
  ),
  SHOP_ERP_CART_OPTIONS: onOff(DEFAULT_ERP_API.cartOptions).describe(
    '`true` when the ERP has `shopinvader_api_cart_options`: only then do cart transactions carry `options` (without the module any `options` key is a 422, so a product with options is refused).',
  ),
  SHOP_ERP_EXTENSION: onOff(DEFAULT_ERP_API.extension).describe(
    "`true` when the shop's Odoo has the deployment extension (`docs/deploying.md`): customer types with their registration, statuses and pro fields, the reseller map, customer documents and contact-form attachments, which no released Shopinvader module serves. Without it the shop runs on stock Shopinvader and shows none of them. `npm start` turns it on for the demo backend.",
  ),
  SHOP_SEARCH_URL: requiredHttpUrl().describe('Base URL of Elasticsearch or OpenSearch.'),
  SHOP_SEARCH_PRODUCTS_INDEX: indexName().describe(
    "Products index name prefix; each language's suffix is appended (`{name}_{suffix}`). Missing: `Elastic index is required`.",
  ),
  SHOP_SEARCH_CATEGORIES_INDEX: indexName().describe(
    'Categories index name prefix, likewise; it must contain `category`.',
  ),
  SHOP_SEARCH_DEFAULT_PRICELIST_ID: pricelistId().describe(
    "The Odoo id of the pricelist anonymous visitors buy at, with `shopinvader_search_engine_product_multi_price` (prices in `price_by_pricelist`, keyed by pricelist id); a signed-in customer's prices are read under their own `pricelist_id`. Without it the index is read as the single-price exporter's (`price`). `npm run doctor` checks it against an indexed product.",
  ),
  SHOP_SEARCH_INDEX_LOCALES: parsed(parseIndexLocaleSuffixes, '`{prefix}_{fr,nl,en,de}`').describe(
    'Each language\'s index suffix, as a JSON object: Odoo names indices with its language codes, e.g. `{"fr":"fr_be","nl":"nl_be","en":"en_us","de":"de_de"}`; languages left out keep their code.',
  ),
  SHOP_SEARCH_IMAGE_SIZES: parsed(parseImageSizeKeys, '`small`, `medium`, `large`, `xlarge`').describe(
    'The index\'s keys of the picture sizes the shop shows (thumbnail, card, page, zoom), as a JSON object, e.g. `{"xlarge":"large"}` for Shopinvader 16.0\'s small/medium/large.',
  ),
  SHOP_SEARCH_TIMEOUT_MS: positiveInteger(5_000).describe(
    'How long a search may take before the page says the catalogue is unavailable (503).',
  ),
  SHOP_SEARCH_FACETS: parsed(parseFacetList, 'a default list').describe(
    'Facets of the search and category pages, as a JSON array.',
  ),
  SHOP_CMS_URL: optionalHttpUrl().describe(
    "Strapi's base URL; without it the shop runs without CMS pages, menus and blog.",
  ),
  SHOP_CMS_TIMEOUT_MS: positiveInteger(5_000).describe('How long a CMS read may take.'),
  SHOP_CMS_TOKEN: text().describe(
    'A read-only Strapi API token, sent as a Bearer token, for a CMS whose Public role may not read; without it the shop reads as Public.',
  ),
  SHOP_LEGAL_PAGES: parsed(parseLegalPageHandles, '`terms`, `privacy`, …').describe(
    'Handles of the CMS pages behind the terms, privacy, data-protection and shipping links, as a JSON object, e.g. `{"terms":"cgv"}`; pages left out keep their default handle.',
  ),
  SHOP_REVALIDATE_SECRET: text().describe(
    "Shared with the CMS's publish webhook, which signs its calls to `/_revalidate` (HMAC-SHA256); without it the endpoint is off.",
  ),
  SHOP_PREVIEW_SECRET: text().describe(
    'Editors\' previews of drafts (apps/cms/README.md, "Previewing drafts"): shared with the CMS\'s `STOREFRONT_PREVIEW_SECRET`, which signs the ten-minute preview addresses (HMAC-SHA256) that open `/_preview`; at least 32 characters. Previews are on only with it and `SHOP_CMS_PREVIEW_TOKEN`.',
  ),
  SHOP_CMS_PREVIEW_TOKEN: text().describe(
    'A read-only Strapi API token the shop reads drafts with, in previews only (only an API token may ask Strapi for drafts).',
  ),
  SHOP_CMS_ADMIN_ORIGINS: originList('the origin of `SHOP_CMS_URL`').describe(
    'Origins (space-separated) of the Strapi admin whose Preview panel shows the shop in a frame: preview pages may be framed by them, no other page by anyone.',
  ),
  SHOP_MEDIA_ORIGINS: originList().describe(
    'Extra origins (space-separated) whose images pages show, for the Content-Security-Policy; the CMS origin is added by itself.',
  ),
  SHOP_PAGE_CACHE_MB: megabytes(32).describe(
    'Memory for whole public pages kept by the server (see Pages below); `0` turns the page cache off, and so does `SHOP_HTTP_CACHE_URL`.',
  ),
  SHOP_REDIS_URL: redisUrl().describe(
    '`redis://` URL of a Redis the nodes of a fleet share: second-level data cache, publish fan-out, rate limits (`docs/fleet.md`). Without it everything stays in the process.',
  ),
  SHOP_REDIS_PREFIX: text('shop:').describe(
    'Prefix of every Redis key and channel, so that several shops may share a Redis.',
  ),
  SHOP_HTTP_CACHE_URL: httpUrlList().describe(
    'The HTTP caches in front of the nodes (Varnish, space-separated), purged by cache tag on publish; the in-process page cache is then off.',
  ),
  SHOP_TRUSTED_PROXIES: parsed(parseTrustedProxies, 'none').describe(
    "Proxies whose `X-Forwarded-For` names the shopper: a count (`1` behind Varnish, `2` behind a load balancer and Varnish) or addresses and CIDR ranges (`loopback`, `10.0.0.0/8`). Without it, the connection's address is the shopper's.",
  ),
  SHOP_RATE_LIMITS: parsed(parseRateLimits, 'the defaults of `docs/fleet.md`').describe(
    "Limits per shopper's address: `off`, or `rule=points/duration` items, e.g. `sign-in=10/15m,autocomplete=off` (rules `sign-in`, `sign-in-account`, `register`, `password-reset`, `contact`, `newsletter`, `autocomplete`, `field-data`).",
  ),
  SHOP_HYDRATION: oneOf(
    HYDRATION_MODES,
    DEFAULT_HYDRATION_MODE,
    `{name} must be ${HYDRATION_MODES.join(', ')}, got '{got}'.`,
  ).describe(
    "When pages run their framework code (see Hydration when settled): `idle` once the page has loaded and its largest paint has held for a second, at the browser's next idle moment (or on intent if that comes first), `intent` only on the visitor's first sign of intent, `eager` at once as React Router sends them. Pages with state in the browser and routes that ask for it hydrate at once in every mode. `npm run bench` compares them (`docs/benchmark.md`).",
  ),
  SHOP_LOG_LEVEL: oneOf(
    LOG_LEVELS,
    'info',
    `{name} must be one of ${LOG_LEVELS.slice(0, -1).join(', ')} or silent, got '{got}'.`,
  ).describe(
    "Level of the storefront's JSON logs: `fatal`, `error`, `warn`, `info`, `debug` (adds the health probes' request lines), `trace` or `silent`.",
  ),
  SHOP_SHUTDOWN_TIMEOUT_MS: positiveInteger(10_000).describe(
    'How long requests under way may take to finish after SIGTERM or SIGINT before they are cut off (see Operations).',
  ),
  SHOP_READINESS_TIMEOUT_MS: positiveInteger(1_000).describe(
    "How long `/healthz/backends` waits for each backend's answer.",
  ),
  SHOP_METRICS_PORT: port().describe(
    'Port of the Prometheus metrics (`GET /metrics`); without it, no metrics are collected.',
  ),
  SHOP_METRICS_HOST: text('127.0.0.1').describe(
    'Address the metrics listen on (`0.0.0.0` in a container whose scraper is elsewhere).',
  ),
  SHOP_PUBLIC_URL: optionalHttpUrl("the request's origin").describe(
    "Public origin for canonical, `hreflang` and sitemap links, when the shop sits behind a proxy or CDN. When it is https, every cookie the shop writes (the ERP's session cookies through the proxy, language, consent) is `Secure`: set it in production (`docs/deploying.md`). The page cache keeps pages asked for with its host only (without it, for `localhost` and loopback addresses only), so that requests with another `Host` never fill it.",
  ),
  SHOP_NAME: text('Maison Sauge').describe("The shop's name in titles and the logo's label."),
  SHOP_TAG_MANAGER_ID: tagManagerId().describe(
    'Google Tag Manager container (`GTM-…` or `G-…`), loaded only after marketing consent; an invalid id is refused with a logged error.',
  ),
  // Read together by auth-config.server.ts, which refuses them only in the mode that uses them.
  SHOP_AUTH_MODE: text('credentials').describe(
    '`credentials` (sign-in against the ERP) or `oidc` (an OpenID provider, `apps/demo-backend/docs/idp.md`).',
  ),
  SHOP_OIDC_AUTHORITY: text()
    .meta({ fallback: 'required with `oidc`' })
    .describe("The OpenID provider's issuer URL, e.g. `http://127.0.0.1:4000/oidc` for the demo backend's."),
  SHOP_OIDC_CLIENT_ID: text(DEFAULT_OIDC_CLIENT_ID).describe('The client id the provider knows the shop by.'),
  SHOP_OIDC_SCOPE: text(DEFAULT_OIDC_SCOPE).describe(
    'The scopes the shop asks for, space-separated; `openid` among them.',
  ),
});

export type ShopSettings = z.output<typeof shopSettings>;

/** The settings, or a ConfigError naming the first variable refused. */
export function parseShopSettings(env: Record<string, string | undefined>): ShopSettings {
  const result = shopSettings.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new ConfigError(issue?.message.replaceAll('{name}', String(issue.path[0])) ?? result.error.message);
}
