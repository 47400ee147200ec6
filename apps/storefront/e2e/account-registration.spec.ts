import type { Page } from '@playwright/test';
import { queryDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { cookieChoiceMade, lastMail, signIn } from './account-helpers';

test.beforeEach(async ({ context, baseURL }) => {
  await cookieChoiceMade(context, baseURL!);
});

/** Ends the registration form with a valid password, and waits for the account to exist. */
async function acceptTermsAndRegister(page: Page) {
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Lavande2026!');
  await page.getByLabel('J’accepte la politique de confidentialité').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Merci pour votre inscription !')).toBeVisible();
}

test('a visitor registers, completes their profile and confirms their e-mail address', async ({
  page,
  request,
}) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/account/register');
  await waitForHydration(page);
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // Nothing is sent while a rule fails; what was typed stays.
  await expect(page.getByText('Le mot de passe ne respecte pas les règles ci-dessus.')).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(queryDemoDatabase('SELECT id FROM erp_partners WHERE login = ?', email)).toEqual([]);
  await expect(page.getByLabel('Prénom')).toHaveValue('Léa');

  await acceptTermsAndRegister(page);
  const [partner] = queryDemoDatabase<{ name: string; mail_verified: number }>(
    'SELECT name, mail_verified FROM erp_partners WHERE login = ?',
    email,
  );
  expect(partner).toEqual({ name: 'Léa Martin', mail_verified: 0 });

  // Signed in without a customer type: registration goes on here.
  await page.getByLabel('Un professionnel (B2B)').check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByLabel('Nom de la société')).toHaveAttribute('aria-invalid', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Nom de la société').fill('Herboristerie Martin');
  await page.getByLabel('Secteur d’activité').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(
    queryDemoDatabase('SELECT customer_type, company_name FROM erp_partners WHERE login = ?', email),
  ).toEqual([{ customer_type: 'b2b', company_name: 'Herboristerie Martin' }]);

  const mail = await lastMail(request, email);
  await page.goto(`/account/signup-validation?token=${encodeURIComponent(mail.token)}`);
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  expect(queryDemoDatabase('SELECT mail_verified FROM erp_partners WHERE login = ?', email)).toEqual([
    { mail_verified: 1 },
  ]);
  // A link works once.
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText('Ce lien de confirmation n’est pas valable.')).toBeVisible();
});

test('a new customer who opens the validation link while signed in, before finishing registration, sees it confirmed', async ({
  page,
  request,
}) => {
  const email = `new-${Date.now()}-linked@example.com`;
  await page.goto('/account/register');
  await waitForHydration(page);
  await page.getByLabel('Prénom').fill('Noé');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lambert');
  await page.getByLabel('Adresse e-mail').fill(email);
  await acceptTermsAndRegister(page);

  // Signed in without a customer type: the link is not sent on to the registration page.
  const mail = await lastMail(request, email);
  await page.goto(`/account/signup-validation?token=${encodeURIComponent(mail.token)}`);
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/signup-validation\?token=/);
  expect(queryDemoDatabase('SELECT mail_verified FROM erp_partners WHERE login = ?', email)).toEqual([
    { mail_verified: 1 },
  ]);
  // From there, registration goes on.
  await page.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/account\/register$/);
});

test('a customer resets a forgotten password through the e-mailed link', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `forgetful-${Date.now()}@example.com`;
  const registered = await request.post('/shopinvader/auth/register', {
    headers: { Origin: baseURL! },
    data: { name: 'Tom Oubli', login: email, password: 'Thym2026!x' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/account/login');
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/account\/password-reset\?login=forgetful-/);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si un compte existe pour cette adresse')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const mail = await lastMail(request, email);
  expect(mail.subject).toBe('Réinitialisez votre mot de passe');
  expect(mail.link).toContain('/account/set-new-password?token=');
  await page.goto(`/de/account/set-new-password?token=${encodeURIComponent(mail.token)}`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Romarin2026!');
  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen', exact: true }).fill('Romarin2026?');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen', exact: true }).fill('Romarin2026!');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  // Signed in by the new password; having no customer type yet, the global guard takes over.
  await expect(page).toHaveURL(/\/de\/account\/register$/);

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, 'Romarin2026!');
  // The new customer has no type yet: the global guard takes them to registration.
  await expect(page).toHaveURL(/\/account\/register$/);
});

test('an unknown validation link says so', async ({ page }) => {
  await page.goto('/en/account/signup-validation?token=not-a-token');
  await expect(page.getByText('This confirmation link is not valid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
