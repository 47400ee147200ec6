import type { Database } from '../../db/database.ts';
import { findVariantById, type VariantSummary } from '../../search/index.ts';
import { LANGS } from '../http/lang.ts';
import type { PricelistRole } from '../partners/partner-repo.ts';
import type { CatalogPrice, CatalogProduct, ProductCatalog } from './product-catalog.ts';

type RolePrice = NonNullable<VariantSummary['prices'][PricelistRole]>;

/**
 * The ERP prices lines as the catalogue shows them, tax included or net, as an Odoo pricelist with
 * tax-included taxes does: a line then costs exactly the shown price times the quantity.
 */
function catalogPrice(price: RolePrice): CatalogPrice {
  return { value: price.value, taxIncluded: price.taxIncluded };
}

/**
 * The ERP's products are the search catalogue's variants (docs/search.md), the ones the storefront shows
 * and puts in carts. A variant without a public price cannot be sold, so it is unknown to the cart.
 */
export function searchProductCatalog(db: Database): ProductCatalog {
  return {
    findProduct(id: number): CatalogProduct | undefined {
      const translations = LANGS.map((lang) => [lang, findVariantById(db, id, lang)] as const);
      const variant = translations.find(([, found]) => found)?.[1];
      const publicPrice = variant?.prices.default;
      if (!variant || !publicPrice) return undefined;
      const prices: CatalogProduct['prices'] = { default: catalogPrice(publicPrice) };
      for (const role of ['therapist', 'b2b'] as const) {
        const price = variant.prices[role];
        if (price) prices[role] = catalogPrice(price);
      }
      return {
        id,
        sku: variant.sku,
        names: Object.fromEntries(
          translations.flatMap(([lang, found]) => (found ? [[lang, found.name]] : [])),
        ),
        prices,
        taxRate: variant.taxRate,
        qtyAvailable: Math.max(0, variant.stock.qty),
      };
    },
  };
}
