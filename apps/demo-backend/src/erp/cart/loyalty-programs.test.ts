import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

/**
 * shopinvader_api_sale_loyalty 16.0's rewards: `GET loyalty/{code}`, the coupon with a reward and a
 * free product chosen (LoyaltyCardInput), `POST carts/current/reward` (LoyaltyRewardInput) and the
 * cart's `claimable_rewards`, with the module's errors. Demo data: migration 116 (GIFT: 10 % or a
 * free 5 ml of true or spike lavender; from 60 €: 5 € or a free 5 ml of true lavender).
 */
let subject: TestApp;
afterEach(async () => subject.close());

const TRUE_LAVENDER_5 = 11;
const SPIKE_LAVENDER_5 = 21;

interface Line {
  product_id: number;
  type: string;
  name: string;
  is_reward_line: boolean;
  amount: { total: number };
}

async function guestCart(qty: number) {
  subject = await createErpTestApp();
  const client = new Client(subject, { 'accept-language': 'en' });
  const { lavender10 } = demoProducts(subject.db);
  const cart = (await client.post('carts/sync', { transactions: [{ product_id: lavender10, qty }] })).json();
  return { client, cart, lavender10 };
}

const rewardLines = (cart: { lines: Line[] }) => cart.lines.filter((line) => line.type === 'reward');
const ids = (rewards: { id: number }[]) => rewards.map((reward) => reward.id);

describe('GET loyalty/{code}', () => {
  it("lists every reward of the code's program as LoyaltyRewardResponse, and none for an unknown code", async () => {
    const { client } = await guestCart(1);
    const rewards = (await client.get('loyalty/GIFT')).json();
    expect(rewards).toEqual([
      {
        id: 11,
        program: { id: 2, name: 'Welcome gift' },
        reward_type: 'discount',
        discount: 10,
        discount_mode: 'percent',
        discount_applicability: 'order',
        all_discount_product_ids: [],
        reward_product_ids: [],
      },
      {
        id: 12,
        program: { id: 2, name: 'Welcome gift' },
        reward_type: 'product',
        discount: 10,
        discount_mode: 'percent',
        discount_applicability: 'order',
        all_discount_product_ids: [],
        reward_product_ids: [TRUE_LAVENDER_5, SPIKE_LAVENDER_5],
      },
    ]);
    expect((await client.get('rewards/GIFT')).json()).toEqual(rewards);
    expect((await client.get('loyalty/WELCOME10')).json()).toHaveLength(1);
    expect((await client.get('loyalty/NOPE')).json()).toEqual([]);
  });

  it("lists the caller's loyalty card rewards, and the coupon refuses a reward the card does not give", async () => {
    const { client } = await guestCart(1);
    expect((await client.get('loyalty/LOYAL-ANNA-0001')).json()).toEqual([]);
    await client.login('therapist@demo.shop');
    const card = (await client.get('loyalty/LOYAL-ANNA-0001')).json();
    expect(ids(card)).toEqual([1, 2, 3]);
    const refused = await client.post('carts/current/coupon', { code: 'LOYAL-ANNA-0001', reward_id: 12 });
    expect(refused.json()).toEqual({ detail: 'Reward not allowed for this code.' });
  });
});

describe('POST carts/current/coupon with a choice of rewards', () => {
  it('asks for the reward, then the free product, and refuses those the code does not give', async () => {
    const { client } = await guestCart(1);
    const refusal = async (body: object) => {
      const response = await client.post('carts/current/coupon', body);
      expect(response.statusCode).toBe(400);
      return response.json().detail;
    };
    expect(await refusal({ code: 'GIFT' })).toBe('Several rewards available. Please specify one.');
    expect(await refusal({ code: 'GIFT', reward_id: 13 })).toBe('Reward not allowed for this code.');
    expect(await refusal({ code: 'GIFT', reward_id: 12 })).toBe(
      'Several free products available. Please specify one.',
    );
    expect(await refusal({ code: 'GIFT', reward_id: 12, free_product_id: 99 })).toBe(
      'Free product not allowed for this reward.',
    );
    const extra = await client.post('carts/current/coupon', { code: 'GIFT', reward: 12 });
    expect(extra.statusCode).toBe(422);
    // Nothing of the refused attempts stayed on the cart.
    expect((await client.get('carts/current')).json().promo_codes).toEqual([]);
  });

  it('puts the chosen free product on a reward line that costs nothing, once', async () => {
    const { client, cart: before } = await guestCart(1);
    const response = await client.post('carts/current/coupon', {
      code: 'gift',
      reward_id: 12,
      free_product_id: SPIKE_LAVENDER_5,
    });
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    const [line] = rewardLines(cart);
    expect(line).toMatchObject({ product_id: SPIKE_LAVENDER_5, is_reward_line: true, amount: { total: 0 } });
    expect(line?.name).toMatch(/^Free Product - /);
    expect(cart.amount.total).toBe(before.amount.total);
    expect(cart.promo_codes).toEqual(['GIFT']);
    expect(cart.programs).toEqual([{ id: 2, name: 'Welcome gift' }]);
    const again = await client.post('carts/current/coupon', { code: 'GIFT', reward_id: 11 });
    expect(again.json()).toEqual({ detail: 'This promo code is already applied.' });
  });

  it('takes the discount reward off the products', async () => {
    const { client } = await guestCart(10);
    const cart = (await client.post('carts/current/coupon', { code: 'GIFT', reward_id: 11 })).json();
    expect(rewardLines(cart).map((line) => line.amount.total)).toEqual([-8.9]);
  });
});

describe('claimable rewards and POST carts/current/reward', () => {
  it('offers the automatic program’s rewards from 60 € of products, and claims one with its free product', async () => {
    const { client, lavender10 } = await guestCart(6);
    expect((await client.get('carts/current')).json().claimable_rewards).toEqual([]);
    const cart = (
      await client.post('carts/sync', { transactions: [{ product_id: lavender10, qty: 1 }] })
    ).json();
    expect(ids(cart.claimable_rewards)).toEqual([13, 14]);
    expect(cart.claimable_rewards[1]).toMatchObject({
      program: { id: 3, name: 'From €60' },
      reward_type: 'product',
      reward_product_ids: [TRUE_LAVENDER_5],
    });

    // The only free product needs no choice.
    const claimed = (await client.post('carts/current/reward', { reward_id: 14 })).json();
    expect(rewardLines(claimed)).toMatchObject([{ product_id: TRUE_LAVENDER_5, amount: { total: 0 } }]);
    expect(claimed.claimable_rewards).toEqual([]);
    const twice = await client.post('carts/current/reward', { reward_id: 13 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toMatch(/^Coupon not found while trying to add the following reward/);

    // Under the minimum again, the reward is taken back.
    const smaller = (
      await client.post('carts/sync', { transactions: [{ product_id: lavender10, qty: -2 }] })
    ).json();
    expect(rewardLines(smaller)).toEqual([]);
  });

  it('claims the discount, and refuses what the cart cannot claim, an unknown reward and a loose body', async () => {
    const { client } = await guestCart(7);
    const cart = (await client.post('carts/current/reward', { reward_id: 13 })).json();
    expect(rewardLines(cart).map((line) => line.amount.total)).toEqual([-5]);
    const notClaimable = await client.post('carts/current/reward', { reward_id: 11 });
    expect(notClaimable.statusCode).toBe(400);
    expect((await client.post('carts/current/reward', { reward_id: 999 })).statusCode).toBe(404);
    expect((await client.post('carts/current/reward', { reward_id: 13, code: 'x' })).statusCode).toBe(422);
    expect((await client.post('carts/current/reward', {})).statusCode).toBe(422);
  });
});
