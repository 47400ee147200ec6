import { z } from 'zod';
import { id, optionalText } from '../http/validation.ts';
import { COUNTRIES, STATES, TITLES } from '../settings/settings-data.ts';

const required = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max);

const email = optionalText(254).refine((value) => value === null || z.email().safeParse(value).success, {
  error: 'The e-mail address is not valid',
});

/** Address fields as the ERP accepts them (docs/contracts/erp.md#customer-addresses-orders-and-invoices); ids must exist in the settings lists. */
const fields = {
  name: required('The name', 128),
  street: required('The street', 128),
  street2: optionalText(128),
  zip: required('The zip code', 16),
  city: required('The city', 128),
  phone: optionalText(32),
  mobile: optionalText(32),
  email,
  country_id: id.refine((value) => COUNTRIES.some((country) => country.id === value), {
    error: 'Unknown country',
  }),
  state_id: id
    .refine((value) => STATES.some((state) => state.id === value), { error: 'Unknown state' })
    .nullish(),
  title_id: id
    .refine((value) => TITLES.some((title) => title.id === value), { error: 'Unknown title' })
    .nullish(),
  vat: optionalText(32),
  // Odoo's Char without size: no limit of its own; the storefront's form sets one for its shoppers.
  shipping_note: optionalText(10_000),
};

export const addressCreateSchema = z.object(fields);
export const addressUpdateSchema = z.object(fields).partial();

export type AddressUpdate = z.output<typeof addressUpdateSchema>;

export const ADDRESS_COLUMNS = [
  'name',
  'street',
  'street2',
  'zip',
  'city',
  'phone',
  'mobile',
  'email',
  'country_id',
  'state_id',
  'title_id',
  'vat',
  'shipping_note',
] as const;
