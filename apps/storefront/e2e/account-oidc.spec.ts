import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { cookieChoiceMade, sessionFlag } from './account-helpers';

test.beforeEach(async ({ context }) => {
  await cookieChoiceMade(context, shop());
});

/** The storefront global-setup started in identity-provider mode, against the demo OpenID provider. */
const shop = () => {
  const url = process.env.STOREFRONT_OIDC_URL;
  if (!url) throw new Error('STOREFRONT_OIDC_URL is not set: run the tests through playwright.config.ts');
  return url;
};

test('signs in at the OpenID provider, comes back to the page asked for, renews and signs out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
  });

  await page.goto(`${shop()}/account/sales`);
  await waitForHydration(page);
  await expect(page).toHaveURL(`${shop()}/account/login?redirect=%2Faccount%2Fsales`);
  await page.getByRole('button', { name: 'Continuer vers la connexion' }).click();

  // The provider's own page, in the shop's language.
  await expect(page.getByRole('heading', { name: 'Connectez-vous à votre compte' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Adresse e-mail').fill('b2b@demo.shop');
  await page.getByLabel('Mot de passe').fill('wrong');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // Back at the shop: code and state are read, the ERP signs the customer in, the address is cleaned.
  await expect(page).toHaveURL(`${shop()}/account/sales`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveText('Pharmacie Centrale S.A.');
  await expect(page.locator('tbody tr')).toHaveCount(5);
  expect(JSON.parse((await sessionFlag(page)) ?? 'null')).toMatchObject({
    value: true,
    expiry: 10,
    unit: 'd',
  });
  const stored = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('oidc.user:')),
  );
  expect(stored).toEqual([`oidc.user:${process.env.DEMO_BACKEND_URL}/oidc:storefront`]);

  // Tokens live 75 s: oidc-client-ts renews 60 s before expiry with the refresh token.
  const renewal = await page.waitForRequest(
    (request) =>
      request.url().endsWith('/oidc/token') &&
      (request.postData() ?? '').includes('grant_type=refresh_token'),
    { timeout: 60_000 },
  );
  expect((await renewal.response())?.status()).toBe(200);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('header-user-name')).toHaveText('Pharmacie Centrale S.A.');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${shop()}/`);
  await waitForHydration(page);
  expect(await sessionFlag(page)).toBeNull();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  // The provider's session ended too: the account asks for a sign-in again.
  await page.goto(`${shop()}/account`);
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/);
  expect(cspViolations).toEqual([]);
});

test('a customer without customer type, signed in at the provider, is sent to registration', async ({
  page,
  request,
}) => {
  const email = `provider-${Date.now()}@example.com`;
  const registered = await request.post(
    `${process.env.DEMO_BACKEND_URL}/shopinvader-api/demo/auth/register`,
    {
      data: { name: 'Noa Provider', login: email, password: 'Sauge2026!x' },
    },
  );
  expect(registered.status()).toBe(201);
  await page.goto(`${shop()}/en/account/login`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Sauge2026!x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${shop()}/en/account/register`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
});
