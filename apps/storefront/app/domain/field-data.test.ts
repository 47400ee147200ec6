import { describe, expect, it } from 'vitest';
import { FIELD_ROUTES, fieldRouteOf, histogramValue } from './field-data';

describe('field data route templates', () => {
  it('name a page by its route, in every language, and the catch-all by the kind it renders', () => {
    expect(fieldRouteOf('home.fr')).toBe('home');
    expect(fieldRouteOf('search.de')).toBe('search');
    expect(fieldRouteOf('checkout-validated.nl')).toBe('checkout');
    expect(fieldRouteOf('account-sale.en')).toBe('account');
    expect(fieldRouteOf('catch-all.fr', 'product')).toBe('product');
    expect(fieldRouteOf('catch-all.en', 'category')).toBe('category');
    expect(fieldRouteOf('catch-all.de', 'cms')).toBe('cms');
  });

  it('report anything else as other, never a value of its own', () => {
    expect(fieldRouteOf('catch-all.fr')).toBe('other');
    expect(fieldRouteOf('catch-all.fr', '/some/path')).toBe('other');
    expect(fieldRouteOf('catch-all.fr', 'toString')).toBe('other');
    expect(fieldRouteOf('sitemap.fr')).toBe('other');
    expect(fieldRouteOf('/chaussures-rouges')).toBe('other');
    for (const id of ['home.fr', 'catch-all.fr', 'whatever', 'account.nl'])
      expect(FIELD_ROUTES).toContain(fieldRouteOf(id, 'product'));
  });
});

describe('field data values', () => {
  it('keep timings in seconds and the layout shift as its score', () => {
    expect(histogramValue({ name: 'LCP', value: 2500 })).toBe(2.5);
    expect(histogramValue({ name: 'INP', value: 40 })).toBe(0.04);
    expect(histogramValue({ name: 'CLS', value: 0.12 })).toBe(0.12);
  });
});
