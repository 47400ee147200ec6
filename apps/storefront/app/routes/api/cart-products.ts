import { lineProductsAmong, readLineProductIds } from '~/domain/cart-line-product';
import { isLocale } from '~/i18n/locales';
import { getProductsByIds } from '~/services/search/catalog.server';
import { InvalidDocumentError } from '~/services/search/product-mapper';
import { SearchUnavailableError } from '~/services/search/search-client.server';
import { logger } from '~/services/observability/logger.server';
import type { Route } from './+types/cart-products';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * What cart and order lines show of their products (`?locale=fr&ids=3,12`): name, variant, picture and
 * page, from the catalogue of the locale, never from the ERP. The cart pages render in the browser, and
 * the browser never calls the search engine, so they ask here. Answers depend on the address alone,
 * so browsers, CDNs and the page cache may keep them a minute.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale');
  if (!isLocale(locale)) {
    return Response.json(
      { message: 'locale must be one of fr, nl, en, de' },
      { status: 400, headers: NO_STORE },
    );
  }
  const read = readLineProductIds(params);
  if ('error' in read) return Response.json({ message: read.error }, { status: 400, headers: NO_STORE });
  try {
    const products = lineProductsAmong(await getProductsByIds(locale, read.ids), read.ids);
    return Response.json(
      { products },
      { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } },
    );
  } catch (error) {
    if (error instanceof SearchUnavailableError) {
      logger.error({ err: error }, 'cart products: the search engine is not available');
      return Response.json(
        { message: 'The catalogue is not available' },
        { status: 503, headers: { ...NO_STORE, 'Retry-After': '10' } },
      );
    }
    if (error instanceof InvalidDocumentError) {
      logger.error({ err: error }, 'cart products: the catalogue answered a document it cannot read');
      return Response.json(
        { message: 'The catalogue answer could not be read' },
        { status: 502, headers: NO_STORE },
      );
    }
    throw error;
  }
}
