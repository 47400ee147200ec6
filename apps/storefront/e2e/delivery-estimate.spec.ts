import { addByLink, sellableProductIds } from './cart-helpers';
import { accessibilityViolations, expect, test } from './fixtures';
import { messagesOf } from './messages';

const [PRODUCT] = sellableProductIds(1) as [number];

interface ErpCarrier {
  name: string;
  description: string | null;
  price_applied_to_cart: number | null;
  price_applied_to_cart_tax_incl?: number | null;
}

test("the cart lists each carrier with the ERP's price for it and its own description", async ({
  page,
  baseURL,
}) => {
  await addByLink(page, PRODUCT, 1);
  const answer = await page.request.get('/shopinvader/carts/current/delivery_carriers', {
    headers: { Origin: baseURL!, 'Accept-Language': 'en_us' },
  });
  const carriers = ((await answer.json()) as ErpCarrier[]).filter((carrier) => carrier.description);
  expect(carriers.length).toBeGreaterThan(0);

  const section = page.getByRole('region', { name: messagesOf('en')['delivery.estimates.title'] });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(carriers.length);
  for (const [index, carrier] of carriers.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(carrier.name);
    await expect(item).toContainText(carrier.description!);
    // The page is tax included: the ERP's taxed figure when it gives one, else its untaxed one said so.
    const taxed = carrier.price_applied_to_cart_tax_incl ?? null;
    const price = taxed ?? carrier.price_applied_to_cart!;
    const shown = messagesOf('en')['checkout.delivery.price_untaxed']!.replace(
      '{price}',
      `€${price.toFixed(2)}`,
    );
    await expect(item.getByTestId('carrier-price')).toHaveText(
      price === 0 ? 'Free' : taxed === null ? shown : `€${price.toFixed(2)}`,
    );
  }
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the product page says, in the page's language and without its scripts, what the ERP says of its carriers", async ({
  browser,
  page,
}) => {
  // The ERP answers its carriers to a known partner: a visitor with a cart is one.
  await addByLink(page, PRODUCT, 1);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const french = await noScript.newPage();
    await french.goto('/huile-essentielle-de-lavande-fine');
    const section = french.getByRole('region', { name: messagesOf('fr')['delivery.estimates.title'] });
    await expect(section).toContainText('Livraison standard');
    await expect(section).toContainText('En 2 à 4 jours ouvrables');
    // No price is said where the ERP gives none: the product page has no cart to price.
    await expect(section.getByTestId('carrier-price')).toHaveCount(0);
  } finally {
    await noScript.close();
  }
});
