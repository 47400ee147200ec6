import type { Lang } from '../http/lang.ts';
import { COUNTRIES, countryName, STATES, namedById, TITLES } from '../settings/settings-data.ts';
import type { PartnerRow } from './partner-repo.ts';

export type AddressType = 'invoicing' | 'delivery';

/**
 * An address as the ERP answers it: Odoo's ids (`country_id`, `state_id`, `title_id`) plus the resolved
 * objects and flags the storefront's Address model reads (SPEC §3), so either kind of client works.
 */
export function addressJson(partner: PartnerRow, lang: Lang, role?: AddressType) {
  const type: AddressType =
    role ?? (partner.kind === 'customer' || partner.kind === 'anonymous' ? 'invoicing' : 'delivery');
  const main = partner.kind === 'customer' || partner.kind === 'anonymous';
  const country = COUNTRIES.find((candidate) => candidate.id === partner.country_id);
  const state = STATES.find((candidate) => candidate.id === partner.state_id);
  const isDropoff = partner.kind === 'dropoff';
  const parts = [partner.name, partner.street, [partner.zip, partner.city].filter(Boolean).join(' ')];
  return {
    id: partner.id,
    name: partner.name,
    display_name: parts.filter(Boolean).join(', '),
    street: partner.street,
    street2: partner.street2,
    zip: partner.zip,
    city: partner.city,
    phone: partner.phone,
    mobile: partner.mobile,
    email: partner.email,
    state_id: partner.state_id,
    state: state ? { id: state.id, code: state.code, name: state.name } : null,
    country_id: partner.country_id,
    country: country ? { id: country.id, code: country.code, name: countryName(country, lang) } : null,
    title_id: partner.title_id,
    title: namedById(TITLES, partner.title_id, lang),
    company_type: partner.company_type,
    is_company: partner.company_type === 'company',
    vat: partner.vat,
    lang: partner.lang,
    opt_in: partner.opt_in === 1,
    opt_out: partner.opt_in !== 1,
    ref: null,
    type,
    address_type: type,
    main,
    is_dropoff_site: isDropoff,
    access: {
      read: true,
      update: partner.kind !== 'snapshot' && !isDropoff,
      delete: partner.kind === 'delivery',
    },
  };
}
