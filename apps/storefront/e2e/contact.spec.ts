import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { queryDemoDatabase } from './demo-database';

const HEADINGS = {
  '/contact': 'Contactez-nous',
  '/nl/contact': 'Contacteer ons',
  '/en/contact': 'Contact us',
  '/de/contact': 'Kontakt',
};

for (const [path, heading] of Object.entries(HEADINGS)) {
  test(`the contact page ${path} shows its form with the ERP's subjects and countries`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const subjects = await page.locator('#field-subject option').count();
    expect(subjects).toBeGreaterThan(1);
    // Luxembourg (134) leads the country list, as the spec orders priority countries.
    await expect(page.locator('#field-country option').first()).toHaveAttribute('value', '134');
  });
}

test('the contact page has no accessibility violation, with errors shown too', async ({ page }) => {
  await page.goto('/en/contact');
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need correcting' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a form with errors says what is wrong and keeps every typed value', async ({ page }) => {
  await page.goto('/en/contact');
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Name').fill('Ann Peeters');
  await page.getByRole('main').getByLabel('E-mail address').fill('ann@');
  await page.getByRole('main').getByLabel('Your message').fill('Do you ship to Luxembourg?');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('main').getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Street and number')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Tick this box so that we can handle your request.')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Ann Peeters');
  await expect(page.getByRole('main').getByLabel('E-mail address')).toHaveValue('ann@');
  await expect(page.getByRole('main').getByLabel('Your message')).toHaveValue('Do you ship to Luxembourg?');
});

test('the form works without JavaScript, keeping values after an error', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/nl/contact');
  await page.getByRole('main').getByLabel('Naam').fill('Jan');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Naam')).toHaveValue('Jan');
  await context.close();
});

test('a complete form with an attachment reaches the ERP as a lead', async ({ page }) => {
  const marker = `Lead ${Date.now()}`;
  await page.goto('/en/contact');
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Subject').selectOption({ index: 1 });
  await page.getByRole('main').getByLabel('Name').fill('Ann Peeters');
  await page.getByRole('main').getByLabel('Company').fill('Spa Lumière');
  await page.getByRole('main').getByLabel('E-mail address').fill('ann@example.com');
  await page
    .getByRole('main')
    .getByLabel(/^Phone/)
    .fill('+32 2 123 45 67');
  await page.getByRole('main').getByLabel('Street and number').fill('Rue Haute 1');
  await page.getByRole('main').getByLabel('Postcode').fill('1000');
  await page.getByRole('main').getByLabel('City').fill('Brussels');
  await page.getByRole('main').getByLabel('Country').selectOption('21');
  await page.getByRole('main').getByLabel('Your message').fill(marker);
  await page
    .getByLabel('Attachments')
    .setInputFiles({ name: 'order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
  await page
    .getByRole('main')
    .getByLabel(/^I agree that my data is used to handle my request/)
    .check();
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message');
  expect(await accessibilityViolations(page)).toEqual([]);
  const [lead] = queryDemoDatabase<{ email: string; description: string; files: string }>(
    'SELECT email, description, files FROM erp_leads WHERE description LIKE ?',
    `%${marker}%`,
  );
  expect(lead?.email).toBe('ann@example.com');
  expect(lead?.description.split('\n')).toEqual([
    'Ann Peeters',
    'Spa Lumière',
    'Rue Haute 1',
    '1000 Brussels',
    'Belgium',
    '+32 2 123 45 67',
    marker,
  ]);
  expect(JSON.parse(lead!.files)).toEqual([expect.objectContaining({ name: 'order.pdf' })]);
});

test('a file of a refused type is named as the problem, nothing is sent', async ({ page }) => {
  await page.goto('/en/contact');
  await waitForHydration(page);
  await page
    .getByLabel('Attachments')
    .setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Only PDF, JPEG, PNG and WebP files are accepted.')).toBeVisible();
});

test('a file whose content is not the type it declares is refused by the server, whatever its name', async ({
  browser,
  baseURL,
}) => {
  // Without JavaScript the form posts as it is: only the server's checks stand between it and the ERP.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/en/contact');
  await page.getByLabel('Attachments').setInputFiles({
    name: '../../invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Only PDF, JPEG, PNG and WebP files are accepted.')).toBeVisible();
  await context.close();
});
