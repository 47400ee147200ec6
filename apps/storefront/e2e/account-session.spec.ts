import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { cookieChoiceMade, sessionFlag, signIn } from './account-helpers';

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL!);
});

test('a customer signs in, sees their name and the 10-day session flag, and signs out', async ({ page }) => {
  await signIn(page, 'individual@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveText('Marie Dubois');
  expect(await accessibilityViolations(page)).toEqual([]);
  const flag = JSON.parse((await sessionFlag(page)) ?? 'null');
  expect(flag).toMatchObject({ value: true, expiry: 10, unit: 'd' });
  expect(Math.abs(flag.created - Date.now())).toBeLessThan(60_000);

  // The flag brings the session back on the next visit.
  await page.goto('/account/profile');
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Marie Dubois');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByTestId('notification')).toContainText('Vous êtes déconnecté.');
  expect(await sessionFlag(page)).toBeNull();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test('a wrong password is refused in place, keeping the login typed', async ({ page }) => {
  await signIn(page, 'individual@demo.shop', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('individual@demo.shop');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await sessionFlag(page)).toBeNull();
});

test('an account page sends a visitor to the login page and back to it after signing in', async ({
  page,
}) => {
  await page.goto('/en/account/sales?page=1');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/en\/account\/login\?redirect=%2Fen%2Faccount%2Fsales%3Fpage%3D1$/);
  await page.getByLabel('E-mail address').fill('b2b@demo.shop');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account\/sales\?page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
});

test('a return path that tries to leave the site goes home instead', async ({ page, baseURL }) => {
  await signIn(
    page,
    'individual@demo.shop',
    'demo1234',
    '/account/login?redirect=%2F%2Fevil.example%2Fsteal',
  );
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a 401 from the ERP signs the customer out and sends them to the login page', async ({
  page,
  context,
}) => {
  await signIn(page, 'therapist@demo.shop');
  await expect(page).toHaveURL(/\/account$/);
  // The ERP session disappears (expired, revoked): the next call answers 401.
  await context.clearCookies({ name: 'fastapi_auth_partner' });
  await page.getByRole('link', { name: 'Mes adresses' }).first().click();
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);
  expect(await sessionFlag(page)).toBeNull();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test('a customer without customer type is sent to registration until they choose one', async ({ page }) => {
  await signIn(page, 'incomplete@demo.shop');
  await expect(page).toHaveURL(/\/account\/register$/);
  await page.goto('/nl/cart');
  await expect(page).toHaveURL(/\/nl\/account\/register$/);
  await expect(page.getByRole('heading', { name: 'Vul je profiel aan' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit veld is verplicht.')).toBeVisible();
  await page.getByLabel('Een particulier').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/nl\/account$/);
  await page.goto('/nl/cart');
  await expect(page).toHaveURL(/\/nl\/cart$/);
});

test('the sign-in pages have no accessibility violation', async ({ page }) => {
  for (const path of [
    '/account/login',
    '/de/account/register',
    '/en/account/password-reset',
    '/nl/account/set-new-password?token=x',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main form').first()).toBeVisible();
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});
