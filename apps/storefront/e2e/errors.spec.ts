import { accessibilityViolations, expect, test } from './fixtures';

test('an unknown path answers 404 with the error screen, in the path’s language', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/nl/does/not/exist?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-status')).toContainText('404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  await page.getByRole('link', { name: 'Terug' }).click();
  await expect(page).toHaveURL(`${baseURL}/nl`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('planten');
});

test('the error screen logo links to the home of the language', async ({ page, baseURL }) => {
  await page.goto('/nope');
  await page.getByRole('banner').getByRole('link').click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('an invalid route parameter is a 404 too', async ({ page }) => {
  const response = await page.goto('/en/account/sales/not-a-number');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the error screen has no accessibility violation', async ({ page }) => {
  await page.goto('/de/nirgendwo');
  expect(await accessibilityViolations(page)).toEqual([]);
});

for (const { path, lang, title, back } of [
  { path: '/%E0%A4%A', lang: 'fr', title: "Cette adresse n'est pas valide", back: 'Retour' },
  { path: '/en/lavender%zz', lang: 'en', title: 'This address is not valid', back: 'Back' },
  { path: '/de/%', lang: 'de', title: 'Diese Adresse ist ungültig', back: 'Zurück' },
  { path: '/fr/lavande%zz', lang: 'fr', title: "Cette adresse n'est pas valide", back: 'Retour' },
  { path: '/assets/%zz', lang: 'fr', title: "Cette adresse n'est pas valide", back: 'Retour' },
]) {
  test(`a broken percent escape (${path}) answers 400 with the shop's error screen in ${lang}`, async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('error-status')).toContainText('400');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The tab says it too, in the page's language.
    expect(await page.title()).toMatch(new RegExp(`^${title} \\| \\S`));
    await expect(page.getByRole('link', { name: back })).toHaveAttribute(
      'href',
      lang === 'fr' ? '/' : `/${lang}`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(new URL(page.url()).origin).toBe(baseURL);
  });
}

test('a form another site posts to a page is refused before anything reads it, in the page’s language', async ({
  request,
}) => {
  const answer = await request.post('/de/contact', {
    headers: { Origin: 'https://evil.example', Accept: 'text/html,application/xhtml+xml' },
    form: { name: 'Mallory' },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toBe('Diese Anfrage kommt nicht von den Seiten des Shops');
});
