import type { Database } from '../../db/database.ts';
import { all, one } from '../db.ts';
import { formatEuro, round2 } from '../http/format.ts';
import type { NewLine } from './sale-repo.ts';

export interface PromoCodeRow {
  id: number;
  code: string;
  discount: number;
  discount_mode: 'percent' | 'fixed';
  partner_id: number | null;
  active: number;
}

export interface LoyaltyCardRow {
  id: number;
  partner_id: number;
  code: string;
  points: number;
}

export interface LoyaltyRewardRow {
  id: number;
  discount: number;
  required_points: number;
}

/** Untaxed and tax totals of a cart's product lines, the base every reward is computed on. */
export interface ProductTotals {
  untaxed: number;
  tax: number;
}

export function appliedPromoCodes(db: Database, saleId: number): PromoCodeRow[] {
  return all<PromoCodeRow>(
    db,
    `SELECT p.* FROM erp_promo_codes p JOIN erp_sale_promo_codes s ON s.promo_code_id = p.id
     WHERE s.sale_id = ? ORDER BY p.id`,
    saleId,
  );
}

export function loyaltyRewards(db: Database): LoyaltyRewardRow[] {
  return all<LoyaltyRewardRow>(db, 'SELECT * FROM erp_loyalty_rewards ORDER BY required_points');
}

export function loyaltyCard(db: Database, id: number): LoyaltyCardRow | undefined {
  return one<LoyaltyCardRow>(db, 'SELECT * FROM erp_loyalty_cards WHERE id = ?', id);
}

/**
 * SPEC §3: the best reward is the one with the largest discount that the card's points can buy and
 * that does not exceed the cart amount.
 */
export function bestReward(
  rewards: LoyaltyRewardRow[],
  points: number,
  cartTotal: number,
): LoyaltyRewardRow | undefined {
  return rewards
    .filter((reward) => reward.required_points <= points && reward.discount <= cartTotal)
    .sort((a, b) => b.discount - a.discount)[0];
}

interface Discount {
  name: string;
  /** Share of the products' amount taken off, between 0 and 1. */
  ratio: number;
}

/**
 * Reward lines for the applied codes and loyalty reward. A discount is spread over untaxed amount and
 * tax in proportion, so the VAT of the order stays right; together they never exceed the products' total.
 */
export function rewardLines(
  totals: ProductTotals,
  promoCodes: PromoCodeRow[],
  loyalty: LoyaltyRewardRow | undefined,
): NewLine[] {
  const gross = round2(totals.untaxed + totals.tax);
  if (gross <= 0) return [];
  const discounts: Discount[] = promoCodes.map((code) =>
    code.discount_mode === 'percent'
      ? { name: `${code.code} (-${code.discount}%)`, ratio: code.discount / 100 }
      : { name: `${code.code} (-${formatEuro(code.discount)})`, ratio: code.discount / gross },
  );
  if (loyalty)
    discounts.push({
      name: `Loyalty reward (-${formatEuro(loyalty.discount)})`,
      ratio: loyalty.discount / gross,
    });

  let left = 1;
  const lines: NewLine[] = [];
  for (const discount of discounts) {
    const ratio = Math.min(discount.ratio, left);
    left -= ratio;
    if (ratio <= 0) continue;
    lines.push({
      kind: 'reward',
      productId: null,
      name: discount.name,
      qty: 1,
      unitPrice: -round2(totals.untaxed * ratio),
      taxRate: 0,
      fixedUntaxed: -round2(totals.untaxed * ratio),
      fixedTax: -round2(totals.tax * ratio),
    });
  }
  return lines;
}
