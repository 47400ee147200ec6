import type { Page } from '@playwright/test';
import { cookieChoiceMade } from './account-helpers';
import { queryDemoDatabase } from './demo-database';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { type ExtraStorefront, startExtraStorefront } from './extra-storefront';

/**
 * Limits per shopper's address, shown where the shopper acted. A storefront of its own with low limits,
 * trusting one proxy in front of it: each test is a shopper of its own address (X-Forwarded-For), so
 * that no test counts against another, nor against the other browser tests.
 */
let shop: ExtraStorefront;
const LIMITED = 'Too many attempts in a short time. Please try again in a few minutes.';

test.beforeAll(async () => {
  shop = await startExtraStorefront('storefront-limits', {
    SHOP_TRUSTED_PROXIES: '1',
    SHOP_RATE_LIMITS: 'sign-in-account=2/15m,register=1/1h,contact=1/10m,newsletter=1/10m',
  });
});

test.afterAll(async () => {
  await shop.stop();
});

let shopper = 0;
/** A shopper from an address no other test uses. */
async function asNewShopper(page: Page) {
  shopper += 1;
  const address = `203.0.113.${shopper}`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  await cookieChoiceMade(page.context(), shop.url);
  return address;
}

test('the sign-in form says when an address tried too often, keeping what was typed', async ({ page }) => {
  await asNewShopper(page);
  await page.goto(`${shop.url}/en/account/login`);
  await waitForHydration(page);
  const form = page.getByRole('main');
  await form.getByLabel('E-mail address').fill('therapist@demo.shop');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-guess');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  }
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText(LIMITED);
  await expect(form.getByLabel('E-mail address')).toHaveValue('therapist@demo.shop');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The customer, from their own address, signs in with the right password all the same.
  await asNewShopper(page);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
});

test('the registration form says so in the page’s language, keeping what was typed', async ({ page }) => {
  const address = await asNewShopper(page);
  // This address already registered once this hour.
  const first = await page.request.post(`${shop.url}/shopinvader/auth/register`, {
    headers: { Origin: shop.url, 'X-Forwarded-For': address },
    data: { name: 'First', login: `first-${Date.now()}@example.com`, password: 'Lavande2026!' },
  });
  expect(first.ok()).toBe(true);
  const email = `second-${Date.now()}@example.com`;
  await page.goto(`${shop.url}/account/register`);
  await waitForHydration(page);
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Lavande2026!');
  await page.getByLabel('J’accepte la politique de confidentialité').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // The shop's own message alone, not the form's generic error with a detail under it.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Trop de tentatives en peu de temps. Veuillez réessayer dans quelques minutes.',
  );
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  expect(queryDemoDatabase('SELECT id FROM erp_partners WHERE login = ?', email)).toEqual([]);
});

test('the contact form says so, keeping the message', async ({ page }) => {
  await asNewShopper(page);
  const send = async (message: string) => {
    await page.goto(`${shop.url}/en/contact`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByLabel('Subject').selectOption({ index: 1 });
    await main.getByLabel('Name').fill('Ann Peeters');
    await main.getByLabel('Company').fill('Spa Lumière');
    await main.getByLabel('E-mail address').fill('ann@example.com');
    await main.getByLabel(/^Phone/).fill('+32 2 123 45 67');
    await main.getByLabel('Street and number').fill('Rue Haute 1');
    await main.getByLabel('Postcode').fill('1000');
    await main.getByLabel('City').fill('Brussels');
    await main.getByLabel('Country').selectOption('21');
    await main.getByLabel('Your message').fill(message);
    await main.getByLabel(/^I agree that my data is used to handle my request/).check();
    await page.getByRole('button', { name: 'Send' }).click();
  };
  await send(`First ${Date.now()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message');
  const second = `Second ${Date.now()}`;
  await send(second);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(LIMITED);
  await expect(page.getByRole('main').getByLabel('Your message')).toHaveValue(second);
  expect(queryDemoDatabase('SELECT id FROM erp_leads WHERE description LIKE ?', `%${second}%`)).toEqual([]);
});

test('the newsletter form says so, keeping the address', async ({ page }) => {
  await asNewShopper(page);
  await page.goto(`${shop.url}/nl`);
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Je e-mailadres' });
  await field.fill(`first-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(footer.getByText('Bedankt! Je inschrijving is geregistreerd.')).toBeVisible();
  const second = `second-${Date.now()}@example.com`;
  await field.fill(second);
  await footer.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(
    footer.getByText('Te veel pogingen in korte tijd. Probeer het over enkele minuten opnieuw.'),
  ).toBeVisible();
  await expect(field).toHaveValue(second);
});
