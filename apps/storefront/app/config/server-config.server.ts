// The production server imports this file before the build, with Node itself: relative paths only.
import { type LegalPageHandles, parseLegalPageHandles } from '../domain/cms/legal-pages.ts';
import { DEFAULT_ERP_API, type ErpApi, ERP_API_GENERATIONS, isErpApiGeneration } from '../domain/erp-api.ts';
import {
  DEFAULT_HYDRATION_MODE,
  HYDRATION_MODES,
  type HydrationMode,
  isHydrationMode,
} from '../domain/hydration-mode.ts';
import { type ImageSizeKeys, parseImageSizeKeys } from '../domain/image-sizes.ts';
import { parseRateLimits, type RateLimits } from '../domain/rate-limits.ts';
import { type FacetConfig, parseFacetList } from '../domain/search-facets.ts';
import { type IndexLocaleSuffixes, parseIndexLocaleSuffixes } from '../domain/search-index-names.ts';
import { isValidTagManagerId } from '../domain/tag-manager-id.ts';
import { logger, logLevelOf } from '../services/observability/logger.server.ts';
import { type AuthConfig, parseAuthConfig } from './auth-config.server.ts';
import { parseTrustedProxies, type TrustedProxies } from './trusted-proxies.ts';
import { ConfigError } from './config-error.ts';

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
  /** Bytes each data cache keeps in this process (SHOP_CATALOG_CACHE_MB, SHOP_CMS_CACHE_MB, SHOP_SEARCH_CACHE_MB). */
  dataCacheBytes: { catalog: number; cms: number; search: number };
  /** Redis shared by the nodes of a fleet (SHOP_REDIS_URL): second-level cache, invalidations, limits. */
  redis: { url: URL; timeoutMs: number; prefix: string } | undefined;
  /** The HTTP caches in front of the nodes (Varnish), purged on publish (SHOP_HTTP_CACHE_URL). */
  httpCacheUrls: URL[];
  /** Which proxies may tell the shopper's address (SHOP_TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /** Limits per shopper's address (SHOP_RATE_LIMITS). */
  rateLimits: RateLimits;
  /** Pages this process renders at once; the others wait their turn (SHOP_RENDER_CONCURRENCY). */
  renderConcurrency: number;
  /** When pages run their framework code: once settled (default), on intent, or at once (SHOP_HYDRATION). */
  hydration: HydrationMode;
}

type Env = Record<string, string | undefined>;

const SHOP_VARIABLES = ['SHOP_ERP_URL', 'SHOP_SEARCH_URL'] as const;

function absoluteHttpUrl(env: Env, name: string): URL {
  const raw = env[name]?.trim();
  if (!raw) throw new ConfigError(`${name} is required: set it to the base URL (see README).`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got '${raw}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got '${raw}'.`);
  }
  return url;
}

function optionalUrl(env: Env, name: string): URL | undefined {
  return env[name]?.trim() ? absoluteHttpUrl(env, name) : undefined;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got '${env[name]}'.`);
}

function hydrationMode(env: Env): HydrationMode {
  const raw = env.SHOP_HYDRATION?.trim().toLowerCase() || DEFAULT_HYDRATION_MODE;
  if (!isHydrationMode(raw)) {
    throw new ConfigError(
      `SHOP_HYDRATION must be ${HYDRATION_MODES.join(', ')}, got '${env.SHOP_HYDRATION}'.`,
    );
  }
  return raw;
}

function erpApi(env: Env): ErpApi {
  const raw = env.SHOP_ERP_API?.trim().toLowerCase() || DEFAULT_ERP_API.generation;
  if (!isErpApiGeneration(raw)) {
    throw new ConfigError(
      `SHOP_ERP_API must be ${ERP_API_GENERATIONS.join(' or ')}, got '${env.SHOP_ERP_API}' (npm run doctor tells which one the ERP speaks).`,
    );
  }
  return {
    generation: raw,
    cartOptions: onOff(env, 'SHOP_ERP_CART_OPTIONS', DEFAULT_ERP_API.cartOptions),
    extension: onOff(env, 'SHOP_ERP_EXTENSION', DEFAULT_ERP_API.extension),
  };
}

/** An Odoo record id, kept as the text that keys it in the index's JSON. */
function pricelistId(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^[1-9]\d*$/.test(raw))
    throw new ConfigError(`${name} must be an Odoo pricelist id (a whole number), got '${raw}'.`);
  return raw;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive whole number, got '${raw}'.`);
  }
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number (0 or more), got '${raw}'.`);
  }
  return value;
}

export function parseServerConfig(env: Env): ServerConfig {
  if (SHOP_VARIABLES.every((name) => !env[name]?.trim())) {
    throw new ConfigError(
      `The shop configuration is missing: set ${SHOP_VARIABLES.join(' and ')} (see README), or run \`npm start\`, which points them at the demo backend.`,
    );
  }
  const mediaOrigins = originList(env, 'SHOP_MEDIA_ORIGINS');
  const cmsUrl = optionalUrl(env, 'SHOP_CMS_URL');
  const httpCacheUrls = httpCacheList(env);
  // CMS media are served by the CMS itself (Strapi's local upload provider).
  if (cmsUrl) mediaOrigins.push(cmsUrl.origin);
  return {
    mediaOrigins,
    shopName: env.SHOP_NAME?.trim() || 'Maison Sauge',
    erpUrl: absoluteHttpUrl(env, 'SHOP_ERP_URL'),
    erpPublicUrl: env.SHOP_ERP_PUBLIC_URL?.trim() || undefined,
    erpTimeoutMs: positiveInteger(env, 'SHOP_ERP_TIMEOUT_MS', 10_000),
    erpApi: erpApi(env),
    searchUrl: absoluteHttpUrl(env, 'SHOP_SEARCH_URL'),
    searchTimeoutMs: positiveInteger(env, 'SHOP_SEARCH_TIMEOUT_MS', 5_000),
    productsIndex: indexName(env, 'SHOP_SEARCH_PRODUCTS_INDEX'),
    categoriesIndex: indexName(env, 'SHOP_SEARCH_CATEGORIES_INDEX'),
    indexLocaleSuffixes: jsonSetting('SHOP_SEARCH_INDEX_LOCALES', env, parseIndexLocaleSuffixes),
    imageSizeKeys: jsonSetting('SHOP_SEARCH_IMAGE_SIZES', env, parseImageSizeKeys),
    searchFacets: searchFacets(env.SHOP_SEARCH_FACETS),
    defaultPricelistId: pricelistId(env, 'SHOP_SEARCH_DEFAULT_PRICELIST_ID'),
    cmsUrl,
    cmsTimeoutMs: positiveInteger(env, 'SHOP_CMS_TIMEOUT_MS', 5_000),
    cmsToken: env.SHOP_CMS_TOKEN?.trim() || undefined,
    legalPageHandles: jsonSetting('SHOP_LEGAL_PAGES', env, parseLegalPageHandles),
    revalidateSecret: env.SHOP_REVALIDATE_SECRET?.trim() || undefined,
    preview: previewSettings(env),
    publicUrl: optionalUrl(env, 'SHOP_PUBLIC_URL'),
    tagManagerId: tagManagerId(env.SHOP_TAG_MANAGER_ID),
    auth: parseAuthConfig(env),
    pageCacheBytes: httpCacheUrls.length > 0 ? 0 : megabytes(env, 'SHOP_PAGE_CACHE_MB', 32),
    dataCacheBytes: {
      catalog: megabytes(env, 'SHOP_CATALOG_CACHE_MB', 16, 1),
      cms: megabytes(env, 'SHOP_CMS_CACHE_MB', 8, 1),
      search: megabytes(env, 'SHOP_SEARCH_CACHE_MB', 8, 1),
    },
    redis: redisSettings(env),
    httpCacheUrls,
    trustedProxies: refusedWithName('SHOP_TRUSTED_PROXIES', () =>
      parseTrustedProxies(env.SHOP_TRUSTED_PROXIES),
    ),
    rateLimits: refusedWithName('SHOP_RATE_LIMITS', () => parseRateLimits(env.SHOP_RATE_LIMITS)),
    logLevel: logLevel(env.SHOP_LOG_LEVEL),
    shutdownTimeoutMs: positiveInteger(env, 'SHOP_SHUTDOWN_TIMEOUT_MS', 10_000),
    readinessTimeoutMs: positiveInteger(env, 'SHOP_READINESS_TIMEOUT_MS', 1_000),
    metrics: metricsListener(env),
    renderConcurrency: positiveInteger(env, 'SHOP_RENDER_CONCURRENCY', 8),
    hydration: hydrationMode(env),
  };
}

function previewSettings(env: Env): ServerConfig['preview'] {
  const secret = env.SHOP_PREVIEW_SECRET?.trim();
  const cmsToken = env.SHOP_CMS_PREVIEW_TOKEN?.trim();
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
  const adminOrigins = originList(env, 'SHOP_CMS_ADMIN_ORIGINS');
  const cmsOrigin = optionalUrl(env, 'SHOP_CMS_URL')?.origin;
  return {
    secret,
    cmsToken,
    adminOrigins: adminOrigins.length > 0 ? adminOrigins : cmsOrigin ? [cmsOrigin] : [],
  };
}

function logLevel(raw: string | undefined): string {
  const level = logLevelOf(raw);
  if (!level) {
    throw new ConfigError(
      `SHOP_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent, got '${raw}'.`,
    );
  }
  return level;
}

/** The metrics listen on their own port, on the loopback unless told otherwise: visitors never reach them. */
function metricsListener(env: Env): ServerConfig['metrics'] {
  if (!env.SHOP_METRICS_PORT?.trim()) return undefined;
  const port = positiveInteger(env, 'SHOP_METRICS_PORT', 0);
  if (port > 65_535) throw new ConfigError(`SHOP_METRICS_PORT must be a port number, got '${port}'.`);
  return { port, host: env.SHOP_METRICS_HOST?.trim() || '127.0.0.1' };
}

function megabytes(env: Env, name: string, fallback: number, minimum = 0): number {
  const value = wholeNumber(env, name, fallback);
  if (value < minimum) throw new ConfigError(`${name} must be at least ${minimum}, got '${env[name]}'.`);
  return value * 1024 * 1024;
}

/** A setting's own parser's reason, with the setting's name. */
function refusedWithName<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new ConfigError(`${name} is refused: ${error instanceof Error ? error.message : error}.`);
  }
}

function redisSettings(env: Env): ServerConfig['redis'] {
  const raw = env.SHOP_REDIS_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SHOP_REDIS_URL must be a redis:// or rediss:// URL, got '${raw}'.`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`SHOP_REDIS_URL must be a redis:// or rediss:// URL, got '${raw}'.`);
  }
  return {
    url,
    timeoutMs: positiveInteger(env, 'SHOP_REDIS_TIMEOUT_MS', 250),
    prefix: env.SHOP_REDIS_PREFIX?.trim() || 'shop:',
  };
}

/** Space-separated base URLs of the HTTP caches to purge. */
function httpCacheList(env: Env): URL[] {
  return (env.SHOP_HTTP_CACHE_URL ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((raw) => {
      try {
        const url = new URL(raw);
        if (url.protocol === 'http:' || url.protocol === 'https:') return url;
      } catch {
        // Named below.
      }
      throw new ConfigError(`SHOP_HTTP_CACHE_URL must list absolute http(s) URLs, got '${raw}'.`);
    });
}

/** A space- or comma-separated list of absolute URLs, as their origins. */
function originList(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`${name} must list absolute URLs, got '${origin}'.`);
      }
    });
}

/** Both index names are required (docs/product/validation.md#configuration), with the spec's message. */
function indexName(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`Elastic index is required: set ${name}.`);
  return value;
}

function searchFacets(json: string | undefined): readonly FacetConfig[] {
  try {
    return parseFacetList(json);
  } catch (error) {
    throw new ConfigError(
      `SHOP_SEARCH_FACETS is refused: ${error instanceof Error ? error.message : error}.`,
    );
  }
}

/** A JSON setting read by its domain parser; a refusal names the variable and says why. */
function jsonSetting<T>(name: string, env: Env, parse: (json: string | undefined) => T): T {
  try {
    return parse(env[name]);
  } catch (error) {
    throw new ConfigError(`${name} is refused: ${error instanceof Error ? error.message : error}.`);
  }
}

/** An invalid tag-manager id is refused with a logged error; the shop runs without it (docs/product/validation.md#tag-manager-id). */
function tagManagerId(raw: string | undefined): string | undefined {
  const id = raw?.trim();
  if (!id) return undefined;
  if (isValidTagManagerId(id)) return id;
  logger.error(
    `SHOP_TAG_MANAGER_ID '${id}' is refused: it must be GTM- or G- followed by upper-case letters or digits.`,
  );
  return undefined;
}

let current: ServerConfig | undefined;

/** The process's configuration, parsed on first use. */
export function getServerConfig(): ServerConfig {
  current ??= parseServerConfig(process.env);
  return current;
}
