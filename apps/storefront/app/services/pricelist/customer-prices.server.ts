import { DEFAULT_ROLE } from '~/domain/catalog';
import type { CustomerPrices } from '~/domain/pricelist';
import type { Locale } from '~/i18n/locales';
import { customerPricelist } from '../erp/customer-pricelist.server';
import { pricelistPrices } from '../search/pricelist-prices.server';

/**
 * The prices of these products for the customer behind the request's cookies: their pricelist as the
 * ERP says it, and that pricelist's prices only. A visitor without a session, or a customer of the
 * default pricelist, has nothing more than the pages carry.
 */
export async function customerPrices(
  locale: Locale,
  cookie: string | null,
  ids: readonly number[],
): Promise<CustomerPrices> {
  const pricelist = await customerPricelist(cookie);
  if (pricelist === DEFAULT_ROLE) return { pricelist, prices: {} };
  return { pricelist, prices: await pricelistPrices(locale, pricelist, ids) };
}
