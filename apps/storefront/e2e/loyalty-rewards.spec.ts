import { addByLink, sellableProductIds, storedCartUuid, waitForSync } from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test } from './fixtures';

/**
 * Loyalty programs' rewards as Odoo gives them (docs/product/screens.md#cart): a code with several
 * rewards, the free product chosen, and a reward the cart qualifies for claimed. The demo ERP's code
 * GIFT gives 10 % off or a free product among two; from 60 € of products, 5 € off or a free product
 * can be claimed (apps/demo-backend/src/db/migrations/116-erp-loyalty-programs.sql).
 */
const [PRODUCT] = sellableProductIds(1) as [number];

test.use({ locale: 'en-US' });

/** The rewards the ERP holds as claimed on the cart, with their free products. */
function claimedRewards(cartUuid: string) {
  return queryDemoDatabase<{ reward_id: number; free_product_id: number | null }>(
    `SELECT r.reward_id, r.free_product_id FROM erp_sale_rewards r JOIN erp_sales s ON s.id = r.sale_id
     WHERE s.uuid = ? ORDER BY r.reward_id`,
    cartUuid,
  );
}

test('a code with several rewards: the free product chosen; then a reward the cart qualifies for, claimed', async ({
  page,
}) => {
  await addByLink(page, PRODUCT, 1);
  const coupon = page.getByLabel('Promo code');
  await coupon.fill('GIFT');
  await page.getByRole('button', { name: 'Apply' }).click();

  const choice = page.getByRole('group', { name: 'Your reward' });
  await expect(choice).toContainText('This code offers several rewards: choose one.');
  await expect(choice.getByRole('radio')).toHaveCount(2);
  const apply = page.getByRole('button', { name: 'Apply this reward' });
  await apply.click();
  await expect(choice.getByRole('alert')).toHaveText('Choose a reward.');

  await choice.getByRole('radio', { name: /A free product/ }).check();
  await apply.click();
  await expect(choice.getByRole('alert')).toHaveText('Choose your free product.');
  await expect(coupon).toHaveValue('GIFT');
  expect(await accessibilityViolations(page)).toEqual([]);

  const products = page.getByRole('group', { name: 'Your free product' }).getByRole('radio');
  await expect(products).toHaveCount(2);
  await products.nth(1).check();
  await apply.click();
  await expect(page.getByText('The code GIFT was applied.')).toBeVisible();
  await expect(page.getByTestId('applied-codes')).toHaveText('Codes applied: GIFT');
  await expect(page.getByTestId('cart-totals')).toContainText('Free Product - ');
  const uuid = await storedCartUuid(page);
  // The second product offered: reward 12's products are 11 and 21.
  expect(claimedRewards(uuid)).toEqual([{ reward_id: 12, free_product_id: 21 }]);

  // Enough of the product to pass 60 €: the automatic program's rewards can be claimed.
  await addByLink(page, PRODUCT, 15);
  await waitForSync(page);
  const claimable = page.getByRole('region', { name: 'Rewards you can claim' });
  await expect(claimable.getByTestId('claimable-reward')).toHaveCount(2);
  expect(await accessibilityViolations(page)).toEqual([]);
  await claimable
    .getByTestId('claimable-reward')
    .filter({ hasText: 'off your order' })
    .getByRole('button', { name: 'Claim' })
    .click();
  await expect(claimable.getByRole('status')).toHaveText('Your reward was added to the cart.');
  await expect(page.getByTestId('cart-totals')).toContainText('on your order');
  await expect(claimable.getByTestId('claimable-reward')).toHaveCount(0);
  expect(claimedRewards(uuid)).toEqual([
    { reward_id: 12, free_product_id: 21 },
    { reward_id: 13, free_product_id: null },
  ]);
});
