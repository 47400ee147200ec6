// The server configuration imports this file with Node itself: no path aliases, no packages.

/**
 * Which generation of Shopinvader's public modules the ERP runs. They differ in how a carrier and a
 * pick-up point are set and how pick-up points are searched (docs/deploying.md):
 * - `classic`: the calls of docs/contracts/README.md#erp-calls: `set_carrier`, pick-up points searched by name and set by id
 *   (`{pickup_site_id}`), or sent whole to `set_public_delivery_pickup` when they have none;
 * - `current`: Shopinvader 16.0 as released: `carrier`, pick-up points searched near an address
 *   (`country`, `zip`, `city`, `street`) and set by carrier and code (`{carrier_id, code}`).
 */
export const ERP_API_GENERATIONS = ['classic', 'current'] as const;
export type ErpApiGeneration = (typeof ERP_API_GENERATIONS)[number];

export interface ErpApi {
  generation: ErpApiGeneration;
  /**
   * Whether the ERP has the cart options module (`shopinvader_api_cart_options`). Without it a cart
   * transaction carrying any `options` key, even null, is refused with a 422.
   */
  cartOptions: boolean;
  /**
   * Whether the ERP has the shop's deployment extension (docs/deploying.md): customer types with their
   * registration fields and statuses, the resellers, customer documents and lead attachments that
   * product asks for (docs/contracts/erp.md#the-deployment-extension) and no released Shopinvader module serves. Off: stock Shopinvader.
   */
  extension: boolean;
}

/** Stock Shopinvader 16.0 as released: what a shop gets without setting anything. */
export const DEFAULT_ERP_API: ErpApi = { generation: 'current', cartOptions: false, extension: false };

/** The call that sets the cart's carrier: `set_carrier`, which 18.0 dropped, or its successor `carrier`. */
export function carrierCallPath(generation: ErpApiGeneration): 'set_carrier' | 'carrier' {
  return generation === 'current' ? 'carrier' : 'set_carrier';
}

/** Where an invoice's PDF is: the singular path of docs/contracts/README.md#erp-calls, or the invoices module's plural one. */
export function invoiceDownloadPath(generation: ErpApiGeneration, invoiceId: number): string {
  return generation === 'current' ? `invoices/${invoiceId}/download` : `invoice/${invoiceId}/download`;
}
