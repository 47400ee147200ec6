import type { Image, Price, Product } from './catalog';
import { productPath } from './product-path';
import type { NetQuantity } from './unit-price';

/**
 * What a cart or order line shows of its product, from the catalogue: the product's name in the
 * shopper's language, the variant (capacity, colour…), a small picture and the product's page. The
 * prices come along for their tax basis (cart-amounts.ts).
 */
export interface LineProduct {
  /** The variant's id: the line's `product_id`. */
  id: number;
  name: string;
  /** The variant's attribute values ("5 ml"); empty for a product sold in one form. */
  variant: string;
  image: Image | null;
  /** Its page, without the language prefix. */
  path: string;
  prices: Record<string, Price>;
  /** What the variant holds, when it is sold by volume or weight: the line's unit price's divisor. */
  netQuantity?: NetQuantity;
}

/** How many products one request may ask for: more lines than any cart has. */
export const LINE_PRODUCTS_MAX = 100;

const ID = /^[1-9]\d{0,9}$/;

/**
 * The product ids of `?ids=3,12` (or `ids` repeated), sorted and without duplicates so that the same
 * cart asks the same address; an error for anything else, none, or more than LINE_PRODUCTS_MAX.
 */
export function readLineProductIds(params: URLSearchParams): { ids: number[] } | { error: string } {
  const values = params.getAll('ids').flatMap((value) => value.split(','));
  if (values.length === 0 || values.some((value) => !ID.test(value) || Number(value) > 2 ** 31 - 1)) {
    return { error: 'ids must be a comma-separated list of product ids' };
  }
  if (values.length > LINE_PRODUCTS_MAX) return { error: `at most ${LINE_PRODUCTS_MAX} ids` };
  return { ids: [...new Set(values.map(Number))].sort((a, b) => a - b) };
}

/** The address that asks for these products' line display. */
export function lineProductsPath(locale: string, ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return `/api/cart-products?locale=${locale}&ids=${sorted.join(',')}`;
}

function toLineProduct(variant: Product): LineProduct {
  const image = variant.images[0]?.small ?? variant.images[0]?.medium ?? null;
  const { netQuantity } = variant;
  return {
    id: variant.id,
    name: variant.modelName || variant.name,
    variant: variant.shortName || Object.values(variant.variantAttributes).join(', '),
    image,
    path: productPath(variant),
    prices: variant.prices,
    ...(netQuantity ? { netQuantity } : {}),
  };
}

/** The asked variants among products found by id (a product carries its other variants along). */
export function lineProductsAmong(products: readonly Product[], ids: readonly number[]): LineProduct[] {
  const wanted = new Set(ids);
  const found = new Map<number, LineProduct>();
  for (const product of products) {
    for (const variant of [product, ...product.variants]) {
      if (wanted.has(variant.id) && !found.has(variant.id)) found.set(variant.id, toLineProduct(variant));
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** The ERP names a product line `[SKU] Name`: the name alone, for a product the catalogue lost. */
export function cleanLineName(name: string): string {
  return name.replace(/^\s*\[[^\]]*\]\s*/, '').trim();
}

/** A line as the shopper sees it. */
export interface LineDisplay {
  name: string;
  variant: string;
  image: Image | null;
  /** Null when the product is no longer in the catalogue. */
  path: string | null;
}

/** The catalogue's product when it has it; else the ERP's name without its SKU, and no picture or link. */
export function lineDisplay(erpName: string, product: LineProduct | undefined): LineDisplay {
  if (product)
    return { name: product.name, variant: product.variant, image: product.image, path: product.path };
  return { name: cleanLineName(erpName), variant: '', image: null, path: null };
}
