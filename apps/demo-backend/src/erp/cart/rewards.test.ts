import { describe, expect, it } from 'vitest';
import { bestReward, rewardLines } from './rewards.ts';

const rewards = [
  { id: 1, discount: 5, required_points: 50 },
  { id: 2, discount: 12, required_points: 100 },
  { id: 3, discount: 30, required_points: 200 },
];

describe('loyalty rewards (SPEC §3)', () => {
  it('picks the largest discount the points buy that stays within the cart amount', () => {
    expect(bestReward(rewards, 230, 100)?.id).toBe(3);
    expect(bestReward(rewards, 230, 20)?.id).toBe(2);
    expect(bestReward(rewards, 120, 100)?.id).toBe(2);
  });

  it('offers nothing when the points or the cart amount are too small', () => {
    expect(bestReward(rewards, 49, 100)).toBeUndefined();
    expect(bestReward(rewards, 230, 4.99)).toBeUndefined();
  });
});

describe('reward lines', () => {
  it('never take off more than the products are worth', () => {
    const lines = rewardLines(
      { untaxed: 10, tax: 2.1 },
      [{ id: 1, code: 'BIG', discount: 50, discount_mode: 'fixed', partner_id: null, active: 1 }],
      undefined,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ fixedUntaxed: -10, fixedTax: -2.1 });
  });

  it('give nothing on an empty cart', () => {
    expect(rewardLines({ untaxed: 0, tax: 0 }, [], rewards[0])).toEqual([]);
  });
});
