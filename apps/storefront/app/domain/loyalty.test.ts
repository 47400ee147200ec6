import { describe, expect, it } from 'vitest';
import { bestCoupon, type LoyaltyCard, rewardsAvailable } from './loyalty';

const REWARDS = [
  { id: 1, discount: 5, required_points: 50 },
  { id: 2, discount: 12, required_points: 100 },
  { id: 3, discount: 30, required_points: 200 },
];
const card = (points: number): LoyaltyCard => ({ code: 'LOYAL-ANNA-0001', points, rewards: REWARDS });

describe('docs/product/entities.md#loyalty-card: loyalty rewards', () => {
  it.each([
    [230, 50, 4],
    [230, 100, 2],
    [230, 200, 1],
    [199, 200, 0],
    [0, 50, 0],
  ])('%d points buy %d-point rewards %d times (rounded down)', (points, required, count) => {
    expect(rewardsAvailable(points, { discount: 1, required_points: required })).toBe(count);
  });

  it('a reward needing no points is never offered', () => {
    expect(rewardsAvailable(100, { discount: 1, required_points: 0 })).toBe(0);
  });

  it.each([
    ['the largest discount within the cart amount', 230, 100, 3],
    ['not more than the cart amount', 230, 20, 2],
    ['exactly the cart amount', 230, 12, 2],
    ['only what the points buy', 120, 100, 2],
    ['nothing under the smallest discount', 230, 4.99, undefined],
    ['nothing without enough points', 49, 100, undefined],
  ])('the best coupon is %s', (_name, points, amount, id) => {
    expect(bestCoupon(card(points), amount)?.id).toBe(id);
  });
});
