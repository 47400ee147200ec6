/** The fields the address rules read (SPEC §3 Address). */
export interface AddressFields {
  id?: number | null;
  name?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  is_dropoff_site?: boolean | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** SPEC §5: valid when it is a drop-off site, or name, street, zip and city are non-empty after trimming. */
export function isAddressValid(address: AddressFields | null | undefined): boolean {
  if (!address) return false;
  if (address.is_dropoff_site) return true;
  return filled(address.name) && filled(address.street) && filled(address.zip) && filled(address.city);
}

/** SPEC §5: a cart can go on only when both its invoicing and delivery addresses are valid. */
export function hasValidAddresses(
  invoicing: AddressFields | null | undefined,
  delivery: AddressFields | null | undefined,
): boolean {
  return isAddressValid(invoicing) && isAddressValid(delivery);
}

/** SPEC §5: invoicing and delivery are the same address when their ids match. */
export function isSameAddress(
  invoicing: AddressFields | null | undefined,
  delivery: AddressFields | null | undefined,
): boolean {
  return invoicing?.id != null && invoicing.id === delivery?.id;
}
