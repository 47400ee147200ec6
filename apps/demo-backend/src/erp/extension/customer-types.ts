import { z } from 'zod';
import { all } from '../db.ts';
import type { ErpContext } from '../context.ts';
import { loyaltyRewards, type LoyaltyCardRow, type PromoCodeRow } from '../cart/rewards.ts';
import { accessError, ErpError } from '../http/errors.ts';
import { id, optionalText } from '../http/validation.ts';
import { getPartner, type PartnerRow } from '../partners/partner-repo.ts';
import { B2B_INDUSTRIES, THERAPIST_INDUSTRIES } from '../settings/settings-data.ts';

/*
 * The shop's customer types (docs/product/screens.md#layouts-and-guards, docs/product/roles.md#customer-types), which the shop's Odoo must add to shopinvader_api_customer:
 * `POST customer` takes the fields below, `GET customer` answers them with the partner's id, its
 * status, loyalty cards and personal promo codes (see docs/erp.md, Extension).
 */

const industry = (list: readonly { id: number }[]) =>
  id.refine((value) => list.some((entry) => entry.id === value), { error: 'Unknown industry' }).nullish();

/** The registration fields a customer sends; status, pricelist and "settled" are the shop's to set. */
export const customerTypeSchema = z.object({
  customer_type: z.enum(['individual', 'therapist', 'b2b']).optional(),
  business_number: optionalText(32).optional(),
  company_name: optionalText(128).optional(),
  industry_therapist: industry(THERAPIST_INDUSTRIES),
  industry_b2b: industry(B2B_INDUSTRIES),
  vat: optionalText(32)
    .refine(
      (value) =>
        value === null || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value.replace(/[\s.-]/g, '').toUpperCase()),
      { error: 'The VAT number is not valid' },
    )
    .optional(),
});

export type CustomerTypeInput = z.output<typeof customerTypeSchema>;

function incomplete(field: string, msg: string): ErpError {
  return new ErpError(422, [{ type: 'missing', loc: ['body', field], msg }]);
}

/**
 * Choosing a customer type completes registration: individuals are active at once, therapists and
 * B2B customers wait for the shop to validate them before their pricelist applies.
 */
function checkProfile(partner: PartnerRow): void {
  if (partner.customer_type === 'therapist' && partner.industry_therapist === null) {
    throw incomplete('industry_therapist', 'A therapist needs an industry');
  }
  if (partner.customer_type === 'b2b' && !partner.company_name)
    throw incomplete('company_name', 'A business needs a company name');
}

/** Writes the registration fields, inside the caller's transaction, and checks the profile they make. */
export function applyCustomerTypeFields(
  ctx: ErpContext,
  partner: PartnerRow,
  input: CustomerTypeInput,
  set: (column: string, value: string | number | null) => void,
): void {
  for (const column of ['business_number', 'company_name', 'industry_therapist', 'industry_b2b'] as const) {
    if (input[column] !== undefined) set(column, input[column]);
  }
  if (input.vat !== undefined) {
    set('vat', input.vat);
    set('has_vat', input.vat ? 1 : 0);
  }
  if (input.customer_type && input.customer_type !== partner.customer_type) {
    if (partner.kind !== 'customer') throw accessError();
    if (partner.customer_type) throw new ErpError(400, 'The customer type can not be changed');
    set('customer_type', input.customer_type);
    set('customer_status', input.customer_type === 'individual' ? 'validated' : 'pending');
    set('pricelist', input.customer_type === 'individual' ? 'default' : input.customer_type);
  }
  checkProfile(getPartner(ctx.db, partner.id) as PartnerRow);
}

function loyaltyCards(ctx: ErpContext, partner: PartnerRow) {
  const rewards = loyaltyRewards(ctx.db);
  return all<LoyaltyCardRow>(
    ctx.db,
    'SELECT * FROM erp_loyalty_cards WHERE partner_id = ? ORDER BY id',
    partner.id,
  ).map((card) => ({
    code: card.code,
    points: card.points,
    rewards: rewards.map((reward) => ({
      id: reward.id,
      discount: reward.discount,
      required_points: reward.required_points,
    })),
  }));
}

/** Promo codes (docs/product/entities.md#promo-code), keyed by code: the personal codes the customer may use. */
function promoCodes(ctx: ErpContext, partner: PartnerRow) {
  const codes = all<PromoCodeRow>(
    ctx.db,
    'SELECT * FROM erp_promo_codes WHERE partner_id = ? AND active = 1 ORDER BY id',
    partner.id,
  );
  return Object.fromEntries(
    codes.map((code) => [
      code.code,
      {
        id: code.id,
        code: code.code,
        reward_type: 'discount',
        discount: code.discount,
        discount_mode: code.discount_mode,
        discount_applicability: 'order',
      },
    ]),
  );
}

/** The fields the extension adds to `GET customer` (docs/product/entities.md#user). */
export function customerTypeJson(ctx: ErpContext, partner: PartnerRow) {
  return {
    id: partner.id,
    customer_type: partner.customer_type,
    customer_status: partner.customer_status,
    is_active: partner.customer_status === 'validated',
    business_number: partner.business_number,
    company_name: partner.company_name,
    is_settled: partner.is_settled === 1,
    industry_therapist: partner.industry_therapist,
    industry_b2b: partner.industry_b2b,
    vat: partner.vat,
    has_vat: partner.has_vat === 1,
    loyalty_cards: loyaltyCards(ctx, partner),
    promo_codes: promoCodes(ctx, partner),
  };
}
