import type { ErpContext } from '../context.ts';
import { all } from '../db.ts';
import { loyaltyRewards, type LoyaltyCardRow, type PromoCodeRow } from '../cart/rewards.ts';
import { LANGUAGES } from '../settings/settings-data.ts';
import { type PartnerRow, pricelistOf } from './partner-repo.ts';

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

/** SPEC §3 Promo code objects, keyed by code: the personal codes the customer may use. */
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

/**
 * The customer: upstream's fields (contract §4.1) and the storefront's User fields (SPEC §3), both
 * spellings where they differ (`opt_in`/`optIn`, `customer_type`/`customerType`, `pricelist_id`/`role`).
 */
export function customerJson(ctx: ErpContext, partner: PartnerRow) {
  const role = pricelistOf(partner);
  const language = LANGUAGES.find((lang) => lang.code.startsWith(partner.lang)) ?? LANGUAGES[0];
  return {
    id: partner.id,
    name: partner.name,
    email: partner.email,
    login: partner.login,
    mail_verified: partner.mail_verified === 1,
    phone: partner.phone,
    mobile: partner.mobile,
    opt_in: partner.opt_in === 1,
    optIn: partner.opt_in === 1,
    lang_id: language?.id ?? null,
    lang: partner.lang,
    pricelist_id: role,
    role,
    customer_type: partner.customer_type,
    customerType: partner.customer_type ?? '',
    business_number: partner.business_number,
    company_name: partner.company_name,
    is_settled: partner.is_settled === 1,
    industry_therapist: partner.industry_therapist,
    industry_b2b: partner.industry_b2b,
    customer_status: partner.customer_status,
    is_active: partner.customer_status === 'validated',
    vat: partner.vat,
    has_vat: partner.has_vat === 1,
    loyalty_cards: loyaltyCards(ctx, partner),
    promo_codes: promoCodes(ctx, partner),
  };
}
