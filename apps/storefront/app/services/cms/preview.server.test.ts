import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encodePreviewCookie, type PreviewGrant } from '~/domain/cms/preview-grant.server';
import { currentPreview, previewCovers, previewMiddleware } from './preview.server';

const SECRET = 'preview-secret-of-at-least-32-characters';
const now = () => Math.floor(Date.now() / 1000);
const grant = (): PreviewGrant => ({
  type: 'page',
  documentId: 'abc123',
  locale: 'en',
  path: '/en/about-us',
  expires: now() + 300,
});

beforeAll(() => {
  vi.stubEnv('SHOP_ERP_URL', 'http://127.0.0.1:4000/shopinvader-api/demo');
  vi.stubEnv('SHOP_SEARCH_URL', 'http://127.0.0.1:4000/es');
  vi.stubEnv('SHOP_SEARCH_PRODUCTS_INDEX', 'demo_products');
  vi.stubEnv('SHOP_SEARCH_CATEGORIES_INDEX', 'demo_category');
  vi.stubEnv('SHOP_CMS_URL', 'http://cms.test:1337');
  vi.stubEnv('SHOP_PREVIEW_SECRET', SECRET);
  vi.stubEnv('SHOP_CMS_PREVIEW_TOKEN', 'draft-reader');
});

/** Runs the middleware for a page request with this cookie; the page is a public, tagged one. */
async function answer(cookie: string | undefined) {
  let seen: PreviewGrant | undefined;
  let covers: boolean[] = [];
  const request = new Request('http://shop.test/en/about-us', { headers: cookie ? { cookie } : {} });
  const next = async () => {
    seen = currentPreview();
    covers = [
      previewCovers('page', 'en', 'abc123'),
      previewCovers('page', 'en', 'another1'),
      previewCovers('page', 'fr', 'abc123'),
      previewCovers('article', 'en', 'abc123'),
    ];
    return new Response('<html></html>', {
      headers: {
        'Cache-Control': 'public, max-age=0, s-maxage=60',
        xkey: 'shop page-abc123',
        'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
      },
    });
  };
  const response = (await previewMiddleware({ request } as never, next)) as Response;
  return { response, seen, covers };
}

describe('the preview middleware', () => {
  it('leaves a shopper’s page as it is', async () => {
    const { response, seen } = await answer('lang=en');
    expect(seen).toBeUndefined();
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('xkey')).toBe('shop page-abc123');
  });

  it('runs a request with a valid cookie as a preview of that entry, private, noindex and frameable by the CMS admin', async () => {
    const given = grant();
    const { response, seen, covers } = await answer(
      `lang=en; shop_preview=${encodePreviewCookie(SECRET, given)}`,
    );
    expect(seen).toEqual(given);
    // Drafts of that entry, in its language, and of nothing else.
    expect(covers).toEqual([true, false, false, false]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('xkey')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://cms.test:1337",
    );
  });

  it('answers a forged or expired cookie with the published page, private, and drops the cookie', async () => {
    for (const value of [
      encodePreviewCookie('another secret of at least 32 characters', grant()),
      encodePreviewCookie(SECRET, { ...grant(), expires: now() - 1 }),
    ]) {
      const { response, seen } = await answer(`shop_preview=${value}`);
      expect(seen).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('xkey')).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('set-cookie')).toMatch(/^shop_preview=; Path=\/; Max-Age=0; HttpOnly/);
    }
  });
});
