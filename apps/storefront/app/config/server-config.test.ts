import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { parseServerConfig } from './server-config.server';

const VALID = {
  SHOP_ERP_URL: 'http://127.0.0.1:4000/shopinvader-api/demo',
  SHOP_SEARCH_URL: 'http://127.0.0.1:4000/es',
  SHOP_SEARCH_PRODUCTS_INDEX: 'demo_products',
  SHOP_SEARCH_CATEGORIES_INDEX: 'demo_category',
};

describe('startup configuration (docs/product/validation.md#configuration)', () => {
  it('fails when the shop configuration is missing altogether, naming what to set', () => {
    expect(() => parseServerConfig({})).toThrow(ConfigError);
    expect(() => parseServerConfig({})).toThrow(
      /shop configuration is missing.*SHOP_ERP_URL.*SHOP_SEARCH_URL/,
    );
  });

  it('fails when the ERP URL is missing', () => {
    expect(() => parseServerConfig({ SHOP_SEARCH_URL: VALID.SHOP_SEARCH_URL })).toThrow(
      /SHOP_ERP_URL is required/,
    );
  });

  it('fails when the search URL is missing', () => {
    expect(() => parseServerConfig({ SHOP_ERP_URL: VALID.SHOP_ERP_URL })).toThrow(
      /SHOP_SEARCH_URL is required/,
    );
  });

  it('refuses an upstream URL that is not absolute http(s)', () => {
    expect(() => parseServerConfig({ ...VALID, SHOP_ERP_URL: '/shopinvader' })).toThrow(
      /SHOP_ERP_URL must be/,
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_SEARCH_URL: 'ftp://x' })).toThrow(
      /SHOP_SEARCH_URL must be/,
    );
  });

  it("fails with 'Elastic index is required' when an index name is missing (docs/product/validation.md#configuration)", () => {
    expect(() => parseServerConfig({ ...VALID, SHOP_SEARCH_PRODUCTS_INDEX: '' })).toThrow(
      /Elastic index is required: set SHOP_SEARCH_PRODUCTS_INDEX/,
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_SEARCH_CATEGORIES_INDEX: ' ' })).toThrow(
      /Elastic index is required/,
    );
  });

  it('finds the legal pages by the default handles, or those SHOP_LEGAL_PAGES gives, naming a bad setting', () => {
    expect(parseServerConfig(VALID).legalPageHandles.terms).toBe('terms');
    expect(parseServerConfig({ ...VALID, SHOP_LEGAL_PAGES: '{"terms":"cgv"}' }).legalPageHandles.terms).toBe(
      'cgv',
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_LEGAL_PAGES: '{"terms":""}' })).toThrow(
      /SHOP_LEGAL_PAGES is refused/,
    );
  });

  it('refuses a timeout that is not a positive whole number', () => {
    expect(() => parseServerConfig({ ...VALID, SHOP_ERP_TIMEOUT_MS: '-1' })).toThrow(/SHOP_ERP_TIMEOUT_MS/);
  });

  it('keeps 32 MB of whole pages by default, none with SHOP_PAGE_CACHE_MB=0, and refuses other values', () => {
    expect(parseServerConfig(VALID).pageCacheBytes).toBe(32 * 1024 * 1024);
    expect(parseServerConfig({ ...VALID, SHOP_PAGE_CACHE_MB: '0' }).pageCacheBytes).toBe(0);
    expect(parseServerConfig({ ...VALID, SHOP_PAGE_CACHE_MB: '8' }).pageCacheBytes).toBe(8 * 1024 * 1024);
    for (const bad of ['-1', '1.5', 'lots']) {
      expect(() => parseServerConfig({ ...VALID, SHOP_PAGE_CACHE_MB: bad })).toThrow(
        /SHOP_PAGE_CACHE_MB must be a whole number/,
      );
    }
  });

  it('reads a complete configuration with its defaults', () => {
    const config = parseServerConfig(VALID);
    expect(config.erpUrl.href).toBe(VALID.SHOP_ERP_URL);
    expect(config.searchUrl.href).toBe('http://127.0.0.1:4000/es');
    expect(config.erpTimeoutMs).toBe(10_000);
    expect(config.shopName).toBe('Maison Sauge');
    expect(config.productsIndex).toBe('demo_products');
    expect(config.publicUrl).toBeUndefined();
  });

  it('keeps a valid tag-manager id and refuses an invalid one with a logged error', () => {
    expect(parseServerConfig({ ...VALID, SHOP_TAG_MANAGER_ID: 'GTM-AB12' }).tagManagerId).toBe('GTM-AB12');
    const refused = parseServerConfig({ ...VALID, SHOP_TAG_MANAGER_ID: 'gtm-ab12' });
    expect(refused.tagManagerId).toBeUndefined();
    expect(refused.ignoredSettings).toEqual([expect.stringContaining('SHOP_TAG_MANAGER_ID')]);
    expect(parseServerConfig(VALID).ignoredSettings).toEqual([]);
  });

  it('speaks stock Shopinvader 16.0 by default, or what SHOP_ERP_API, SHOP_ERP_CART_OPTIONS and SHOP_ERP_EXTENSION say', () => {
    expect(parseServerConfig(VALID).erpApi).toEqual({
      generation: 'current',
      cartOptions: false,
      extension: false,
    });
    expect(
      parseServerConfig({
        ...VALID,
        SHOP_ERP_API: 'classic',
        SHOP_ERP_CART_OPTIONS: 'true',
        SHOP_ERP_EXTENSION: 'on',
      }).erpApi,
    ).toEqual({ generation: 'classic', cartOptions: true, extension: true });
    expect(() => parseServerConfig({ ...VALID, SHOP_ERP_API: 'v3' })).toThrow(
      /SHOP_ERP_API must be classic or current, got 'v3'/,
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_ERP_CART_OPTIONS: 'maybe' })).toThrow(
      /SHOP_ERP_CART_OPTIONS must be true or false/,
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_ERP_EXTENSION: 'maybe' })).toThrow(
      /SHOP_ERP_EXTENSION must be true or false/,
    );
  });

  it('reads the default pricelist id of a multi-price index, and refuses what is not an Odoo id', () => {
    expect(parseServerConfig(VALID).defaultPricelistId).toBeUndefined();
    expect(parseServerConfig({ ...VALID, SHOP_SEARCH_DEFAULT_PRICELIST_ID: ' 7 ' }).defaultPricelistId).toBe(
      '7',
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_SEARCH_DEFAULT_PRICELIST_ID: 'default' })).toThrow(
      /SHOP_SEARCH_DEFAULT_PRICELIST_ID must be an Odoo pricelist id/,
    );
  });

  it('hydrates settled pages by default, or as SHOP_HYDRATION says', () => {
    expect(parseServerConfig(VALID).hydration).toBe('idle');
    expect(parseServerConfig({ ...VALID, SHOP_HYDRATION: 'eager' }).hydration).toBe('eager');
    expect(parseServerConfig({ ...VALID, SHOP_HYDRATION: ' Intent ' }).hydration).toBe('intent');
    expect(() => parseServerConfig({ ...VALID, SHOP_HYDRATION: 'lazy' })).toThrow(
      /SHOP_HYDRATION must be intent, eager, idle, got 'lazy'/,
    );
  });

  it("names each language's index with its code by default, or the suffix SHOP_SEARCH_INDEX_LOCALES gives", () => {
    expect(parseServerConfig(VALID).indexLocaleSuffixes).toEqual({ fr: 'fr', nl: 'nl', en: 'en', de: 'de' });
    expect(
      parseServerConfig({ ...VALID, SHOP_SEARCH_INDEX_LOCALES: '{"fr":"fr_be","nl":"nl_be"}' })
        .indexLocaleSuffixes,
    ).toEqual({ fr: 'fr_be', nl: 'nl_be', en: 'en', de: 'de' });
    expect(() => parseServerConfig({ ...VALID, SHOP_SEARCH_INDEX_LOCALES: '{"it":"it_it"}' })).toThrow(
      /SHOP_SEARCH_INDEX_LOCALES is refused: "it" is not one of the shop's languages/,
    );
  });

  it('reads pictures in the sizes small to xlarge by default, or under the keys SHOP_SEARCH_IMAGE_SIZES names', () => {
    expect(parseServerConfig(VALID).imageSizeKeys.xlarge).toBe('xlarge');
    expect(
      parseServerConfig({ ...VALID, SHOP_SEARCH_IMAGE_SIZES: '{"xlarge":"large"}' }).imageSizeKeys,
    ).toEqual({ small: 'small', medium: 'medium', large: 'large', xlarge: 'large' });
    expect(() => parseServerConfig({ ...VALID, SHOP_SEARCH_IMAGE_SIZES: '[]' })).toThrow(
      /SHOP_SEARCH_IMAGE_SIZES is refused: it must be a JSON object/,
    );
  });

  it('reads the CMS anonymously unless SHOP_CMS_TOKEN gives an API token', () => {
    expect(parseServerConfig(VALID).cmsToken).toBeUndefined();
    expect(parseServerConfig({ ...VALID, SHOP_CMS_TOKEN: ' abc ' }).cmsToken).toBe('abc');
  });

  it('turns previews on only with both the preview secret and the draft-reading token', () => {
    const secret = 'x'.repeat(32);
    expect(parseServerConfig(VALID).preview).toBeUndefined();
    expect(
      parseServerConfig({ ...VALID, SHOP_PREVIEW_SECRET: secret, SHOP_CMS_PREVIEW_TOKEN: 'tok' }).preview,
    ).toEqual({ secret, cmsToken: 'tok', adminOrigins: [] });
    const framed = { ...VALID, SHOP_PREVIEW_SECRET: secret, SHOP_CMS_PREVIEW_TOKEN: 'tok' };
    expect(parseServerConfig({ ...framed, SHOP_CMS_URL: 'http://cms:1337/x' }).preview?.adminOrigins).toEqual(
      ['http://cms:1337'],
    );
    expect(
      parseServerConfig({
        ...framed,
        SHOP_CMS_ADMIN_ORIGINS: 'https://cms.shop.example/admin, http://localhost:1337',
      }).preview?.adminOrigins,
    ).toEqual(['https://cms.shop.example', 'http://localhost:1337']);
    expect(() => parseServerConfig({ ...VALID, SHOP_PREVIEW_SECRET: secret })).toThrow(
      /SHOP_PREVIEW_SECRET and SHOP_CMS_PREVIEW_TOKEN go together/,
    );
    expect(() =>
      parseServerConfig({ ...VALID, SHOP_PREVIEW_SECRET: 'short', SHOP_CMS_PREVIEW_TOKEN: 'tok' }),
    ).toThrow(/at least 32 characters/);
  });

  it('reads the operations settings with their defaults, and refuses malformed ones', () => {
    const config = parseServerConfig(VALID);
    expect(config.logLevel).toBe('info');
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.readinessTimeoutMs).toBe(1_000);
    expect(config.metrics).toBeUndefined();
    expect(parseServerConfig({ ...VALID, SHOP_LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(parseServerConfig({ ...VALID, SHOP_SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(parseServerConfig({ ...VALID, SHOP_METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(
      parseServerConfig({ ...VALID, SHOP_METRICS_PORT: '9464', SHOP_METRICS_HOST: '0.0.0.0' }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(() => parseServerConfig({ ...VALID, SHOP_LOG_LEVEL: 'verbose' })).toThrow(/SHOP_LOG_LEVEL/);
    expect(() => parseServerConfig({ ...VALID, SHOP_SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(
      /SHOP_SHUTDOWN_TIMEOUT_MS/,
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_METRICS_PORT: '70000' })).toThrow(/SHOP_METRICS_PORT/);
    expect(() => parseServerConfig({ ...VALID, SHOP_METRICS_PORT: 'metrics' })).toThrow(/SHOP_METRICS_PORT/);
  });

  it('reads the fleet settings: cache budgets, Redis, the HTTP cache, proxies and limits', () => {
    const config = parseServerConfig(VALID);
    expect(config.dataCacheBytes).toEqual({
      catalog: 16 * 1024 * 1024,
      cms: 8 * 1024 * 1024,
      search: 8 * 1024 * 1024,
    });
    expect(config.redis).toBeUndefined();
    expect(config.httpCacheUrls).toEqual([]);
    expect(config.pageCacheBytes).toBe(32 * 1024 * 1024);
    const fleet = parseServerConfig({
      ...VALID,
      SHOP_REDIS_URL: 'redis://127.0.0.1:6379/2',
      SHOP_HTTP_CACHE_URL: 'http://127.0.0.1:6081',
      SHOP_TRUSTED_PROXIES: '1',
    });
    expect(fleet.redis).toMatchObject({ timeoutMs: 250, prefix: 'shop:' });
    // An HTTP cache in front keeps the pages for every node: the in-process page cache is off.
    expect(fleet.pageCacheBytes).toBe(0);
    expect(fleet.trustedProxies).toEqual({ hops: 1 });
    expect(config.renderConcurrency).toBe(8);
  });

  it('refuses broken fleet settings, naming them', () => {
    expect(() => parseServerConfig({ ...VALID, SHOP_REDIS_URL: 'http://x' })).toThrow(/SHOP_REDIS_URL/);
    expect(() => parseServerConfig({ ...VALID, SHOP_TRUSTED_PROXIES: 'nope' })).toThrow(
      /SHOP_TRUSTED_PROXIES/,
    );
    expect(() => parseServerConfig({ ...VALID, SHOP_RATE_LIMITS: 'x=1/1m' })).toThrow(/SHOP_RATE_LIMITS/);
    expect(() => parseServerConfig({ ...VALID, SHOP_HTTP_CACHE_URL: 'varnish' })).toThrow(
      /SHOP_HTTP_CACHE_URL/,
    );
  });
});
