import { describe, expect, it } from 'vitest';
import { resolveBrowserErpUrl } from './erp-base-url';

describe('browser ERP base URL (docs/product/validation.md#configuration)', () => {
  const origin = 'https://shop.example';
  it('replaces a missing or invalid URL with origin + /shopinvader/', () => {
    expect(resolveBrowserErpUrl(undefined, origin)).toBe('https://shop.example/shopinvader/');
    expect(resolveBrowserErpUrl('not a url', origin)).toBe('https://shop.example/shopinvader/');
    expect(resolveBrowserErpUrl('/shopinvader', origin)).toBe('https://shop.example/shopinvader/');
  });
  it('keeps a valid URL on the page origin', () => {
    expect(resolveBrowserErpUrl('https://shop.example/erp/', origin)).toBe('https://shop.example/erp/');
  });
  it('never points the browser at another host', () => {
    expect(resolveBrowserErpUrl('https://odoo.internal/shopinvader-api/demo', origin)).toBe(
      'https://shop.example/shopinvader/',
    );
  });
});
