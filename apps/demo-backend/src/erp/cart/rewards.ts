import type { Database } from '../../db/database.ts';
import { all, one } from '../db.ts';
import { LANGS, type Lang } from '../http/lang.ts';
import { formatMoney, formatPercent, roundMoney } from '../money.ts';
import type { LineNames, NewLine } from './sale-repo.ts';
import type { TaxedAmounts } from './taxes.ts';

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
 * docs/product/entities.md#loyalty-card: the best reward is the one with the largest discount that the card's points can buy and
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

const LOYALTY_REWARD_NAME: Record<Lang, string> = {
  fr: 'Récompense fidélité',
  nl: 'Getrouwheidsbeloning',
  en: 'Loyalty reward',
  de: 'Treueprämie',
};

export interface Discount {
  names: LineNames;
  /** Tax included, to the cent. */
  amount: number;
}

/** A name in every language, the amount written the way each language writes it. */
function namesOf(label: (lang: Lang) => string, amount: (lang: Lang) => string): LineNames {
  return Object.fromEntries(LANGS.map((lang) => [lang, `${label(lang)} (${amount(lang)})`]));
}

function promoDiscount(code: PromoCodeRow, productsTotal: number): Discount {
  if (code.discount_mode === 'percent') {
    return {
      names: namesOf(
        () => code.code,
        (lang) => formatPercent(-code.discount, lang),
      ),
      amount: roundMoney((productsTotal * code.discount) / 100),
    };
  }
  return {
    names: namesOf(
      () => code.code,
      (lang) => formatMoney(-code.discount, lang),
    ),
    amount: roundMoney(code.discount),
  };
}

function loyaltyDiscount(reward: LoyaltyRewardRow): Discount {
  return {
    names: namesOf(
      (lang) => LOYALTY_REWARD_NAME[lang],
      (lang) => formatMoney(-reward.discount, lang),
    ),
    amount: roundMoney(reward.discount),
  };
}

/**
 * The service product Odoo puts on reward lines (the loyalty reward's discount product); a sale line
 * always has a product (shopinvader_schema_sale's `product_id: int`). Carriers' products are 9001-9003.
 */
export const DISCOUNT_PRODUCT_ID = 9100;

/**
 * Reward lines for the applied codes, then the loyalty reward, then the programs' claimed discounts, each taken off the tax-included total
 * of the products: a percentage is of that total, rounded half-up to the cent (10 % of 22,20 € is
 * 2,22 €). A line's tax is its share of the products' tax and its untaxed amount the rest, so the VAT
 * of the order stays right and every line adds up to the cent. Together they never take off more than
 * the products are worth.
 */
export function rewardLines(
  products: TaxedAmounts,
  promoCodes: PromoCodeRow[],
  loyalty: LoyaltyRewardRow | undefined,
  programDiscounts: (total: number) => Discount[] = () => [],
): NewLine[] {
  if (products.total <= 0) return [];
  const discounts = promoCodes.map((code) => promoDiscount(code, products.total));
  if (loyalty) discounts.push(loyaltyDiscount(loyalty));
  discounts.push(...programDiscounts(products.total));

  let leftTotal = products.total;
  let leftTax = products.tax;
  const lines: NewLine[] = [];
  for (const discount of discounts) {
    const amount = Math.min(discount.amount, leftTotal);
    if (amount <= 0) continue;
    // The discount that takes off the rest also takes the rest of the tax: a free cart owes no VAT.
    const tax =
      amount === leftTotal
        ? leftTax
        : Math.min(roundMoney((products.tax * amount) / products.total), leftTax);
    const untaxed = roundMoney(amount - tax);
    leftTotal = roundMoney(leftTotal - amount);
    leftTax = roundMoney(leftTax - tax);
    lines.push({
      kind: 'reward',
      productId: DISCOUNT_PRODUCT_ID,
      names: discount.names,
      qty: 1,
      unitPrice: -untaxed,
      taxRate: 0,
      priceInclude: false,
      fixedUntaxed: -untaxed,
      fixedTax: -tax,
    });
  }
  return lines;
}
