import type { Product } from './catalog';

/**
 * A product's page, without the language prefix: the template's page, with the variant's sku when it is
 * not the main one. Empty for a product without a page (its document has no url_key).
 */
export function productPath(product: Pick<Product, 'urlKey' | 'main' | 'sku'>): string {
  if (!product.urlKey) return '';
  return `/${product.urlKey}${product.main || !product.sku ? '' : `?sku=${encodeURIComponent(product.sku)}`}`;
}
