import type { FastifyInstance } from 'fastify';
import { resolvePartner } from '../auth/identity.ts';
import type { ErpContext } from '../context.ts';
import type { Lang } from '../http/lang.ts';
import { langOf } from '../http/request.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { findLoyaltyCard, findPromoCode, PROMO_REWARD_OFFSET } from './cart-coupon.ts';
import { programByCode, programRewardJson, programRewards } from './loyalty-programs.ts';
import { loyaltyRewards } from './rewards.ts';

/** The loyalty card's program, which this ERP keeps as rewards of their own (erp_loyalty_rewards). */
const CARD_PROGRAM = { id: 1, name: 'Loyalty' };

const orderDiscount = (
  id: number,
  program: { id: number; name: string },
  discount: number,
  percent: boolean,
) => ({
  id,
  program,
  reward_type: 'discount',
  discount,
  discount_mode: percent ? 'percent' : 'per_order',
  discount_applicability: 'order',
  all_discount_product_ids: [],
  reward_product_ids: [],
});

/**
 * shopinvader_api_sale_loyalty's `_get_rewards`: every reward of the active program the code belongs
 * to (a program's rule code, a promo code, the caller's loyalty card), whether the cart qualifies or
 * not; an unknown code has none.
 */
function rewardsForCode(ctx: ErpContext, partner: PartnerRow, code: string, lang: Lang) {
  const promo = findPromoCode(ctx, partner, code);
  if (promo) {
    const id = PROMO_REWARD_OFFSET + promo.id;
    return [orderDiscount(id, { id, name: promo.code }, promo.discount, promo.discount_mode === 'percent')];
  }
  const program = programByCode(ctx.db, code);
  if (program)
    return programRewards(ctx.db, program.id).map((reward) => programRewardJson(ctx.db, reward, lang));
  if (findLoyaltyCard(ctx, partner, code)) {
    return loyaltyRewards(ctx.db).map((reward) =>
      orderDiscount(reward.id, CARD_PROGRAM, reward.discount, false),
    );
  }
  return [];
}

/** `GET loyalty/{code}`, and the deprecated `rewards/{code}`. */
export function registerLoyaltyRoutes(app: FastifyInstance, ctx: ErpContext): void {
  for (const url of ['/loyalty/:code', '/rewards/:code']) {
    app.get(url, async (request, reply) => {
      const partner = await resolvePartner(ctx, request, reply, 'any');
      const { code } = request.params as { code: string };
      return rewardsForCode(ctx, partner, code, langOf(request));
    });
  }
}
