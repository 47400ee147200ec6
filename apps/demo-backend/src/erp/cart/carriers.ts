import type { Database } from '../../db/database.ts';
import { all, one } from '../db.ts';
import { type Lang, translate } from '../http/lang.ts';
import { getPartner } from '../partners/partner-repo.ts';
import type { LineNames, NewLine, SaleRow } from './sale-repo.ts';
import { computeTaxes } from './taxes.ts';

export interface CarrierRow {
  id: number;
  code: string;
  names: string;
  descriptions: string | null;
  product_id: number;
  with_dropoff_site: number;
  prices: string;
  /** JSON: country id (or "default") -> the order total from which shipping is free; null, never. */
  free_over: string | null;
  tax_rate: number;
}

/** Price key used when the destination country is not known yet (e.g. an anonymous cart). */
const UNKNOWN_COUNTRY = 'default';

export function listCarriers(db: Database): CarrierRow[] {
  return all<CarrierRow>(db, 'SELECT * FROM erp_carriers ORDER BY id');
}

export function getCarrier(db: Database, id: number): CarrierRow | undefined {
  return one<CarrierRow>(db, 'SELECT * FROM erp_carriers WHERE id = ?', id);
}

/** Untaxed price to ship to that country, or undefined when the carrier does not go there. */
export function carrierPrice(carrier: CarrierRow, countryId: number | null): number | undefined {
  const prices = JSON.parse(carrier.prices) as Record<string, number>;
  return prices[countryId === null ? UNKNOWN_COUNTRY : String(countryId)];
}

/** The order total (tax included, without delivery) from which shipping there is free, if any. */
function freeOver(carrier: CarrierRow, countryId: number | null): number | undefined {
  if (carrier.free_over === null) return undefined;
  const amounts = JSON.parse(carrier.free_over) as Record<string, number>;
  return amounts[countryId === null ? UNKNOWN_COUNTRY : String(countryId)];
}

/**
 * Odoo's rate_shipment: the carrier's untaxed price there, or nothing when the order (tax included,
 * after discounts, without its delivery line: `_compute_amount_total_without_delivery`) reaches the
 * carrier's free_over amount. Undefined when the carrier does not go there.
 */
export function shippingPrice(
  carrier: CarrierRow,
  countryId: number | null,
  orderTotal: number,
): number | undefined {
  const price = carrierPrice(carrier, countryId);
  if (price === undefined) return undefined;
  const threshold = freeOver(carrier, countryId);
  return threshold !== undefined && orderTotal >= threshold ? 0 : price;
}

/** The country the cart ships to: its shipping address's, or the one the caller asks to rate for. */
export function destinationCountry(
  db: Database,
  sale: SaleRow | undefined,
  override?: number,
): number | null {
  if (override !== undefined) return override;
  const shipping = sale?.shipping_partner_id ? getPartner(db, sale.shipping_partner_id) : undefined;
  return shipping?.country_id ?? null;
}

/**
 * The delivery line set_carrier puts in the cart: the carrier's untaxed price for the destination,
 * taxed with the carrier's tax on top, as Odoo's delivery line is.
 */
export function deliveryLine(carrier: CarrierRow, price: number): NewLine {
  return {
    kind: 'delivery',
    productId: carrier.product_id,
    names: JSON.parse(carrier.names) as LineNames,
    qty: 1,
    unitPrice: price,
    taxRate: carrier.tax_rate,
    priceInclude: false,
  };
}

export function carrierJson(carrier: CarrierRow, lang: Lang) {
  const descriptions = carrier.descriptions
    ? (JSON.parse(carrier.descriptions) as Record<Lang, string>)
    : null;
  return {
    id: carrier.id,
    name: translate(JSON.parse(carrier.names) as Record<Lang, string>, lang),
    code: carrier.code,
    description: descriptions ? translate(descriptions, lang) : null,
    with_dropoff_site: carrier.with_dropoff_site === 1,
  };
}

export interface CarrierListOptions {
  /** The order's total, tax included, without its delivery line: what free_over is held to. */
  orderTotal: number;
  /** Each carrier's price tax included, `price_applied_to_cart_tax_incl` (ErpOptions.carrierTaxedPrice). */
  taxedPrice: boolean;
  /** The deployment extension's `free_over`: the order total from which the carrier is free there. */
  freeOver: boolean;
}

/**
 * Carriers that ship to the country, cheapest first (docs/contracts/erp.md#carriers). `price_applied_to_cart` is
 * untaxed, as Odoo's rate_shipment gives it (nothing once the order reaches the carrier's free_over).
 * With `taxedPrice`, each carrier also says what its delivery line will cost tax included,
 * `price_applied_to_cart_tax_incl` (an extension of this ERP, like the loyalty module's
 * reward_amount_tax_incl), worked out by that very line's rule; with `freeOver`, from which order total
 * it is free (null: never), so that a shop can say how far the cart is from it.
 */
export function carriersWithPrice(
  db: Database,
  countryId: number | null,
  lang: Lang,
  options: CarrierListOptions,
) {
  return listCarriers(db)
    .map((carrier) => ({ carrier, price: shippingPrice(carrier, countryId, options.orderTotal) }))
    .filter((entry): entry is { carrier: CarrierRow; price: number } => entry.price !== undefined)
    .sort((a, b) => a.price - b.price)
    .map(({ carrier, price }) => ({
      ...carrierJson(carrier, lang),
      price_applied_to_cart: price,
      ...(options.taxedPrice
        ? { price_applied_to_cart_tax_incl: computeTaxes(deliveryLine(carrier, price)).total }
        : {}),
      ...(options.freeOver ? { free_over: freeOver(carrier, countryId) ?? null } : {}),
    }));
}
