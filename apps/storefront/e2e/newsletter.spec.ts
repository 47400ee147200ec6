import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { queryDemoDatabase } from './demo-database';

test("a visitor joins the ERP's mailing list with the consent worded, then leaves it on the unsubscribe page", async ({
  page,
}) => {
  const email = `visitor-${Date.now()}@example.com`;
  const contact = () =>
    queryDemoDatabase<{ opt_out: number }>('SELECT opt_out FROM erp_mailing_contacts WHERE email = ?', email);
  await page.goto('/nl');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    'ga je akkoord met het ontvangen van deze tips en nieuwigheden per e-mail',
  );
  await footer.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
  await footer.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(footer.getByText('Bedankt! Je inschrijving is geregistreerd.')).toBeVisible();
  await expect(page.getByTestId('notification')).toContainText('Bedankt!');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(contact()).toEqual([{ opt_out: 0 }]);
  expect(queryDemoDatabase('SELECT id FROM erp_leads WHERE email = ?', email)).toEqual([]);

  await footer.getByRole('link', { name: 'op deze pagina' }).click();
  await expect(page).toHaveURL(/\/nl\/newsletter\/unsubscribe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uitschrijven voor de nieuwsbrief');
  await page.getByRole('main').getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
  await page.getByRole('button', { name: 'Uitschrijven' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Klaar' })).toContainText(
    `${email} ontvangt de nieuwsbrief niet meer`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(contact()).toEqual([{ opt_out: 1 }]);
});

test('the unsubscribe link may carry the address, and the page works without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  const email = `reader-${Date.now()}@example.com`;
  await page.goto(`/en/newsletter/unsubscribe?email=${encodeURIComponent(email)}`);
  const field = page.getByRole('main').getByRole('textbox', { name: 'Your e-mail address' });
  await expect(field).toHaveValue(email);
  await page.getByRole('button', { name: 'Unsubscribe me' }).click();
  // The same answer for an address that was never on the list: it tells nobody who is.
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(
    `Done: ${email} will receive the newsletter no more.`,
  );
  await page.goto('/en/newsletter/unsubscribe');
  // The server's own check, past the browser's (type="email").
  await field.evaluate((input: HTMLInputElement) => (input.type = 'text'));
  await field.fill('not-an-address');
  await page.getByRole('button', { name: 'Unsubscribe me' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('a signed-in customer subscribes through their opt-in, without a lead', async ({ page, baseURL }) => {
  const login = await page.request.post('/shopinvader/auth/login', {
    headers: { Origin: baseURL! },
    data: { login: 'pending@demo.shop', password: 'demo1234' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/en');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your e-mail address' }).fill('pending@demo.shop');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thank you! Your subscription is recorded.')).toBeVisible();
  const [partner] = queryDemoDatabase<{ opt_in: number }>(
    'SELECT opt_in FROM erp_partners WHERE login = ?',
    'pending@demo.shop',
  );
  expect(partner?.opt_in).toBe(1);
  expect(queryDemoDatabase('SELECT id FROM erp_leads WHERE email = ?', 'pending@demo.shop')).toEqual([]);
});

test('an address that is not one is refused in place', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Your e-mail address' });
  await field.fill('not-an-address@');
  await field.evaluate((input: HTMLInputElement) => (input.type = 'text'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);
});
