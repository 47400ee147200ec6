import { describe, expect, it } from 'vitest';
import { readProgramRewards } from './program-reward-schema';

/** What the shop keeps of a reward of the code GIFT; the ERP adds two fields it does not read. */
const DISCOUNT = {
  id: 11,
  program: { id: 2, name: 'Welcome gift' },
  reward_type: 'discount',
  discount: 10,
  discount_mode: 'percent',
  reward_product_ids: [] as number[],
};
const PRODUCT = { ...DISCOUNT, id: 12, reward_type: 'product', reward_product_ids: [11, 21] };
/** The two rewards as shopinvader_api_sale_loyalty 16.0 serialises them. */
const GIFT = [DISCOUNT, PRODUCT].map((reward) => ({
  ...reward,
  discount_applicability: 'order',
  all_discount_product_ids: [],
}));

describe('the ERP’s loyalty rewards at the edge', () => {
  it('reads LoyaltyRewardResponse items, and reads back what it gives', () => {
    const rewards = readProgramRewards(GIFT);
    expect(rewards).toEqual([DISCOUNT, PRODUCT]);
    expect(readProgramRewards(JSON.parse(JSON.stringify(rewards)))).toEqual(rewards);
  });

  it('leaves out a reward without id, of another type, or a product reward without products', () => {
    const [discount, product] = GIFT;
    expect(
      readProgramRewards([
        { ...discount, id: undefined },
        { ...discount, reward_type: 'shipping' },
        { ...product, reward_product_ids: [] },
        product,
      ]).map((reward) => reward.id),
    ).toEqual([12]);
    expect(readProgramRewards({ items: GIFT })).toEqual([]);
  });

  it('costs an odd optional value only that value', () => {
    const [reward] = readProgramRewards([
      { id: 13, program: 'From €60', reward_type: 'discount', discount: '5', discount_mode: 7 },
    ]);
    expect(reward).toEqual({
      id: 13,
      program: { id: 0, name: '' },
      reward_type: 'discount',
      discount: null,
      discount_mode: 'percent',
      reward_product_ids: [],
    });
  });
});
