import type { Address } from './address';

type Checked = Pick<Address, 'name' | 'street' | 'zip' | 'city' | 'isDropoffSite'>;

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** docs/product/validation.md#addresses: valid when it is a drop-off site, or name, street, zip and city are non-empty after trimming. */
export function isAddressValid(address: Checked | null | undefined): boolean {
  if (!address) return false;
  if (address.isDropoffSite) return true;
  return filled(address.name) && filled(address.street) && filled(address.zip) && filled(address.city);
}

/** docs/product/validation.md#addresses: a cart can go on only when both its invoicing and delivery addresses are valid. */
export function hasValidAddresses(
  invoicing: Checked | null | undefined,
  delivery: Checked | null | undefined,
): boolean {
  return isAddressValid(invoicing) && isAddressValid(delivery);
}

/** docs/product/validation.md#addresses: invoicing and delivery are the same address when their ids match. */
export function isSameAddress(
  invoicing: { id?: number | null } | null | undefined,
  delivery: { id?: number | null } | null | undefined,
): boolean {
  return invoicing?.id != null && invoicing.id === delivery?.id;
}
