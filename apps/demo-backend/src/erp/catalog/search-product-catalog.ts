import type { Database } from '../../db/database.ts';
import { findVariantById, type VariantSummary } from '../../search/index.ts';
import { LANGS } from '../http/lang.ts';
import type { PricelistRole } from '../partners/partner-repo.ts';
import type { CatalogProduct, ProductCatalog } from './product-catalog.ts';

type RolePrice = NonNullable<VariantSummary['prices'][PricelistRole]>;

/**
 * The ERP prices in untaxed amounts; the catalogue shows shoppers tax-included prices (b2b is net).
 * Not rounded: the cart taxes the exact untaxed amount, so a line comes back to the shown price to the cent.
 */
function untaxed(price: RolePrice, taxRate: number): number {
  return price.taxIncluded ? price.value / (1 + taxRate) : price.value;
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
      const prices: CatalogProduct['prices'] = { default: untaxed(publicPrice, variant.taxRate) };
      for (const role of ['therapist', 'b2b'] as const) {
        const price = variant.prices[role];
        if (price) prices[role] = untaxed(price, variant.taxRate);
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
