import { cookieChoiceMade, fillNewAddress, signIn } from './account-helpers';
import { checkoutSignedIn, newCustomer, PASSWORD, sellableProductIds } from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

/**
 * Delivery instructions per address (shopinvader_api_address_shipping_note's `shipping_note`) in the
 * address book and the checkout, on the demo ERP that has the module; stock-shopinvader.spec.ts holds
 * the shop without it. Each test has a customer of its own.
 */
const [PRODUCT] = sellableProductIds(1) as [number];
const TOO_LONG = 'Door code 4711. '.repeat(16).trim();

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL!);
});

function notesOf(login: string) {
  return queryDemoDatabase<{ name: string; shipping_note: string | null }>(
    `SELECT a.name, a.shipping_note FROM erp_partners a JOIN erp_partners c ON c.id = a.parent_id
     WHERE c.login = ? AND a.kind = 'delivery' AND a.archived = 0 ORDER BY a.id`,
    login,
  );
}

test('the address book: a delivery address takes instructions, too long ones are refused and kept, the card shows them', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await signIn(page, login, PASSWORD, '/account/login?redirect=%2Fen%2Faccount%2Faddresses');
  await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
  await waitForHydration(page);
  const cards = page.getByTestId('address-card');

  // The main address is the invoicing one: no delivery instructions there.
  await page
    .getByRole('button', { name: /^Edit the address/ })
    .first()
    .click();
  const main = page.getByRole('dialog', { name: 'Edit the address' });
  await expect(main.getByLabel('City')).toHaveValue('Bruxelles');
  await expect(main.getByLabel('Delivery instructions (optional)')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(main).toBeHidden();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await fillNewAddress(dialog, 'Office');
  const note = dialog.getByLabel('Delivery instructions (optional)');
  await expect(note).toHaveAccessibleDescription(/At most 250 characters/);
  await note.fill(TOO_LONG);
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription(
    'The delivery instructions are longer than 250 characters: please shorten them.',
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeVisible();
  await expect(note).toHaveValue(TOO_LONG);
  expect(notesOf(login)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);

  await note.fill('  Ring twice, second floor  ');
  await expect(note).toHaveAttribute('aria-invalid', 'false');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'The address is saved.' })).toBeVisible();
  const office = cards.filter({ hasText: 'Office' });
  await expect(office.getByTestId('shipping-note')).toHaveText(
    'Delivery instructions: Ring twice, second floor',
  );
  expect(notesOf(login)).toEqual([{ name: 'Office', shipping_note: 'Ring twice, second floor' }]);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Emptied, the instructions are gone from the ERP and the card.
  await page.getByRole('button', { name: 'Edit the address Office' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit the address' });
  await expect(editor.getByLabel('Delivery instructions (optional)')).toHaveValue('Ring twice, second floor');
  await editor.getByLabel('Delivery instructions (optional)').fill('');
  await editor.getByRole('button', { name: 'Confirm' }).click();
  await expect(editor).toBeHidden();
  await expect(office.getByTestId('shipping-note')).toHaveCount(0);
  expect(notesOf(login)).toEqual([{ name: 'Office', shipping_note: null }]);
});

test('the checkout: a new delivery address with instructions, kept on a refusal, shown in the address summary', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  await checkoutSignedIn(page, login, PRODUCT);

  await page.getByRole('button', { name: 'Add a delivery address' }).click();
  const form = page.getByRole('form', { name: 'Add a delivery address' });
  await form.getByLabel('Name').fill('Workshop');
  await form.getByLabel('Street and number').fill('Rue Haute 1');
  await form.getByLabel('Postcode').fill('1000');
  await form.getByLabel('City').fill('Brussels');
  const note = form.getByLabel('Delivery instructions (optional)');
  await note.fill(TOO_LONG);
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(note).toHaveAccessibleDescription(
    'The delivery instructions are longer than 250 characters: please shorten them.',
  );
  await expect(note).toHaveValue(TOO_LONG);
  await expect(form.getByLabel('Name')).toHaveValue('Workshop');
  expect(notesOf(login)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);

  await note.fill('Leave it with the neighbour at number 3');
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByRole('radio', { name: /Workshop/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  await expect(page.getByTestId('address-summary')).toContainText(
    'Delivery instructions: Leave it with the neighbour at number 3',
  );
  expect(notesOf(login)).toEqual([
    { name: 'Workshop', shipping_note: 'Leave it with the neighbour at number 3' },
  ]);
});
