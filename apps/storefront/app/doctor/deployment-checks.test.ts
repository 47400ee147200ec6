import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '~/config/server-config.server';
import { previewChecks, publicAddressCheck, webhookChecks } from './deployment-checks';

const BASE = {
  SHOP_ERP_URL: 'https://odoo.example/shopinvader-api/shop',
  SHOP_SEARCH_URL: 'https://search.example',
  SHOP_SEARCH_PRODUCTS_INDEX: 'shop_product_variant',
  SHOP_SEARCH_CATEGORIES_INDEX: 'shop_product_category',
};
const SECRET = 'a'.repeat(40);
const config = (env: Record<string, string> = {}) => parseServerConfig({ ...BASE, ...env });

describe("the shop's public address", () => {
  it('is https in production (NODE_ENV unset is production, as for the server): cookies Secure', () => {
    expect(publicAddressCheck(config({ SHOP_PUBLIC_URL: 'https://shop.example' }), {}).status).toBe('ok');
    const http = publicAddressCheck(config({ SHOP_PUBLIC_URL: 'http://shop.example' }), {});
    expect(http.status).toBe('fail');
    expect(http.message).toContain('cookies would not be Secure');
    expect(publicAddressCheck(config(), { NODE_ENV: 'production' }).status).toBe('fail');
  });

  it('may be http outside production, with a warning', () => {
    expect(
      publicAddressCheck(config({ SHOP_PUBLIC_URL: 'http://localhost:3000' }), { NODE_ENV: 'development' })
        .status,
    ).toBe('warn');
  });
});

describe('the publish webhook', () => {
  const cms = { SHOP_CMS_URL: 'https://cms.example', SHOP_PUBLIC_URL: 'https://shop.example' };

  it('warns without a secret: publishing reaches visitors only as caches expire', () => {
    const [check] = webhookChecks(config(cms), {});
    expect(check).toMatchObject({ status: 'warn', name: 'secret' });
    expect(check?.fix).toContain('STOREFRONT_REVALIDATE_URL=https://shop.example/_revalidate');
  });

  it("compares with the CMS's secret when the environment holds it, and fails when they differ", () => {
    const shop = config({ ...cms, SHOP_REVALIDATE_SECRET: SECRET });
    expect(
      webhookChecks(shop, { STOREFRONT_REVALIDATE_SECRET: SECRET }).map((check) => check.status),
    ).toEqual(['ok', 'ok']);
    expect(webhookChecks(shop, { STOREFRONT_REVALIDATE_SECRET: 'other' })[1]?.status).toBe('fail');
    expect(webhookChecks(shop, {})[1]).toMatchObject({ status: 'warn', name: 'cms side' });
    expect(
      webhookChecks(shop, {
        STOREFRONT_REVALIDATE_SECRET: SECRET,
        STOREFRONT_REVALIDATE_URL: 'https://old.example/_revalidate',
      })[2],
    ).toMatchObject({ status: 'warn', name: 'cms url' });
  });

  it('warns about a short secret, and says nothing without a CMS', () => {
    expect(webhookChecks(config({ ...cms, SHOP_REVALIDATE_SECRET: 'short' }), {})[0]?.status).toBe('warn');
    expect(webhookChecks(config({ SHOP_REVALIDATE_SECRET: SECRET }), {})).toEqual([]);
  });
});

describe("editors' previews", () => {
  const cms = { SHOP_CMS_URL: 'https://cms.example', SHOP_PUBLIC_URL: 'https://shop.example' };
  const on = { ...cms, SHOP_PREVIEW_SECRET: SECRET, SHOP_CMS_PREVIEW_TOKEN: 'draft-reader' };

  it('warns when they are off, saying what to set on both sides', () => {
    const [check] = previewChecks(config(cms), {});
    expect(check).toMatchObject({ status: 'warn', name: 'settings' });
    expect(check?.fix).toContain('STOREFRONT_URL=https://shop.example');
    expect(previewChecks(config(), {})).toEqual([]);
  });

  it("compares with the CMS's secret and address when the environment holds them", () => {
    const shop = config(on);
    expect(
      previewChecks(shop, { STOREFRONT_PREVIEW_SECRET: SECRET, STOREFRONT_URL: 'https://shop.example' }).map(
        (check) => check.status,
      ),
    ).toEqual(['ok', 'ok']);
    expect(previewChecks(shop, { STOREFRONT_PREVIEW_SECRET: 'b'.repeat(40) })[1]).toMatchObject({
      status: 'fail',
      name: 'cms side',
    });
    expect(previewChecks(shop, {})[1]).toMatchObject({ status: 'warn', name: 'cms side' });
    expect(
      previewChecks(shop, { STOREFRONT_PREVIEW_SECRET: SECRET, STOREFRONT_URL: 'https://old.example' })[2],
    ).toMatchObject({ status: 'warn', name: 'cms url' });
  });
});
