// The production server imports this file before the build, with Node itself: relative paths only.
import type { LegalPageHandles } from '../domain/cms/legal-pages.ts';
import type { ErpApi } from '../domain/erp-api.ts';
import type { HydrationMode } from '../domain/hydration-mode.ts';
import type { ImageSizeKeys } from '../domain/image-sizes.ts';
import type { RateLimits } from '../domain/rate-limits.ts';
import type { FacetConfig } from '../domain/search-facets.ts';
import type { IndexLocaleSuffixes } from '../domain/search-index-names.ts';
import { type AuthConfig, parseAuthConfig } from './auth-config.server.ts';
import { ConfigError } from './config-error.ts';
import { parseShopSettings, type ShopSettings } from './settings/shop-settings.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

/**
 * The storefront server's settings, from environment variables (the README has the table). Read once
 * at start so that a missing or broken setting stops the server with a message naming the variable,
 * instead of surfacing as a failed page later.
 */
export interface ServerConfig {
  shopName: string;
  /** Upstream ERP (Shopinvader) base URL that /shopinvader/* is proxied to. */
  erpUrl: URL;
  /** ERP base URL as the browser sees it (docs/product/validation.md#configuration: origin + /shopinvader/ unless a valid one is given). */
  erpPublicUrl: string | undefined;
  erpTimeoutMs: number;
  /** The ERP's generation of Shopinvader modules, its optional cart options and the shop's extension (SHOP_ERP_API, SHOP_ERP_CART_OPTIONS, SHOP_ERP_EXTENSION). */
  erpApi: ErpApi;
  /** Elasticsearch (or the demo backend's stand-in) base URL. */
  searchUrl: URL;
  searchTimeoutMs: number;
  /** Index name prefixes; each language's suffix is appended (`{name}_{suffix}`). */
  productsIndex: string;
  categoriesIndex: string;
  /** Each language's index name suffix (SHOP_SEARCH_INDEX_LOCALES): `fr`, or Odoo's `fr_be`. */
  indexLocaleSuffixes: IndexLocaleSuffixes;
  /** The index's keys of the picture sizes the shop shows (SHOP_SEARCH_IMAGE_SIZES). */
  imageSizeKeys: ImageSizeKeys;
  /** Facets of the search and category pages (SHOP_SEARCH_FACETS, a JSON array; a default list otherwise). */
  searchFacets: readonly FacetConfig[];
  /**
   * The Odoo id of the pricelist anonymous visitors buy at (SHOP_SEARCH_DEFAULT_PRICELIST_ID): the key of
   * its prices in `price_by_pricelist`, which shopinvader_search_engine_product_multi_price keys by
   * pricelist id. Undefined: the index holds one `price` per product
   * (shopinvader_search_engine_product_price), the default pricelist's.
   */
  defaultPricelistId: string | undefined;
  /** Strapi's base URL; without it the shop runs without CMS content. */
  cmsUrl: URL | undefined;
  cmsTimeoutMs: number;
  /** A read-only Strapi API token, for a CMS whose public role may not read; none: anonymous reads. */
  cmsToken: string | undefined;
  /** Handles of the CMS pages behind the terms, privacy, data-protection and shipping links (SHOP_LEGAL_PAGES). */
  legalPageHandles: LegalPageHandles;
  /** Shared with the CMS webhook that signs its cache-invalidation calls. */
  revalidateSecret: string | undefined;
  /**
   * Editors' previews of drafts (SHOP_PREVIEW_SECRET, shared with the CMS's preview handler, and
   * SHOP_CMS_PREVIEW_TOKEN, a Strapi API token that may read drafts); off unless both are set. The
   * admin's preview shows the shop in a frame: previews may be framed by SHOP_CMS_ADMIN_ORIGINS (the
   * CMS's own origin by default).
   */
  preview: { secret: string; cmsToken: string; adminOrigins: string[] } | undefined;
  /** Public origin used for canonical and alternate links; the request's origin when absent. */
  publicUrl: URL | undefined;
  /** Hosts whose images pages show (product images of the index, CMS media), for the CSP. */
  mediaOrigins: string[];
  /** Tag-manager container, loaded only after marketing consent; undefined when absent or invalid. */
  tagManagerId: string | undefined;
  /** Refusals of settings the shop runs without (an invalid tag-manager id): logged at start, shown by the doctor. */
  ignoredSettings: string[];
  /** Sign-in with credentials (default) or at an OpenID provider (SHOP_AUTH_MODE, SHOP_OIDC_*). */
  auth: AuthConfig;
  /**
   * Bytes of whole cacheable pages the server keeps (SHOP_PAGE_CACHE_MB); 0 turns the page cache off, and
   * so does an HTTP cache in front (httpCacheUrls), which keeps them for every node instead.
   */
  pageCacheBytes: number;
  /** Operations (README): log level, shutdown bound, readiness probes, the metrics listener. */
  logLevel: string;
  shutdownTimeoutMs: number;
  readinessTimeoutMs: number;
  /** Where Prometheus reads the metrics; undefined: no metrics listener. */
  metrics: { port: number; host: string } | undefined;
  /** Bytes each data cache keeps in this process. */
  dataCacheBytes: { catalog: number; cms: number; search: number };
  /** Redis shared by the nodes of a fleet (SHOP_REDIS_URL): second-level cache, invalidations, limits. */
  redis: { url: URL; timeoutMs: number; prefix: string } | undefined;
  /** The HTTP caches in front of the nodes (Varnish), purged on publish (SHOP_HTTP_CACHE_URL). */
  httpCacheUrls: URL[];
  /** Which proxies may tell the shopper's address (SHOP_TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /** Limits per shopper's address (SHOP_RATE_LIMITS). */
  rateLimits: RateLimits;
  /** Pages this process renders at once; the others wait their turn. */
  renderConcurrency: number;
  /** When pages run their framework code: once settled (default), on intent, or at once (SHOP_HYDRATION). */
  hydration: HydrationMode;
}

type Env = Record<string, string | undefined>;

const SHOP_VARIABLES = ['SHOP_ERP_URL', 'SHOP_SEARCH_URL'] as const;

const MB = 1024 * 1024;

/**
 * Tuning no operator needs to turn, measured with npm run bench (docs/benchmark.md): what each data
 * cache keeps, the longest wait for one Redis command (past it, the node answers from its own memory),
 * and the pages rendered at once, which bounds the memory renders hold.
 */
const DATA_CACHE_BYTES = { catalog: 16 * MB, cms: 8 * MB, search: 8 * MB };
const REDIS_TIMEOUT_MS = 250;
const RENDER_CONCURRENCY = 8;

export function parseServerConfig(env: Env): ServerConfig {
  if (SHOP_VARIABLES.every((name) => !env[name]?.trim())) {
    throw new ConfigError(
      `The shop configuration is missing: set ${SHOP_VARIABLES.join(' and ')} (see README), or run \`npm start\`, which points them at the demo backend.`,
    );
  }
  const settings = parseShopSettings(env);
  const cmsUrl = settings.SHOP_CMS_URL;
  const httpCacheUrls = settings.SHOP_HTTP_CACHE_URL;
  return {
    // CMS media are served by the CMS itself (Strapi's local upload provider).
    mediaOrigins: cmsUrl ? [...settings.SHOP_MEDIA_ORIGINS, cmsUrl.origin] : settings.SHOP_MEDIA_ORIGINS,
    shopName: settings.SHOP_NAME,
    erpUrl: settings.SHOP_ERP_URL,
    erpPublicUrl: settings.SHOP_ERP_PUBLIC_URL,
    erpTimeoutMs: settings.SHOP_ERP_TIMEOUT_MS,
    erpApi: {
      generation: settings.SHOP_ERP_API,
      cartOptions: settings.SHOP_ERP_CART_OPTIONS,
      extension: settings.SHOP_ERP_EXTENSION,
    },
    searchUrl: settings.SHOP_SEARCH_URL,
    searchTimeoutMs: settings.SHOP_SEARCH_TIMEOUT_MS,
    productsIndex: settings.SHOP_SEARCH_PRODUCTS_INDEX,
    categoriesIndex: settings.SHOP_SEARCH_CATEGORIES_INDEX,
    indexLocaleSuffixes: settings.SHOP_SEARCH_INDEX_LOCALES,
    imageSizeKeys: settings.SHOP_SEARCH_IMAGE_SIZES,
    searchFacets: settings.SHOP_SEARCH_FACETS,
    defaultPricelistId: settings.SHOP_SEARCH_DEFAULT_PRICELIST_ID,
    cmsUrl,
    cmsTimeoutMs: settings.SHOP_CMS_TIMEOUT_MS,
    cmsToken: settings.SHOP_CMS_TOKEN,
    legalPageHandles: settings.SHOP_LEGAL_PAGES,
    revalidateSecret: settings.SHOP_REVALIDATE_SECRET,
    preview: previewSettings(settings),
    publicUrl: settings.SHOP_PUBLIC_URL,
    tagManagerId: settings.SHOP_TAG_MANAGER_ID.id,
    ignoredSettings: [settings.SHOP_TAG_MANAGER_ID.ignored].filter((refusal) => refusal !== undefined),
    auth: parseAuthConfig(env),
    pageCacheBytes: httpCacheUrls.length > 0 ? 0 : settings.SHOP_PAGE_CACHE_MB,
    dataCacheBytes: DATA_CACHE_BYTES,
    redis: settings.SHOP_REDIS_URL && {
      url: settings.SHOP_REDIS_URL,
      timeoutMs: REDIS_TIMEOUT_MS,
      prefix: settings.SHOP_REDIS_PREFIX,
    },
    httpCacheUrls,
    trustedProxies: settings.SHOP_TRUSTED_PROXIES,
    rateLimits: settings.SHOP_RATE_LIMITS,
    logLevel: settings.SHOP_LOG_LEVEL,
    shutdownTimeoutMs: settings.SHOP_SHUTDOWN_TIMEOUT_MS,
    readinessTimeoutMs: settings.SHOP_READINESS_TIMEOUT_MS,
    // The metrics listen on their own port, on the loopback unless told otherwise: visitors never reach them.
    metrics: settings.SHOP_METRICS_PORT
      ? { port: settings.SHOP_METRICS_PORT, host: settings.SHOP_METRICS_HOST }
      : undefined,
    renderConcurrency: RENDER_CONCURRENCY,
    hydration: settings.SHOP_HYDRATION,
  };
}

function previewSettings(settings: ShopSettings): ServerConfig['preview'] {
  const secret = settings.SHOP_PREVIEW_SECRET;
  const cmsToken = settings.SHOP_CMS_PREVIEW_TOKEN;
  if (!secret && !cmsToken) return undefined;
  if (!secret || !cmsToken) {
    throw new ConfigError(
      'SHOP_PREVIEW_SECRET and SHOP_CMS_PREVIEW_TOKEN go together: set both to let editors preview drafts, or neither.',
    );
  }
  // The secret signs what grants drafts: one short enough to guess would let anyone read them.
  if (secret.length < 32) {
    throw new ConfigError('SHOP_PREVIEW_SECRET must be at least 32 characters long.');
  }
  const adminOrigins = settings.SHOP_CMS_ADMIN_ORIGINS;
  const cmsOrigin = settings.SHOP_CMS_URL?.origin;
  return {
    secret,
    cmsToken,
    adminOrigins: adminOrigins.length > 0 ? adminOrigins : cmsOrigin ? [cmsOrigin] : [],
  };
}

let current: ServerConfig | undefined;

/** The process's configuration, parsed on first use. */
export function getServerConfig(): ServerConfig {
  current ??= parseServerConfig(process.env);
  return current;
}
