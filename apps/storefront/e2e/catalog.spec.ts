import { signIn } from './account-helpers';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

test('a product page shows its name, price, stock and variants, and passes axe', async ({ page }) => {
  const response = await page.goto('/en/true-lavender-essential-oil');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('True Lavender essential oil');
  await expect(page.getByTestId('product-price').first()).toContainText('€');
  await expect(page.getByTestId('stock').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Aromatherapy');
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('choosing a variant puts its sku in the URL and shows it', async ({ page, baseURL }) => {
  await page.goto('/fr/huile-essentielle-de-lavande-fine'.replace('/fr', ''));
  await waitForHydration(page);
  const selector = page.getByTestId('variant-selector');
  // The row of an attribute is named as the listings name its facet.
  await expect(selector.getByRole('group', { name: 'Contenance' })).toBeVisible();
  await selector.getByRole('link', { name: '30 ml' }).click();
  await expect(page).toHaveURL(`${baseURL}/huile-essentielle-de-lavande-fine?sku=HE-LAVF-30-ML`);
  await expect(selector.getByRole('link', { name: '30 ml' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Réf. HE-LAVF-30-ML')).toBeVisible();
});

test('an old url_key answers 301 to the current address, keeping the language prefix', async ({
  request,
}) => {
  const response = await request.get('/en/lavender-oil', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en/true-lavender-essential-oil');
});

test('every hreflang alternate of a product answers 200, each in its own language', async ({
  page,
  request,
}) => {
  await page.goto('/de/aromatherapie');
  const alternates = await page
    .locator('link[rel=alternate][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as [string, string]),
    );
  expect(alternates).toHaveLength(5);
  for (const [, href] of alternates) {
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
  expect(new Set(alternates.map(([, href]) => href)).size).toBe(4);
});

test('a category page shows its products and subcategories, and passes axe', async ({ page }) => {
  const response = await page.goto('/de/aromatherapie');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aromatherapie');
  await expect(
    page.getByRole('navigation', { name: 'Unterkategorien' }).getByRole('link').first(),
  ).toBeVisible();
  expect(await page.getByTestId('product-card').count()).toBeGreaterThan(3);
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the structured data of products parses and cannot close its script', async ({ page }) => {
  await page.goto('/en/true-lavender-essential-oil');
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  for (const block of blocks) {
    expect(block).not.toContain('</');
    const data = JSON.parse(block) as { '@type': string };
    expect(['ProductGroup', 'Product', 'BreadcrumbList']).toContain(data['@type']);
  }
});

test('the home is the CMS home: a section type the storefront does not know stays a generic block', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.locator('[data-section-type="section.video"]')).toContainText('Distillation');
});

test('CMS pages render their sections, and pass axe', async ({ page }) => {
  // Between them, every section type of the demo content outside the home.
  for (const path of ['/en/about-us', '/nl/hulp/levering-en-retour', '/de/fuer-profis']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});

test('only the current announcement shows; the expired and the future ones do not', async ({ page }) => {
  await page.goto('/en');
  // A named region, found among the landmarks.
  const bar = page.getByRole('region', { name: 'Announcements' });
  await expect(bar).toBeVisible();
  await expect(bar.locator('[data-announcement]')).toHaveCount(1);
});

test('an unknown catalogue path is a 404 in two languages', async ({ request }) => {
  expect((await request.get('/en/no-such-oil')).status()).toBe(404);
  expect((await request.get('/nl/aromatherapie/geen-categorie')).status()).toBe(404);
});

test('the blog lists articles and opens one, whose alternates are its translations; both pass axe', async ({
  page,
  request,
}) => {
  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await waitForHydration(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await accessibilityViolations(page)).toEqual([]);
  const alternates = await page
    .locator('link[rel=alternate][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(new Set(alternates).size).toBe(4);
  for (const href of alternates) expect((await request.get(href)).status(), href).toBe(200);
  expect((await request.get('/en/blog/no-such-article')).status()).toBe(404);
});

test('the sitemap index lists a sitemap per language whose pages answer 200', async ({
  request,
  baseURL,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`${baseURL}/sitemap-de.xml`);
  const german = await request.get('/sitemap-de.xml');
  expect(german.headers()['content-type']).toContain('application/xml');
  const locations = [...(await german.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations.length).toBeGreaterThan(50);
  for (const location of locations.filter((_, index) => index % 10 === 0)) {
    expect((await request.get(location, { maxRedirects: 0 })).status(), location).toBe(200);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('a </script> payload in the CMS structured data stays data: it neither runs nor ends the script', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const path of ['/a-propos', '/en/about-us']) {
    await page.goto(path);
    await waitForHydration(page);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    const organization = blocks
      .map((block) => JSON.parse(block) as { description?: string })
      .find((data) => data.description);
    expect(organization?.description).toContain('</script><script>alert("jsonld")</script>');
  }
  expect(dialogs).toEqual([]);
});

test('a category page lists its products with the search facets, filters kept in the URL', async ({
  page,
}) => {
  await page.goto('/en/aromatherapy');
  await waitForHydration(page);
  const firstBrand = page.getByRole('checkbox', { name: /Lumen Aroma/ }).first();
  await firstBrand.click();
  await expect(page).toHaveURL(/\/en\/aromatherapy\?.*brand=/);
  expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
});

test('the resellers section asks to sign in, then lists, filters and maps resellers', async ({ page }) => {
  // A visitor is asked to sign in, and the ERP, which would refuse them, is not asked.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/shopinvader/resellers')) asked.push(request.url());
  });
  // Nor does anything else refuse them: no failed call (a 401 is logged in the console) and no error.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en/resellers');
  await waitForHydration(page);
  await expect(page.getByText('Sign in to see our resellers.')).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
  await signIn(page, 'individual@demo.shop', undefined, '/account/login?redirect=%2Fen%2Fresellers');
  await expect(page).toHaveURL(/\/en\/resellers$/);
  await waitForHydration(page);
  const count = page.getByRole('status').filter({ hasText: /reseller/ });
  await expect(count).toContainText(/\d+ resellers/);
  await page.getByRole('searchbox', { name: 'Search for a reseller' }).fill('LIEGE');
  await expect(count).not.toContainText(/^30 resellers/);
  // The map's tiles come from a third party: nothing is asked of it until the visitor says so.
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tile.openstreetmap.org')) tiles.push(request.url());
  });
  const map = page.getByTestId('resellers-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toContainText('The map comes from OpenStreetMap');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(tiles).toEqual([]);
  await map.getByRole('button', { name: 'Show the map' }).click();
  await expect(map.locator('.leaflet-container, .leaflet-pane').first()).toBeAttached();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a signed-in therapist sees the therapist pricelist on the product page', async ({ page }) => {
  await page.goto('/en/true-lavender-essential-oil?sku=HE-LAVF-10-ML');
  await waitForHydration(page);
  const price = page.getByTestId('product-price').first();
  const anonymous = await price.innerText();
  await signIn(page, 'therapist@demo.shop');
  await page.waitForURL((url) => !url.pathname.includes('/account/login'));
  await page.goto('/en/true-lavender-essential-oil?sku=HE-LAVF-10-ML');
  await waitForHydration(page);
  await expect(price).not.toHaveText(anonymous);
});

test('search engines may read the search and cart pages, folded into one canonical each, but not the private areas', async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const prefix of ['', '/nl', '/en', '/de']) {
    expect(robots).toContain(`Disallow: ${prefix}/account\n`);
    expect(robots).toContain(`Disallow: ${prefix}/checkout\n`);
    expect(robots).not.toContain(`Disallow: ${prefix}/cart`);
  }
  const pages = [
    ['/en/search?q=lavender', `${baseURL}/en/search`],
    ['/de/search', `${baseURL}/de/search`],
    ['/en/cart?add=1', `${baseURL}/en/cart`],
    ['/cart', `${baseURL}/cart`],
  ] as const;
  for (const [path, canonical] of pages) {
    await page.goto(path);
    await expect(page.locator('link[rel=canonical]'), path).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[name=robots]'), path).toHaveCount(0);
    await expect(page.locator('meta[name=description]'), path).toHaveAttribute('content', /Maison Sauge/);
  }
  await page.goto('/en/checkout');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
});
