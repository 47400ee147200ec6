import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openDatabase } from '../../db/database.ts';
import { ensureDemoCatalogue, findVariantById } from '../../search/index.ts';
import { lineAmounts } from '../cart/cart-pricing.ts';
import type { LineRow } from '../cart/sale-repo.ts';
import { round2 } from '../http/format.ts';
import { demoProducts } from '../testing/demo-products.ts';
import type { ProductCatalog } from './product-catalog.ts';
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

const productLine = (qty: number, unitPrice: number, taxRate: number): LineRow => ({
  id: 1,
  sale_id: 1,
  kind: 'product',
  product_id: 1,
  options_key: '{}',
  name: '',
  qty,
  qty_delivered: 0,
  unit_price: unitPrice,
  tax_rate: taxRate,
  fixed_untaxed: null,
  fixed_tax: null,
});

describe('the ERP catalogue over the search catalogue', () => {
  it('knows a variant by its id, named in every language, with untaxed prices and its stock', () => {
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
      prices: { default: 8.9 / 1.21, therapist: 7.57 / 1.21, b2b: 5.15 },
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
          const { untaxed, tax } = lineAmounts(productLine(qty, unitPrice, product.taxRate));
          const paid = price.taxIncluded ? round2(untaxed + tax) : untaxed;
          expect(paid, `${qty} × ${id} at ${role}`).toBe(round2(qty * price.value));
        }
      }
    }
  });
});
