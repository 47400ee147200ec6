/**
 * docs/product/entities.md#program-reward: a reward of one of the ERP's loyalty programs (Odoo's
 * sale_loyalty, served by shopinvader_api_sale_loyalty), in the ERP's own words so that the copy of
 * the cart the browser keeps reads back the same.
 */
export interface ProgramReward {
  id: number;
  program: { id: number; name: string };
  reward_type: 'discount' | 'product';
  /** A discount's percentage or amount; Odoo's default (10) on a product reward, which means nothing there. */
  discount: number | null;
  /** `percent`, `per_order` (an amount off the order) or `per_point`. */
  discount_mode: string;
  /** The products a product reward offers, one of which the shopper gets free. */
  reward_product_ids: readonly number[];
}

/** What the shopper chose: a reward, and for a product reward the free product. */
export interface RewardChoice {
  rewardId: number | null;
  freeProductId: number | null;
}

export type ChoiceCheck =
  | { ok: true; body: { reward_id: number; free_product_id?: number } }
  | { ok: false; missing: 'reward' | 'product' };

/** docs/product/entities.md#program-reward: a product reward with several products asks which one. */
export function offersProductChoice(reward: ProgramReward): boolean {
  return reward.reward_type === 'product' && reward.reward_product_ids.length > 1;
}

/**
 * docs/product/entities.md#program-reward: a code asks the shopper to choose when it gives several
 * rewards or a free product among several; otherwise the ERP applies its one reward.
 */
export function codeAsksChoice(rewards: readonly ProgramReward[]): boolean {
  return rewards.length > 1 || rewards.some(offersProductChoice);
}

/**
 * docs/product/entities.md#program-reward: the body the ERP takes for a choice (LoyaltyRewardInput,
 * or LoyaltyCardInput without its code), or what is still to be chosen. A product offered alone is
 * the one sent; a product not offered by the reward counts as not chosen.
 */
export function checkChoice(rewards: readonly ProgramReward[], choice: RewardChoice): ChoiceCheck {
  const reward = rewards.find((candidate) => candidate.id === choice.rewardId);
  if (!reward) return { ok: false, missing: 'reward' };
  if (reward.reward_type !== 'product') return { ok: true, body: { reward_id: reward.id } };
  const products = reward.reward_product_ids;
  const product =
    products.length === 1 ? products[0] : products.find((candidate) => candidate === choice.freeProductId);
  if (product === undefined) return { ok: false, missing: 'product' };
  return { ok: true, body: { reward_id: reward.id, free_product_id: product } };
}
