import {
  addByLink,
  cartLine,
  erpCartQuantities,
  lineQuantity,
  sellableProductIds,
  setSyncFaults,
  signInOnForm,
  storedCartUuid,
  waitForSync,
} from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { expect, test, waitForHydration } from './fixtures';

const [FIRST, SECOND, THIRD] = sellableProductIds(3) as [number, number, number];

// The ERP's faults are switched for every browser at once: these tests take turns.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => setSyncFaults(request, null));

for (const [status, notice] of [
  [503, 'Our ordering system cannot be reached right now.'],
  [500, 'Your cart could not be saved.'],
] as const) {
  test(`while the ERP answers ${status}, changes are kept, survive a reload, and reach it once it is back`, async ({
    page,
    request,
  }) => {
    await addByLink(page, FIRST, 2);
    const uuid = await storedCartUuid(page);
    await setSyncFaults(request, { status, count: 1000 });

    const increase = cartLine(page, FIRST).getByRole('button', { name: /^Increase the quantity/ });
    await increase.click();
    await increase.click();
    await expect(page.getByTestId('cart-sync-notice')).toContainText(notice);
    await expect(cartLine(page, FIRST)).toHaveAttribute('data-pending', 'true');
    await expect(page.getByRole('button', { name: 'Check out', disabled: true })).toBeVisible();

    // A page load keeps what the shopper did, and the cart goes on trying.
    await page.reload();
    await waitForHydration(page);
    await expect(lineQuantity(page, FIRST)).toHaveValue('4');
    await increase.click();
    await expect(lineQuantity(page, FIRST)).toHaveValue('5');
    expect(erpCartQuantities({ uuid })).toEqual({ [FIRST]: 2 });

    await setSyncFaults(request, null);
    // The shopper may retry at once; a retry already under way can beat them to it.
    const retry = page.getByRole('button', { name: 'Try again now' });
    await retry.click({ timeout: 5000 }).catch(() => expect(retry).toHaveCount(0));
    await waitForSync(page);
    await expect(page.getByTestId('cart-sync-notice')).toHaveCount(0);
    await expect(lineQuantity(page, FIRST)).toHaveValue('5');
    expect(erpCartQuantities({ uuid })).toEqual({ [FIRST]: 5 });
  });
}

test('the cart retries on its own, with back-off, until the ERP takes the change', async ({
  page,
  request,
}) => {
  await addByLink(page, SECOND);
  const uuid = await storedCartUuid(page);
  const syncs: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/shopinvader/carts/sync')) syncs.push(response.status());
  });
  await setSyncFaults(request, { status: 503, count: 2 });
  await cartLine(page, SECOND)
    .getByRole('button', { name: /^Increase the quantity/ })
    .click();
  // No click from here: the first retries come within 1 s, then 2 s (docs/product/states.md#cart-sync back-off).
  await expect.poll(() => erpCartQuantities({ uuid }), { timeout: 10_000 }).toEqual({ [SECOND]: 2 });
  expect(syncs.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
  expect(syncs.at(-1)).toBe(201);
});

test('two tabs show the same cart and never send a change twice', async ({ context }) => {
  const first = await context.newPage();
  await addByLink(first, THIRD);
  const second = await context.newPage();
  await second.goto('/en/cart');
  await waitForHydration(second);
  await expect(lineQuantity(second, THIRD)).toHaveValue('1');

  await cartLine(first, THIRD)
    .getByRole('button', { name: /^Increase the quantity/ })
    .click();
  await expect(lineQuantity(second, THIRD)).toHaveValue('2');
  await cartLine(second, THIRD)
    .getByRole('button', { name: /^Increase the quantity/ })
    .click();
  await cartLine(second, THIRD)
    .getByRole('button', { name: /^Increase the quantity/ })
    .click();
  await expect(lineQuantity(first, THIRD)).toHaveValue('4');
  await waitForSync(first);
  await waitForSync(second);
  expect(erpCartQuantities({ uuid: await storedCartUuid(first) })).toEqual({ [THIRD]: 4 });
  await expect(first.getByTestId('cart-count')).toHaveText('1');
});

test('a therapist sees the loyalty rewards and the best one for the cart, and uses it', async ({ page }) => {
  await page.goto('/en/account/login');
  await waitForHydration(page);
  await signInOnForm(page, 'therapist@demo.shop', 'demo1234');
  await expect(page).toHaveURL(/\/en\/account$/);
  await addByLink(page, FIRST, 10);
  const loyalty = page.getByRole('region', { name: 'Your loyalty card' });
  await expect(loyalty).toContainText('230 points on card LOYAL-ANNA-0001');
  await expect(loyalty).toContainText('€12.00 off for 100 points — rewards available: 2');
  const total = Number((await page.getByTestId('cart-total').textContent())!.replace(/[^0-9.]/g, ''));
  // The best coupon is the largest discount within the cart amount.
  const best = total >= 30 ? '€30.00' : total >= 12 ? '€12.00' : '€5.00';
  await expect(page.getByTestId('best-reward')).toHaveText(`Best reward for this cart: ${best} off`);
  await page.getByRole('button', { name: 'Use my reward' }).click();
  await expect(loyalty).toContainText('A loyalty reward is applied to this cart.');
  await expect(page.getByTestId('cart-totals')).toContainText('Loyalty reward');
  const [cart] = queryDemoDatabase<{ discount: number }>(
    `SELECT r.discount FROM erp_sales s JOIN erp_partners p ON p.id = s.partner_id
     JOIN erp_loyalty_rewards r ON r.id = s.loyalty_reward_id
     WHERE p.login = 'therapist@demo.shop' AND s.typology = 'cart'`,
  );
  expect(`€${cart!.discount.toFixed(2)}`).toBe(best);

  // The demo therapist's cart is shared by other tests: leave it empty.
  await cartLine(page, FIRST)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
