import type { Product } from './catalog';

/**
 * A product's page, without the language prefix: the template's page, with the variant's sku when it is
 * not the main one.
 */
export function productPath(product: Pick<Product, 'urlKey' | 'main' | 'sku'>): string {
  return `/${product.urlKey}${product.main || !product.sku ? '' : `?sku=${encodeURIComponent(product.sku)}`}`;
}
