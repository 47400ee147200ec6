import type { Lang } from '../http/lang.ts';
import type { PricelistRole } from '../partners/partner-repo.ts';

/** A price as the shopper sees it: tax included (public and therapist prices) or net (b2b). */
export interface CatalogPrice {
  value: number;
  taxIncluded: boolean;
}

/**
 * What the ERP needs to know about a product to put it in a cart. The search catalogue holds the full
 * product; this narrow view keeps the ERP independent of how that catalogue is stored.
 */
export interface CatalogProduct {
  /** The id the storefront sends as `product_id` in cart transactions (the catalogue's variant id). */
  id: number;
  sku: string;
  /** Display names by language; a missing language falls back to English, then French. */
  names: Partial<Record<Lang, string>>;
  /** Unit price for each pricelist role, as the catalogue shows it; a missing role buys at `default`. */
  prices: { default: CatalogPrice } & Partial<Record<PricelistRole, CatalogPrice>>;
  /** VAT rate as a fraction, e.g. 0.21. */
  taxRate: number;
  /** Units in stock. A cart may hold more; the excess is reported as the line's `qty_unavailable`. */
  qtyAvailable: number;
}

export interface ProductCatalog {
  /** The product with that id, or undefined when it does not exist (the cart then answers 404). */
  findProduct(id: number): CatalogProduct | undefined;
}

export function unitPriceFor(product: CatalogProduct, role: PricelistRole): CatalogPrice {
  return product.prices[role] ?? product.prices.default;
}
