import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

const DEMO_PASSWORD = 'demo1234';

/** Signs in through the French login page, as a customer would. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, path = '/account/login') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail').fill(login);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export interface OutboxMail {
  subject: string;
  body: string;
  link: string | null;
}

/** The mails the demo ERP "sent" to `to`, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const url = `${process.env.DEMO_BACKEND_URL}/shopinvader-api/demo/_dev/outbox?${new URLSearchParams({ to })}`;
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: OutboxMail[] }).items;
}

/** The newest mail the demo ERP "sent" to `to` with a token link (validation, password reset), and its token. */
export async function lastMail(request: APIRequestContext, to: string) {
  const mail = (await mailsTo(request, to)).find((item) => item.link?.includes('token='));
  if (!mail?.link) throw new Error(`No mail with a link to ${to}`);
  return { ...mail, link: mail.link, token: new URL(mail.link).searchParams.get('token') ?? '' };
}

/** The session flag of docs/product/states.md#session as the browser stores it. */
export async function sessionFlag(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('auth_user'));
}

/** The cookie choice already made (necessary cookies only), so that its banner covers nothing. */
export async function cookieChoiceMade(context: BrowserContext, url: string) {
  await context.addCookies([
    { name: 'ncc_c', value: 'shgtm', url },
    { name: 'ncc_e', value: 'sh', url },
  ]);
}

/** Fills a new address's required fields in the English address book's editor (Belgium is the country it starts with). */
export async function fillNewAddress(dialog: Locator, name: string) {
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Street and number').fill('Rue Haute 1');
  await dialog.getByLabel('Postcode').fill('1000');
  await dialog.getByLabel('City').fill('Brussels');
}
