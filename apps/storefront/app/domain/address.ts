import { erpLanguage, type Locale } from '~/i18n/locales';
import type { Country } from './settings';

/** A customer address (docs/product/entities.md#address), with its country resolved from the settings list. */
export type AddressType = 'invoicing' | 'delivery';

export interface Address {
  id: number;
  type: AddressType;
  name: string;
  street: string;
  street2: string;
  zip: string;
  city: string;
  countryId: number | null;
  countryName: string;
  stateId: number | null;
  titleId: number | null;
  phone: string;
  mobile: string;
  email: string;
  vat: string;
  /** The invoicing address is the customer itself: the main one. */
  main: boolean;
  isDropoffSite: boolean;
  /** The carrier's instructions of a delivery address (shopinvader_api_address_shipping_note); '' when none. */
  shippingNote: string;
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function toAddress(raw: Raw, type: AddressType, countries: readonly Country[]): Address {
  const countryId = idOrNull(raw.country_id);
  return {
    id: Number(raw.id),
    type,
    name: text(raw.name),
    street: text(raw.street),
    street2: text(raw.street2),
    zip: text(raw.zip),
    city: text(raw.city),
    countryId,
    countryName: countries.find((country) => country.id === countryId)?.name ?? '',
    stateId: idOrNull(raw.state_id),
    titleId: idOrNull(raw.title_id),
    phone: text(raw.phone),
    mobile: text(raw.mobile),
    email: text(raw.email),
    vat: text(raw.vat),
    main: type === 'invoicing',
    isDropoffSite: raw.is_dropoff_site === true,
    shippingNote: text(raw.shipping_note),
  };
}

/**
 * The country a new address starts with, never one chosen for the shopper unseen: the one their other
 * addresses use most (the earliest of them on a tie), else the region of the shop's language as the ERP
 * speaks it (fr_be: Belgium), else none, and the shopper must choose.
 */
export function newAddressCountryId(
  countries: readonly Country[],
  others: readonly Pick<Address, 'countryId'>[],
  locale: Locale,
): number | null {
  const known = new Set(countries.map((country) => country.id));
  const uses = new Map<number, number>();
  for (const { countryId } of others) {
    if (countryId !== null && known.has(countryId)) uses.set(countryId, (uses.get(countryId) ?? 0) + 1);
  }
  let most: number | null = null;
  for (const [id, count] of uses) if (most === null || count > uses.get(most)!) most = id;
  if (most !== null) return most;
  const region = erpLanguage(locale).split('_')[1]?.toUpperCase();
  return countries.find((country) => country.code.toUpperCase() === region)?.id ?? null;
}

/** Every address may be edited; the main one may not be deleted (docs/product/entities.md#address, docs/product/roles.md#customer-types). */
export function canDeleteAddress(address: Pick<Address, 'main'>): boolean {
  return !address.main;
}

/** Lower case without accents, so that "Liège" is found by "liege" and "LIEGE". */
function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Addresses whose name, streets, city, zip or country name contain the query, ignoring case and accents (docs/product/validation.md#searching-lists). */
export function searchAddresses<
  T extends Pick<Address, 'name' | 'street' | 'street2' | 'city' | 'zip' | 'countryName'>,
>(addresses: readonly T[], query: string): T[] {
  const needle = foldText(query.trim());
  if (!needle) return [...addresses];
  return addresses.filter((address) =>
    [address.name, address.street, address.street2, address.city, address.zip, address.countryName].some(
      (field) => foldText(field).includes(needle),
    ),
  );
}

/** The main address first, then the others in the ERP's order. */
export function sortAddresses<T extends Pick<Address, 'main'>>(addresses: readonly T[]): T[] {
  return [...addresses.filter((a) => a.main), ...addresses.filter((a) => !a.main)];
}

export interface AddressForm {
  name: string;
  street: string;
  street2: string;
  zip: string;
  city: string;
  countryId: number | null;
  titleId: number | null;
  phone: string;
  mobile: string;
  /** The delivery instructions; undefined where the form has none (no shipping note module, or the invoicing address): not sent. */
  shippingNote?: string;
}

/**
 * The longest delivery instructions the forms take: Odoo's field has no size, but a carrier's label
 * has little room, and the best shops ask for a few lines (a door code, a floor, where to leave it).
 */
export const SHIPPING_NOTE_MAX_LENGTH = 250;

/** Whether delivery instructions are longer than the forms take, counted in characters as the shopper sees them. */
export function isShippingNoteTooLong(note: string | undefined): boolean {
  return [...(note ?? '').trim()].length > SHIPPING_NOTE_MAX_LENGTH;
}

/** Whether an address's form has delivery instructions: a delivery address (or a new one) where the ERP has the module. */
export function takesShippingNote(address: Pick<Address, 'type'> | null, moduleServed: boolean): boolean {
  return moduleServed && (address === null || address.type === 'delivery');
}

/** The body the ERP expects; the state is left as it is rather than cleared (docs/product/validation.md#addresses). */
export function addressBody(form: AddressForm) {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    name: form.name.trim(),
    street: form.street.trim(),
    street2: optional(form.street2),
    zip: form.zip.trim(),
    city: form.city.trim(),
    phone: optional(form.phone),
    mobile: optional(form.mobile),
    ...(form.countryId !== null ? { country_id: form.countryId } : {}),
    ...(form.titleId !== null ? { title_id: form.titleId } : {}),
    // Emptied, the note is cleared: null, as the module's update takes it.
    ...(form.shippingNote !== undefined ? { shipping_note: optional(form.shippingNote) } : {}),
  };
}
