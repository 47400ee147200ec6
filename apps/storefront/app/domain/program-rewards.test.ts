import { describe, expect, it } from 'vitest';
import { checkChoice, codeAsksChoice, offersProductChoice, type ProgramReward } from './program-rewards';

const program = { id: 2, name: 'Welcome gift' };
const discount: ProgramReward = {
  id: 11,
  program,
  reward_type: 'discount',
  discount: 10,
  discount_mode: 'percent',
  reward_product_ids: [],
};
const twoProducts: ProgramReward = {
  ...discount,
  id: 12,
  reward_type: 'product',
  reward_product_ids: [11, 21],
};
const oneProduct: ProgramReward = { ...twoProducts, id: 14, reward_product_ids: [11] };

describe('program rewards (docs/product/entities.md#program-reward)', () => {
  it('asks for a choice when a code gives several rewards or a free product among several', () => {
    expect(codeAsksChoice([discount, oneProduct])).toBe(true);
    expect(codeAsksChoice([twoProducts])).toBe(true);
    expect(codeAsksChoice([discount])).toBe(false);
    expect(codeAsksChoice([oneProduct])).toBe(false);
    expect(codeAsksChoice([])).toBe(false);
    expect(offersProductChoice(twoProducts)).toBe(true);
    expect(offersProductChoice(oneProduct)).toBe(false);
  });

  it('sends a discount by its id alone', () => {
    expect(checkChoice([discount, twoProducts], { rewardId: 11, freeProductId: 21 })).toEqual({
      ok: true,
      body: { reward_id: 11 },
    });
  });

  it('needs a reward the code gives', () => {
    expect(checkChoice([discount], { rewardId: null, freeProductId: null })).toEqual({
      ok: false,
      missing: 'reward',
    });
    expect(checkChoice([discount], { rewardId: 99, freeProductId: null })).toMatchObject({ ok: false });
  });

  it('needs one of the offered products for a product reward, and sends a product offered alone', () => {
    expect(checkChoice([twoProducts], { rewardId: 12, freeProductId: null })).toEqual({
      ok: false,
      missing: 'product',
    });
    expect(checkChoice([twoProducts], { rewardId: 12, freeProductId: 99 })).toEqual({
      ok: false,
      missing: 'product',
    });
    expect(checkChoice([twoProducts], { rewardId: 12, freeProductId: 21 })).toEqual({
      ok: true,
      body: { reward_id: 12, free_product_id: 21 },
    });
    expect(checkChoice([oneProduct], { rewardId: 14, freeProductId: null })).toEqual({
      ok: true,
      body: { reward_id: 14, free_product_id: 11 },
    });
  });
});
