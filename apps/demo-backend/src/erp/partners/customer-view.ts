import type { ErpContext } from '../context.ts';
import { customerTypeJson } from '../extension/customer-types.ts';
import { LANGUAGES } from '../settings/settings-data.ts';
import { pricelistId } from '../../pricelists.ts';
import { type PartnerRow, pricelistOf } from './partner-repo.ts';

/**
 * shopinvader_api_customer's `Customer`: exactly these fields, `pricelist_id` being the Odoo id of the
 * pricelist the partner buys at (src/pricelists.ts); with the extension, the customer type's fields too.
 */
export function customerJson(ctx: ErpContext, partner: PartnerRow) {
  const language = LANGUAGES.find((lang) => lang.code.startsWith(partner.lang)) ?? LANGUAGES[0];
  const customer = {
    email: partner.email ?? partner.login ?? '',
    name: partner.name || null,
    phone: partner.phone || null,
    mobile: partner.mobile || null,
    opt_in: partner.opt_in === 1,
    pricelist_id: pricelistId(pricelistOf(partner)),
    lang_id: language?.id ?? null,
  };
  return ctx.options.extension ? { ...customer, ...customerTypeJson(ctx, partner) } : customer;
}
