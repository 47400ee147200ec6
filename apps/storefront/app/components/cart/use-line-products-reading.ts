import { useEffect, useState } from 'react';
import type { Locale } from '~/i18n/locales';

/**
 * Reads the products of `idsKey` (ids joined by commas) from the storefront into the page's line
 * products; `locale:idsKey` once the reading ended, in success or failure, so that the page then shows
 * what it has. `what` names them in the console when the storefront cannot answer.
 */
export function useLineProductsReading(locale: Locale, idsKey: string, what: string): string | null {
  const [settledKey, setSettledKey] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const wanted = idsKey ? idsKey.split(',').map(Number) : [];
    // The reader and its schemas load on use, not with the page.
    import('~/services/cart/line-products')
      .then(({ loadLineProducts }) => loadLineProducts(locale, wanted))
      .catch((error: unknown) => console.error(`cart: ${what} could not be read;`, error))
      .finally(() => {
        if (current) setSettledKey(`${locale}:${idsKey}`);
      });
    return () => {
      current = false;
    };
  }, [locale, idsKey, what]);
  return settledKey;
}
