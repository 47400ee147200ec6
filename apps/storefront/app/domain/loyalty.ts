/** docs/product/entities.md#loyalty-card: a therapist's points and the rewards they buy. */
interface LoyaltyReward {
  id?: number;
  discount: number;
  required_points: number;
}

export interface LoyaltyCard {
  code: string;
  points: number;
  rewards: LoyaltyReward[];
}

/** docs/product/entities.md#loyalty-card: rewards available = points divided by required points, rounded down. */
export function rewardsAvailable(points: number, reward: LoyaltyReward): number {
  if (reward.required_points <= 0 || points <= 0) return 0;
  return Math.floor(points / reward.required_points);
}

/**
 * docs/product/entities.md#loyalty-card: the best coupon is the reward with the largest discount within the cart amount, among the
 * ones the card's points can buy.
 */
export function bestCoupon(card: LoyaltyCard, cartAmount: number): LoyaltyReward | undefined {
  return card.rewards
    .filter((reward) => rewardsAvailable(card.points, reward) >= 1 && reward.discount <= cartAmount)
    .reduce<LoyaltyReward | undefined>(
      (best, reward) => (best === undefined || reward.discount > best.discount ? reward : best),
      undefined,
    );
}
