import { describe, expect, it } from 'vitest';
import { bestReward, rewardLines } from './rewards.ts';

const rewards = [
  { id: 1, discount: 5, required_points: 50 },
  { id: 2, discount: 12, required_points: 100 },
  { id: 3, discount: 30, required_points: 200 },
];

describe('loyalty rewards (docs/product/entities.md#loyalty-card)', () => {
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

const code = (discount: number, discountMode: 'percent' | 'fixed', name = 'CODE') => ({
  id: 1,
  code: name,
  discount,
  discount_mode: discountMode,
  partner_id: null,
  active: 1,
});

describe('reward lines', () => {
  it('never take off more than the products are worth, tax included', () => {
    const lines = rewardLines({ untaxed: 10, tax: 2.1, total: 12.1 }, [code(50, 'fixed')], rewards[0]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ fixedUntaxed: -10, fixedTax: -2.1 });
  });

  it('take a percentage of the tax-included total, rounded half-up to the cent, split into tax and the rest', () => {
    // 22,20 € of products at 21 %: 10 % is 2,22 €, of which 0,39 € of VAT (10 % of 3,85 €, half-up).
    const [line] = rewardLines({ untaxed: 18.35, tax: 3.85, total: 22.2 }, [code(10, 'percent')], undefined);
    expect(line).toMatchObject({ fixedUntaxed: -1.83, fixedTax: -0.39 });
    // 10 % of 22,25 € is 2,225 €: half a cent goes up.
    const [half] = rewardLines({ untaxed: 18.39, tax: 3.86, total: 22.25 }, [code(10, 'percent')], undefined);
    expect((half?.fixedUntaxed ?? 0) + (half?.fixedTax ?? 0)).toBeCloseTo(-2.23, 10);
  });

  it('are named in every language, amounts written as each language writes them', () => {
    const lines = rewardLines(
      { untaxed: 82.64, tax: 17.36, total: 100 },
      [code(10, 'percent', 'WELCOME10'), code(5, 'fixed', 'SPRING5')],
      rewards[0],
    );
    expect(lines.map((line) => line.names)).toEqual([
      {
        fr: 'WELCOME10 (-10\u00a0%)',
        nl: 'WELCOME10 (-10%)',
        en: 'WELCOME10 (-10%)',
        de: 'WELCOME10 (-10\u00a0%)',
      },
      {
        fr: 'SPRING5 (-5,00\u00a0€)',
        nl: 'SPRING5 (€\u00a0-5,00)',
        en: 'SPRING5 (-€5.00)',
        de: 'SPRING5 (-5,00\u00a0€)',
      },
      {
        fr: 'Récompense fidélité (-5,00\u00a0€)',
        nl: 'Getrouwheidsbeloning (€\u00a0-5,00)',
        en: 'Loyalty reward (-€5.00)',
        de: 'Treueprämie (-5,00\u00a0€)',
      },
    ]);
  });

  it('give nothing on an empty cart', () => {
    expect(rewardLines({ untaxed: 0, tax: 0, total: 0 }, [], rewards[0])).toEqual([]);
  });
});
