import { readPriceIds } from '~/domain/pricelist';
import { DEFAULT_LOCALE, isLocale } from '~/i18n/locales';
import { ErpError } from '~/services/erp/erp-error';
import { customerPrices } from '~/services/pricelist/customer-prices.server';
import { SearchUnavailableError } from '~/services/search/search-client.server';
import { logger } from '~/services/observability/logger.server';
import type { Route } from './+types/prices';

/** Each answer is one customer's: no cache, shared or private, may keep it. */
const PERSONAL = { 'Cache-Control': 'private, no-store' };

/**
 * `GET /api/prices?ids=1,2,3&locale=en`: the signed-in customer's prices for these products, in the
 * pricelist the ERP gives for the request's session (`{ pricelist, prices: { [id]: Price } }`); a
 * visitor without a session gets the default pricelist and no prices (docs/architecture.md#prices-in-shared-pages).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reading = readPriceIds(url.searchParams.get('ids'));
  if (!reading.ok) return Response.json({ message: reading.message }, { status: 400, headers: PERSONAL });
  const requested = url.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  try {
    return Response.json(await customerPrices(locale, request.headers.get('cookie'), reading.ids), {
      headers: PERSONAL,
    });
  } catch (error) {
    if (!(error instanceof ErpError || error instanceof SearchUnavailableError)) throw error;
    logger.error({ err: error }, 'prices: the customer or the catalogue could not be read');
    return Response.json(
      { message: 'Prices cannot be read right now' },
      { status: 503, headers: { ...PERSONAL, 'Retry-After': '10' } },
    );
  }
}
