import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import { userError } from '../http/errors.ts';
import { id } from '../http/validation.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { recomputeCart, sumAmounts } from './cart-pricing.ts';
import { applyProgramCode, claimReward, programByCode } from './loyalty-programs.ts';
import { bestReward, type LoyaltyCardRow, loyaltyRewards, type PromoCodeRow } from './rewards.ts';
import { findOpenCart, getSale, type SaleRow, saleLines } from './sale-repo.ts';

/** LoyaltyCardInput. */
export const couponSchema = z.strictObject({
  code: z.string().trim().min(1, 'The code is required').max(64),
  reward_id: id.nullish(),
  free_product_id: id.nullish(),
});

/** LoyaltyRewardInput. */
export const rewardSchema = z.strictObject({ reward_id: id, free_product_id: id.nullish() });

/**
 * A promo code's one reward, as `GET loyalty/{code}` lists it: promo codes are programs of their own
 * in Odoo, whose reward ids this offset keeps apart from the others.
 */
export const PROMO_REWARD_OFFSET = 1000;

export function findPromoCode(ctx: Pick<ErpContext, 'db'>, partner: PartnerRow, code: string) {
  return one<PromoCodeRow>(
    ctx.db,
    'SELECT * FROM erp_promo_codes WHERE code = ? AND active = 1 AND (partner_id IS NULL OR partner_id = ?)',
    code,
    partner.id,
  );
}

export function findLoyaltyCard(ctx: Pick<ErpContext, 'db'>, partner: PartnerRow, code: string) {
  return one<LoyaltyCardRow>(
    ctx.db,
    'SELECT * FROM erp_loyalty_cards WHERE code = ? COLLATE NOCASE AND partner_id = ?',
    code,
    partner.id,
  );
}

/**
 * Applies a promo code, a program's code (with the reward and free product chosen, as
 * shopinvader_api_sale_loyalty's `_apply_coupon` asks when there is a choice), or a therapist's
 * loyalty card code, to the open cart. Returns undefined when
 * there is no cart (the route answers `null`, as the loyalty module does).
 */
export function applyCoupon(
  ctx: ErpContext,
  partner: PartnerRow,
  uuid: string | undefined,
  input: z.output<typeof couponSchema>,
): SaleRow | undefined {
  const { db } = ctx;
  return inTransaction(db, () => {
    const cart = findOpenCart(db, partner.id, uuid);
    if (!cart) return undefined;

    const promo = findPromoCode(ctx, partner, input.code);
    const program = promo ? undefined : programByCode(db, input.code);
    const productsTotal = sumAmounts(saleLines(db, cart.id, 'product')).total;
    if (program) {
      applyProgramCode(db, cart.id, productsTotal, program, input);
    } else if (promo) {
      if (input.reward_id && input.reward_id !== PROMO_REWARD_OFFSET + promo.id) {
        throw userError('Reward not allowed for this code.');
      }
      if (
        one(
          db,
          'SELECT 1 FROM erp_sale_promo_codes WHERE sale_id = ? AND promo_code_id = ?',
          cart.id,
          promo.id,
        )
      ) {
        throw userError('This promo code is already applied.');
      }
      run(db, 'INSERT INTO erp_sale_promo_codes (sale_id, promo_code_id) VALUES (?, ?)', cart.id, promo.id);
    } else {
      const card = findLoyaltyCard(ctx, partner, input.code);
      if (!card) throw userError(`This code is invalid (${input.code}).`);
      const candidates = loyaltyRewards(db).filter(
        (reward) => !input.reward_id || reward.id === input.reward_id,
      );
      if (candidates.length === 0) throw userError('Reward not allowed for this code.');
      const reward = bestReward(candidates, card.points, productsTotal);
      if (!reward) throw userError('No reward available for this code.');
      run(
        db,
        'UPDATE erp_sales SET loyalty_card_id = ?, loyalty_reward_id = ? WHERE id = ?',
        card.id,
        reward.id,
        cart.id,
      );
    }
    recomputeCart(ctx, cart.id);
    return getSale(db, cart.id) as SaleRow;
  });
}

/** `POST carts/current/reward`: claims a reward the cart can claim (`claimable_rewards`). */
export function applyReward(
  ctx: ErpContext,
  partner: PartnerRow,
  uuid: string | undefined,
  input: z.output<typeof rewardSchema>,
): SaleRow | undefined {
  const { db } = ctx;
  return inTransaction(db, () => {
    const cart = findOpenCart(db, partner.id, uuid);
    if (!cart) return undefined;
    const productsTotal = sumAmounts(saleLines(db, cart.id, 'product')).total;
    claimReward(db, cart.id, productsTotal, input.reward_id, input.free_product_id);
    recomputeCart(ctx, cart.id);
    return getSale(db, cart.id) as SaleRow;
  });
}
