import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { queryDemoDatabase } from './demo-database';

test('a visitor who is not signed in subscribes through a lead', async ({ page }) => {
  const email = `visitor-${Date.now()}@example.com`;
  await page.goto('/nl');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
  await footer.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(footer.getByText('Bedankt! Je inschrijving is geregistreerd.')).toBeVisible();
  await expect(page.getByTestId('notification')).toContainText('Bedankt!');
  expect(await accessibilityViolations(page)).toEqual([]);
  const leads = queryDemoDatabase<{ subject: string }>(
    'SELECT subject FROM erp_leads WHERE email = ?',
    email,
  );
  expect(leads).toEqual([{ subject: 'Newsletter' }]);
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
