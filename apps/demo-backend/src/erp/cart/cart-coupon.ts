import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import { userError } from '../http/errors.ts';
import { id } from '../http/validation.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { recomputeCart, sumAmounts } from './cart-pricing.ts';
import { bestReward, type LoyaltyCardRow, loyaltyRewards, type PromoCodeRow } from './rewards.ts';
import { findOpenCart, getSale, type SaleRow, saleLines } from './sale-repo.ts';

export const couponSchema = z.object({
  code: z.string().trim().min(1, 'The code is required').max(64),
  reward_id: id.nullish(),
  free_product_id: id.nullish(),
});

/**
 * Applies a promo code, or a therapist's loyalty card code, to the open cart. Returns undefined when
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

    const promo = one<PromoCodeRow>(
      db,
      'SELECT * FROM erp_promo_codes WHERE code = ? AND active = 1 AND (partner_id IS NULL OR partner_id = ?)',
      input.code,
      partner.id,
    );
    if (promo) {
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
      const card = one<LoyaltyCardRow>(
        db,
        'SELECT * FROM erp_loyalty_cards WHERE code = ? COLLATE NOCASE AND partner_id = ?',
        input.code,
        partner.id,
      );
      if (!card) throw userError(`This code is invalid (${input.code}).`);
      const totals = sumAmounts(saleLines(db, cart.id, 'product'));
      const candidates = loyaltyRewards(db).filter(
        (reward) => !input.reward_id || reward.id === input.reward_id,
      );
      const reward = bestReward(candidates, card.points, totals.total);
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
