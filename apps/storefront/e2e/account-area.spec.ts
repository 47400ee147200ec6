import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { queryDemoDatabase, updateDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { cookieChoiceMade, signIn } from './account-helpers';
import { PASSWORD, cartLine, erpCartQuantities, newCustomer, sellableProductIds } from './cart-helpers';

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL!);
});

test('addresses: list with the main one first, search, create, edit and delete, but never the main one', async ({
  page,
}) => {
  await signIn(page, 'b2b@demo.shop', 'demo1234', '/account/login?redirect=%2Faccount%2Faddresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible({
    timeout: 20_000,
  });
  const cards = page.getByTestId('address-card');
  await expect(cards.first()).toContainText('Adresse principale');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  // The main address offers no delete button.
  await expect(cards.first().getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une adresse' });
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dépôt Liège');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByLabel('Rue et numéro')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Dépôt Liège');
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('Rue et numéro').fill('Rue de l’Église 4');
  await dialog.getByLabel('Code postal').fill('4000');
  await dialog.getByLabel('Ville').fill('Liège');
  // Every address of this customer is in Luxembourg: a new one starts there, shown, and not in the
  // Belgium of the page's language.
  await expect(dialog.getByLabel('Pays')).toHaveValue('134');
  await dialog.getByLabel('Pays').selectOption({ label: 'Belgique' });
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByTestId('notification').filter({ hasText: 'L’adresse est enregistrée.' }),
  ).toBeVisible();
  await expect(cards).toHaveCount(count + 1);

  // Case and accents do not matter, and the country name counts.
  await page.getByLabel('Rechercher une adresse').fill('LIEGE');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Dépôt Liège');
  await page.getByLabel('Rechercher une adresse').fill('belgique');
  await expect(cards.filter({ hasText: 'Dépôt Liège' })).toHaveCount(1);
  await page.getByLabel('Rechercher une adresse').fill('');

  await page.getByRole('button', { name: 'Modifier l’adresse Dépôt Liège' }).click();
  const editor = page.getByRole('dialog', { name: 'Modifier l’adresse' });
  await expect(editor.getByLabel('Ville')).toHaveValue('Liège');
  expect(await accessibilityViolations(page)).toEqual([]);
  await editor.getByLabel('Ville').fill('Luik');
  await editor.getByRole('button', { name: 'Valider' }).click();
  await expect(cards.filter({ hasText: '4000 Luik' })).toHaveCount(1);
  expect(
    queryDemoDatabase('SELECT city FROM erp_partners WHERE name = ? AND archived = 0', 'Dépôt Liège'),
  ).toEqual([{ city: 'Luik' }]);

  // The shop asks in its own words, and Escape or Annuler keeps the address.
  await page.getByRole('button', { name: 'Supprimer l’adresse Dépôt Liège' }).click();
  const question = page.getByRole('alertdialog', { name: 'Supprimer l’adresse Dépôt Liège ?' });
  await expect(question.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(cards).toHaveCount(count + 1);
  await page.getByRole('button', { name: 'Supprimer l’adresse Dépôt Liège' }).click();
  expect(await accessibilityViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(
    page.getByTestId('notification').filter({ hasText: 'L’adresse est supprimée.' }),
  ).toBeVisible();
  await expect(cards).toHaveCount(count);
});

test('orders: a page of orders with their state, the detail with its progress, shipments and PDFs', async ({
  page,
}) => {
  await signIn(page, 'therapist@demo.shop', 'demo1234', '/account/login?redirect=%2Fen%2Faccount%2Fsales');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(page.getByText('5 orders')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  // Shopinvader 16.0's invoices API lists the customer's invoices beside the orders (an invoice does not
  // name its order).
  const invoiceDownload = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download invoice / })
    .first()
    .click();
  const invoice = await invoiceDownload;
  expect((await readFile(await invoice.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await rows.filter({ hasText: 'Partly delivered' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
    'aria-valuenow',
    '70',
  );
  await expect(page.getByTestId('picking')).toHaveCount(2);
  await expect(page.getByTestId('picking').filter({ hasText: 'Tracking number:' })).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  const orderDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the order (PDF)' }).click();
  const order = await orderDownload;
  expect(order.suggestedFilename()).toMatch(/^order_.+\.pdf$/);
  expect((await readFile(await order.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('order again: the lines still sold go to the cart, and the one no longer sold is named', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await newCustomer(request, baseURL!);
  const [kept, dropped] = sellableProductIds(2) as [number, number];
  const headers = { Origin: baseURL! };
  expect(
    (await request.post('/shopinvader/auth/login', { headers, data: { login, password: PASSWORD } })).ok(),
  ).toBe(true);
  const synced = await request.post('/shopinvader/carts/sync', {
    headers,
    data: {
      transactions: [
        { uuid: randomUUID(), product_id: kept, qty: 2 },
        { uuid: randomUUID(), product_id: dropped, qty: 1 },
      ],
    },
  });
  const cart = (await synced.json()) as { id: number; uuid: string };
  // The cart became an order; since then the catalogue has dropped its second product.
  updateDemoDatabase("UPDATE erp_sales SET typology = 'sale', state = 'pending' WHERE id = ?", cart.id);
  updateDemoDatabase(
    'UPDATE erp_sale_lines SET product_id = 999999, names = ? WHERE sale_id = ? AND product_id = ?',
    JSON.stringify({
      fr: '[OLD-1] Huile retirée',
      nl: '[OLD-1] Oude olie',
      en: '[OLD-1] Retired oil',
      de: '[OLD-1] Altes Öl',
    }),
    cart.id,
    dropped,
  );

  await signIn(page, login, PASSWORD, `/account/login?redirect=%2Fen%2Faccount%2Fsales%2F${cart.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  // The tab names the page in its language, with the order's name as the ERP gives it.
  const [{ name } = { name: '' }] = queryDemoDatabase<{ name: string }>(
    'SELECT name FROM erp_sales WHERE id = ?',
    cart.id,
  );
  await expect(page).toHaveTitle(new RegExp(`^Order ${name} \\| `));
  await page.getByRole('button', { name: 'Order again' }).click();
  const report = page.getByTestId('reorder-report');
  await expect(report).toContainText("1 item added to your cart, at today's prices:");
  await expect(report.getByRole('listitem')).toHaveCount(2);
  await expect(report).toContainText(/No longer sold:\s*Retired oil/);
  expect(erpCartQuantities({ login })).toEqual({ [kept]: 2 });
  expect(await accessibilityViolations(page)).toEqual([]);

  await report.getByRole('link', { name: 'See the cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(cartLine(page, kept).getByRole('spinbutton')).toHaveValue('2');
});

test("another customer's order is not found", async ({ page }) => {
  await signIn(page, 'individual@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  const [other] = queryDemoDatabase<{ id: number }>(
    "SELECT s.id FROM erp_sales s JOIN erp_partners p ON p.id = s.partner_id WHERE p.login = 'b2b@demo.shop' AND s.typology = 'sale' LIMIT 1",
  );
  await page.goto(`/account/sales/${other?.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('a therapist sees loyalty points and the rewards they buy, and the dashboard is accessible', async ({
  page,
}) => {
  await signIn(page, 'therapist@demo.shop', 'demo1234', '/account/login?redirect=%2Fde%2Faccount');
  await expect(page.getByRole('heading', { name: 'Treuekarten' })).toBeVisible();
  await expect(page.getByText('Punkte: 230')).toBeVisible();
  await expect(page.getByTestId('rewards-available')).toHaveText(['4', '2', '1']);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Mein Profil' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nachweise' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a professional awaiting validation is told why they see public prices, and where to send documents', async ({
  page,
}) => {
  await signIn(page, 'pending@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  const notice = page.getByTestId('awaits-validation');
  await expect(notice).toContainText('vous voyez et payez les prix publics');
  await notice.getByRole('link', { name: 'Envoyer vos justificatifs' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a validated professional is told nothing of validation', async ({ page }) => {
  await signIn(page, 'therapist@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  // Their customer data is shown (the loyalty card comes from the same data as the notice would).
  await expect(page.getByText('LOYAL-ANNA-0001')).toBeVisible();
  await expect(page.getByTestId('awaits-validation')).toHaveCount(0);
});
