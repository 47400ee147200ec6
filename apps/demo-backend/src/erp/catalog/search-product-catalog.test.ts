import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openDatabase } from '../../db/database.ts';
import { ensureDemoCatalogue, findVariantById } from '../../search/index.ts';
import { lineAmounts } from '../cart/cart-pricing.ts';
import type { LineRow } from '../cart/sale-repo.ts';
import { demoProducts } from '../testing/demo-products.ts';
import type { CatalogPrice, ProductCatalog } from './product-catalog.ts';
import { searchProductCatalog } from './search-product-catalog.ts';

let db: Database;
let catalog: ProductCatalog;
beforeAll(() => {
  db = openDatabase(':memory:');
  migrate(db);
  ensureDemoCatalogue(db);
  catalog = searchProductCatalog(db);
});
afterAll(() => db.close());

const productLine = (qty: number, price: CatalogPrice, taxRate: number): LineRow => ({
  id: 1,
  sale_id: 1,
  kind: 'product',
  product_id: 1,
  options_key: '{}',
  names: '{}',
  qty,
  qty_delivered: 0,
  unit_price: price.value,
  tax_rate: taxRate,
  price_include: price.taxIncluded ? 1 : 0,
  fixed_untaxed: null,
  fixed_tax: null,
});

describe('the ERP catalogue over the search catalogue', () => {
  it('knows a variant by its id, named in every language, with its prices as shown and its stock', () => {
    const { lavender10 } = demoProducts(db);
    expect(catalog.findProduct(lavender10)).toEqual({
      id: lavender10,
      sku: 'HE-LAVF-10-ML',
      names: {
        fr: 'Huile essentielle de Lavande fine (10 ml)',
        nl: 'Etherische olie Echte lavendel (10 ml)',
        en: 'True Lavender essential oil (10 ml)',
        de: 'Ätherisches Öl Echter Lavendel (10 ml)',
      },
      // The public and therapist prices include VAT in the catalogue, the b2b price is already net.
      prices: {
        default: { value: 8.9, taxIncluded: true },
        therapist: { value: 7.57, taxIncluded: true },
        b2b: { value: 5.15, taxIncluded: false },
      },
      taxRate: 0.21,
      qtyAvailable: 120,
    });
  });

  it('knows out-of-stock variants, and nothing outside the catalogue', () => {
    expect(catalog.findProduct(demoProducts(db).spikeLavender30)).toMatchObject({ qtyAvailable: 0 });
    expect(catalog.findProduct(999_999)).toBeUndefined();
  });

  it('prices every variant so that a cart line costs the shown price times the quantity, to the cent', () => {
    const ids = db
      .prepare('SELECT id FROM catalogue_variants')
      .all()
      .map((row) => Number(row.id));
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      const product = catalog.findProduct(id);
      const shown = findVariantById(db, id, 'en')?.prices;
      for (const role of ['default', 'therapist', 'b2b'] as const) {
        const price = shown?.[role];
        const unitPrice = product?.prices[role];
        if (!product || !price || unitPrice === undefined)
          throw new Error(`variant ${id} has no ${role} price`);
        for (let qty = 1; qty <= 12; qty += 1) {
          const { untaxed, total } = lineAmounts(productLine(qty, unitPrice, product.taxRate));
          const paid = price.taxIncluded ? total : untaxed;
          // In whole cents, so that the expectation owes nothing to float rounding.
          expect(paid, `${qty} × ${id} at ${role}`).toBe((qty * Math.round(price.value * 100)) / 100);
        }
      }
    }
  });
});
