import { boughtProducts } from '~/domain/bought-products';
import { fullPathOf, pageNotFound } from '~/domain/route-errors';
import { pageParam, pageSizeParam, type Sale } from '~/domain/sale';
import type { ErpBrowserClient } from './erp-browser-client';
import { ErpError } from './erp-error';

/**
 * What the account's pages of optional modules read from the ERP in the browser
 * (routes/account/history.tsx), each section's reader and schemas loaded on use.
 */

/** The lines of the customer's last orders read at once: enough for a reorder list. */
const LINES_READ = 500;
const ORDERS_READ = 100;
/** The customer's shipments read at once. */
const SHIPMENTS_READ = 200;
/** The customer's wishlists read at once. */
const WISHLISTS_READ = 100;

export async function loadBought(erp: ErpBrowserClient) {
  const [{ parseErpSaleLines }, { parseErpSales }, raw, rawSales] = await Promise.all([
    import('~/services/erp/erp-history-schema'),
    import('~/services/cart/erp-sale-schema'),
    erp.get<unknown>('sales/lines', { page: 1, page_size: LINES_READ }),
    // 16.0 types shipping lines `product`: the orders tell them (services/cart/shipping-lines.ts).
    erp.get<unknown>('sales', { page: 1, page_size: ORDERS_READ }),
  ]);
  const shippingLineIds = new Set(
    parseErpSales(rawSales).sales.flatMap((sale) =>
      sale.lines.filter((line) => line.kind === 'delivery').map((line) => line.id),
    ),
  );
  return boughtProducts(parseErpSaleLines(raw).lines, shippingLineIds);
}

export async function loadShipments(erp: ErpBrowserClient) {
  const [{ parseErpDeliveries }, raw] = await Promise.all([
    import('~/services/erp/erp-history-schema'),
    erp.get<unknown>('deliveries', { page: 1, page_size: SHIPMENTS_READ }),
  ]);
  return parseErpDeliveries(raw).pickings;
}

export async function loadQuotations(erp: ErpBrowserClient, url: URL) {
  const page = pageParam(url.searchParams.get('page'));
  const pageSize = pageSizeParam(url.searchParams.get('page_size'));
  // A quotation is a sale (shopinvader_schema_sale's Sale): the orders' reader reads it.
  const [{ parseErpSales }, raw] = await Promise.all([
    import('~/services/cart/erp-sale-schema'),
    erp.get<unknown>('quotations', { page, page_size: pageSize }),
  ]);
  const { count, sales } = parseErpSales(raw);
  return { page, pageSize, count, quotations: sales };
}

/** One quotation; another customer's, or one accepted since (now an order), is not found. */
export async function loadQuotation(erp: ErpBrowserClient, id: string, url: URL): Promise<Sale | null> {
  try {
    const [{ parseErpSale }, raw] = await Promise.all([
      import('~/services/cart/erp-sale-schema'),
      erp.get<unknown>(`quotations/${id}`),
    ]);
    // The module may answer `null` for a quotation it does not show.
    if (raw == null) throw new ErpError(404, 'No such quotation');
    return parseErpSale(raw);
  } catch (error) {
    if (error instanceof ErpError && error.status === 404) throw pageNotFound(fullPathOf(url));
    console.error(`account: the quotation ${id} could not be read;`, error);
    return null;
  }
}

export async function loadWishlists(erp: ErpBrowserClient) {
  const [{ parseErpWishlists }, raw] = await Promise.all([
    import('~/services/erp/erp-wishlist-schema'),
    erp.get<unknown>('wishlists', { page: 1, page_size: WISHLISTS_READ }),
  ]);
  return parseErpWishlists(raw);
}
