import type { CartAddress } from './cart-types';
import type { OpeningPeriod } from './opening-hours';
import type { Country } from './settings';

/**
 * A pick-up point (docs/product/entities.md#carrier-and-pick-up-point) as either generation of Shopinvader lists it: the
 * classic one gives its id and partner, the current one neither, but its carrier (docs/contracts/erp.md#pick-up-points).
 */
export interface PickupPoint {
  id: number | null;
  code: string;
  name: string;
  /** The site's partner, which becomes the cart's delivery address once chosen (classic only). */
  partner_id: number | null;
  carrier_id: number | null;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
  state_code: string | null;
  country_code: string | null;
  /** Where the point is, when the ERP knows (current generation). */
  lat: number | null;
  lng: number | null;
  /** Its opening hours (`attendance_ids`, shopinvader_api_delivery_pickup); empty when not sent. */
  openingHours: OpeningPeriod[];
}

/** The point's place on a public map: its coordinates when known, else a search for its address. */
export function pickupMapUrl(point: PickupPoint): string {
  if (point.lat !== null && point.lng !== null) {
    return `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`;
  }
  const query = [point.street, point.zip, point.city, point.country_code].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * Where the current generation looks for points: the ten nearest to this address, which the ERP
 * geocodes (`res.partner._geo_localize`), so the country goes by its name, as Odoo's geocoder takes it.
 */
export interface PickupAddressQuery {
  street: string;
  zip: string;
  city: string;
  countryId: number | null;
}

/** The cart's delivery address as a starting point for the search; the shopper may change every field. */
export function pickupQueryFrom(
  address: CartAddress | null | undefined,
  countries: readonly Country[],
): PickupAddressQuery {
  const countryId = address?.country?.id ?? address?.country_id ?? null;
  return {
    street: address?.street ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    countryId: countries.some((country) => country.id === countryId) ? countryId : (countries[0]?.id ?? null),
  };
}

/**
 * The query parameters of `GET delivery_pickups` in the current generation: country, zip, city and
 * street are all required there (a 422 otherwise), so an incomplete address asks nothing.
 */
export function pickupAddressParams(
  query: PickupAddressQuery,
  countries: readonly Country[],
): { country: string; zip: string; city: string; street: string } | undefined {
  const country = countries.find((candidate) => candidate.id === query.countryId)?.name.trim();
  const [street, zip, city] = [query.street.trim(), query.zip.trim(), query.city.trim()];
  if (!country || !street || !zip || !city) return undefined;
  return { country, zip, city, street };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether the cart ships to this point: its partner is the cart's delivery address (classic), or,
 * when the ERP gives points without partner (current), the address is the point's own.
 */
export function isChosenPickup(point: PickupPoint, address: CartAddress | null | undefined): boolean {
  if (!address?.is_dropoff_site) return false;
  if (point.partner_id !== null) return point.partner_id === address.id;
  return (
    same(point.name, address.name) &&
    same(point.street, address.street) &&
    same(point.zip, address.zip) &&
    same(point.city, address.city)
  );
}
