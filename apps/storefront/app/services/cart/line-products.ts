import { z } from '~/services/browser-zod';
import { LINE_PRODUCTS_MAX, type LineProduct, lineProductsPath } from '~/domain/cart-line-product';
import type { Locale } from '~/i18n/locales';
import { readEach } from './read-each';

const priceSchema = z.object({
  value: z.number(),
  taxIncluded: z.boolean(),
  originalValue: z.number(),
  discount: z.number(),
});

const lineProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  variant: z.string().catch(''),
  image: z
    .object({ src: z.string(), alt: z.string().catch('') })
    .nullable()
    .catch(null),
  path: z.string().startsWith('/'),
  prices: z.record(z.string(), priceSchema).catch({}),
});

/**
 * Line products already read in this page, per locale and id; `null` for a product the catalogue does
 * not have. The cart, the checkout and the confirmation share them.
 */
const known = new Map<string, LineProduct | null>();
const key = (locale: Locale, id: number) => `${locale}:${id}`;

/** What this page already knows of these products; undefined for those never asked. */
export function knownLineProducts(locale: Locale, ids: readonly number[]): Map<number, LineProduct | null> {
  const found = new Map<number, LineProduct | null>();
  for (const id of ids) {
    const product = known.get(key(locale, id));
    if (product !== undefined) found.set(id, product);
  }
  return found;
}

/**
 * Asks the storefront (api/cart-products) for the products it does not know yet; those the catalogue
 * does not have are remembered as missing. Throws when the storefront cannot answer, so that the caller
 * shows the ERP's names meanwhile.
 */
export async function loadLineProducts(
  locale: Locale,
  ids: readonly number[],
  doFetch: typeof fetch = fetch,
): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !known.has(key(locale, id)));
  for (let start = 0; start < missing.length; start += LINE_PRODUCTS_MAX) {
    const asked = missing.slice(start, start + LINE_PRODUCTS_MAX);
    const response = await doFetch(lineProductsPath(locale, asked), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`The cart's products could not be read (${response.status})`);
    const body = (await response.json()) as { products?: unknown } | null;
    const products = readEach(body?.products, lineProductSchema);
    for (const id of asked) known.set(key(locale, id), null);
    for (const product of products) known.set(key(locale, product.id), product);
  }
}
