import { beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openDatabase } from '../../db/database.ts';
import { loadSearchConfig } from '../search-config.ts';
import { SearchService } from '../search-service.ts';
import { findVariantById } from './find-variant.ts';
import { readCatalogue } from './read-catalogue.ts';
import { ensureDemoCatalogue } from './write-catalogue.ts';

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:');
  migrate(db);
  ensureDemoCatalogue(db);
});

const count = (sql: string) => Number(db.prepare(sql).get()?.count);

describe('demo catalogue', () => {
  it('has at least 60 templates, 150 variants and 15 categories on three levels', () => {
    expect(count('SELECT COUNT(*) AS count FROM catalogue_templates')).toBeGreaterThanOrEqual(60);
    expect(count('SELECT COUNT(*) AS count FROM catalogue_variants')).toBeGreaterThanOrEqual(150);
    const categories = readCatalogue(db, 'fr').categories;
    expect(categories.length).toBeGreaterThanOrEqual(15);
    const byId = new Map(categories.map((category) => [category.id, category]));
    const depth = (id: number | null): number =>
      id === null ? -1 : 1 + depth(byId.get(id)?.parentId ?? null);
    expect(new Set(categories.map((category) => depth(category.id)))).toEqual(new Set([0, 1, 2]));
  });

  it('is written in four languages, with out-of-stock variants, former URLs and product links', () => {
    const names = (['fr', 'nl', 'en', 'de'] as const).map(
      (locale) => readCatalogue(db, locale).templates[0]?.name,
    );
    expect(new Set(names).size).toBe(4);
    expect(
      count("SELECT COUNT(*) AS count FROM catalogue_variants WHERE stock_state = 'out_of_stock'"),
    ).toBeGreaterThan(0);
    expect(
      count("SELECT COUNT(*) AS count FROM catalogue_template_texts WHERE redirect_url_keys <> '[]'"),
    ).toBeGreaterThan(0);
    expect(
      count("SELECT COUNT(*) AS count FROM catalogue_template_links WHERE kind = 'up_selling'"),
    ).toBeGreaterThan(0);
    expect(
      count(
        'SELECT COUNT(*) AS count FROM catalogue_templates WHERE latin_name IS NOT NULL AND allergens IS NOT NULL',
      ),
    ).toBeGreaterThan(10);
  });

  it('is seeded once', () => {
    expect(ensureDemoCatalogue(db)).toBe(false);
  });
});

describe('findVariantById', () => {
  it('gives the ERP a variant with its name, sku and price per role', () => {
    const variant = findVariantById(db, 12, 'en');
    expect(variant).toMatchObject({
      id: 12,
      templateId: 1,
      sku: 'HE-LAVF-10-ML',
      name: 'True Lavender essential oil (10 ml)',
      attributes: { capacity: '10 ml' },
      taxRate: 0.21,
    });
    expect(variant?.prices.default).toEqual({
      value: 8.9,
      originalValue: 8.9,
      taxIncluded: true,
      discount: 0,
    });
    expect(variant?.prices.therapist?.value).toBeLessThan(8.9);
    expect(variant?.prices.b2b?.taxIncluded).toBe(false);
    expect(findVariantById(db, 999_999, 'fr')).toBeUndefined();
  });
});

describe('index refresh', () => {
  it('rebuilds the index after a catalogue change', () => {
    const service = new SearchService(db, loadSearchConfig({}, 4000));
    const price = () => {
      const response = service.search('demo_products_fr', { query: { ids: { values: ['12'] } } });
      const hit = (
        response.hits as {
          hits: Array<{ _source: { price_by_pricelist: Record<string, { value: number }> } }>;
        }
      ).hits[0];
      return hit?._source.price_by_pricelist['1']?.value;
    };
    expect(price()).toBe(8.9);
    db.prepare("UPDATE catalogue_prices SET value = 7.5 WHERE variant_id = 12 AND role = 'default'").run();
    expect(price()).toBe(7.5);
  });
});
