import { z } from '~/services/browser-zod';
import { LINE_PRODUCTS_MAX, lineProductsPath } from '~/domain/cart-line-product';
import type { Locale } from '~/i18n/locales';
import { isLineProductKnown, rememberLineProduct } from './line-products-cache';
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
  netQuantity: z
    .object({ amount: z.number().positive(), unit: z.enum(['l', 'kg']) })
    .optional()
    .catch(undefined),
});

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
  const missing = [...new Set(ids)].filter((id) => !isLineProductKnown(locale, id));
  for (let start = 0; start < missing.length; start += LINE_PRODUCTS_MAX) {
    const asked = missing.slice(start, start + LINE_PRODUCTS_MAX);
    const response = await doFetch(lineProductsPath(locale, asked), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`The cart's products could not be read (${response.status})`);
    const body = (await response.json()) as { products?: unknown } | null;
    const products = readEach(body?.products, lineProductSchema);
    for (const id of asked) rememberLineProduct(locale, id, null);
    for (const product of products) rememberLineProduct(locale, product.id, product);
  }
}
