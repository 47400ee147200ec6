import type { Database } from '../../db/database.ts';
import { one } from '../db.ts';
import type { CatalogProduct, ProductCatalog } from './product-catalog.ts';

interface ProductRow {
  id: number;
  sku: string;
  names: string;
  price_default: number;
  price_therapist: number | null;
  price_b2b: number | null;
  tax_rate: number;
}

/** The demo catalogue over the ERP's own `erp_products` table (seed/erp/products.ts). */
export function sqliteProductCatalog(db: Database): ProductCatalog {
  return {
    findProduct(id: number): CatalogProduct | undefined {
      const row = one<ProductRow>(db, 'SELECT * FROM erp_products WHERE id = ?', id);
      if (!row) return undefined;
      return {
        id: row.id,
        sku: row.sku,
        names: JSON.parse(row.names) as CatalogProduct['names'],
        prices: {
          default: row.price_default,
          ...(row.price_therapist === null ? {} : { therapist: row.price_therapist }),
          ...(row.price_b2b === null ? {} : { b2b: row.price_b2b }),
        },
        taxRate: row.tax_rate,
      };
    },
  };
}
