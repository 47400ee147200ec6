/**
 * The demo shop's Odoo pricelists. Odoo names a pricelist by its numeric id: the customer's
 * `pricelist_id` (shopinvader_api_customer) and the keys of a product's `price_by_pricelist`
 * (shopinvader_search_engine_product_multi_price) are these ids; the role names are the demo data's own.
 */
export const PRICELIST_IDS = { default: 1, therapist: 2, b2b: 3 } as const;

export type PricelistRole = keyof typeof PRICELIST_IDS;

export function pricelistId(role: PricelistRole): number {
  return PRICELIST_IDS[role];
}
