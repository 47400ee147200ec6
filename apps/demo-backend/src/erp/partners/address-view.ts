import type { ErpContext } from '../context.ts';
import type { Lang } from '../http/lang.ts';
import { COUNTRIES, countryName, STATES, namedById, TITLES } from '../settings/settings-data.ts';
import type { PartnerRow } from './partner-repo.ts';

export type AddressType = 'invoicing' | 'delivery';

/**
 * shopinvader_schema_address's address: `InvoicingAddress` with its `vat`, `DeliveryAddress` with the
 * pick-up module's `is_dropoff_site` and the shipping note module's `shipping_note`, Odoo's empty values
 * as null.
 */
function stockAddressJson(ctx: ErpContext, partner: PartnerRow, type: AddressType) {
  const address = {
    id: partner.id,
    name: partner.name || null,
    street: partner.street || null,
    street2: partner.street2 || null,
    zip: partner.zip || null,
    city: partner.city || null,
    phone: partner.phone || null,
    mobile: partner.mobile || null,
    email: partner.email || null,
    state_id: partner.state_id,
    country_id: partner.country_id,
    company_type: partner.company_type,
    title_id: partner.title_id,
  };
  return type === 'invoicing'
    ? { ...address, vat: partner.vat || null }
    : {
        ...address,
        is_dropoff_site: partner.kind === 'dropoff' || null,
        ...(hasShippingNote(ctx) ? { shipping_note: partner.shipping_note || null } : {}),
      };
}

/** Whether the ERP has shopinvader_api_address_shipping_note, which adds `shipping_note` to delivery addresses. */
export function hasShippingNote(ctx: ErpContext): boolean {
  return (
    ctx.options.api !== 'classic' && ctx.options.modules.includes('shopinvader_api_address_shipping_note')
  );
}

/**
 * An address as the ERP answers it: upstream's; in the classic generation also the resolved objects
 * and flags the storefront's address (docs/product/entities.md#address) reads.
 */
export function addressJson(ctx: ErpContext, partner: PartnerRow, lang: Lang, role?: AddressType) {
  const type: AddressType =
    role ?? (partner.kind === 'customer' || partner.kind === 'anonymous' ? 'invoicing' : 'delivery');
  if (ctx.options.api !== 'classic') return stockAddressJson(ctx, partner, type);
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
