import type { LineProduct } from '~/domain/cart-line-product';
import type { Locale } from '~/i18n/locales';

/**
 * Line products already read in this page, per locale and id; `null` for a product the catalogue does
 * not have. The cart, the checkout and the confirmation share them. Kept apart from the reader
 * (line-products.ts), which loads with its schemas only when something has to be read.
 */
const known = new Map<string, LineProduct | null>();
const key = (locale: Locale, id: number) => `${locale}:${id}`;

/** What this page already knows of these products; none for those never asked. */
export function knownLineProducts(locale: Locale, ids: readonly number[]): Map<number, LineProduct | null> {
  const found = new Map<number, LineProduct | null>();
  for (const id of ids) {
    const product = known.get(key(locale, id));
    if (product !== undefined) found.set(id, product);
  }
  return found;
}

export function rememberLineProduct(locale: Locale, id: number, product: LineProduct | null): void {
  known.set(key(locale, id), product);
}

export function isLineProductKnown(locale: Locale, id: number): boolean {
  return known.has(key(locale, id));
}
