import { describe, expect, it } from 'vitest';
import { fullPathOf, invalidRouteParams, pageNotFound } from './route-errors';

describe('route errors (docs/product/errors.md#not-found)', () => {
  it("an unknown page is 404 'Page not found: {fullPath}'", () => {
    const error = pageNotFound('/nl/x?y=1');
    expect(error.init?.status).toBe(404);
    expect(error.data).toEqual({ message: 'Page not found: /nl/x?y=1' });
  });
  it("a route validation failure is 404 'Page Not Found: {path}'", () => {
    const error = invalidRouteParams('/account/sales/abc');
    expect(error.init?.status).toBe(404);
    expect(error.data).toEqual({ message: 'Page Not Found: /account/sales/abc' });
  });
  it('the full path keeps the query', () => {
    expect(fullPathOf(new URL('http://shop/a/b?c=d'))).toBe('/a/b?c=d');
  });
});
