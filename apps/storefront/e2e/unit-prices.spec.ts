import { cartLine, waitForSync } from './cart-helpers';
import { queryDemoDatabase } from './demo-database';
import { expect, test, waitForHydration } from './fixtures';
import { LOCALES, localePath, messagesOf } from './messages';

/** The demo's True Lavender essential oil: one template, variants of 5, 10 and 30 ml. */
const CODE = 'HE-LAVF';

interface Variant {
  id: number;
  sku: string;
  capacity: string;
  value: number;
}

/** Its variants and their public prices, read from the demo catalogue the index is built from. */
const variants = queryDemoDatabase<Variant>(
  `SELECT v.id, v.sku, v.capacity, p.value FROM catalogue_variants v
     JOIN catalogue_templates t ON t.id = v.template_id
     JOIN catalogue_prices p ON p.variant_id = v.id AND p.role = 'default'
   WHERE t.code = ? ORDER BY v.sequence`,
  CODE,
);
const CHOSEN = variants.find((variant) => variant.capacity === '30 ml')!;
const SMALLEST = variants.find((variant) => variant.capacity === '5 ml')!;

/** Millilitres of "30 ml", checked here so that the test reads its own figure, not the shop's parser. */
const millilitres = (capacity: string) => Number(/^(\d+) ml$/.exec(capacity)![1]);

/** The price per litre of `amount` for `count` items of `capacity`, in cents then rounded half up. */
function perLitre(amount: number, capacity: string, count = 1): number {
  const cents = Math.round(amount * 100);
  const thousandths = millilitres(capacity) * count;
  return Math.floor((2 * cents * 1000 + thousandths) / (2 * thousandths)) / 100;
}

for (const locale of LOCALES) {
  test(`${locale}: a product sold by volume shows its price per litre on its page, its card and its cart line`, async ({
    page,
  }) => {
    expect(variants.length).toBeGreaterThanOrEqual(3);
    const messages = messagesOf(locale);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const shown = (amount: number, capacity: string, count?: number) =>
      `${money.format(perLitre(amount, capacity, count))}/l`;
    const [{ slug }] = queryDemoDatabase<{ slug: string }>(
      `SELECT x.slug FROM catalogue_template_texts x JOIN catalogue_templates t ON t.id = x.template_id
       WHERE t.code = ? AND x.locale = ?`,
      CODE,
      locale,
    ) as [{ slug: string }];
    const unitPriceIn = (scope: ReturnType<typeof page.locator>) => ({
      seen: scope.getByTestId('unit-price').locator('[aria-hidden="true"]'),
      said: scope.getByTestId('unit-price').locator('.sr-only'),
    });

    // The product page, on the chosen variant: its price, and that price ÷ 0.030 l.
    await page.goto(localePath(locale, `/${slug}?sku=${CHOSEN.sku}`));
    const price = page.getByTestId('product-price').first();
    await expect(price).toContainText(money.format(CHOSEN.value));
    const onPage = unitPriceIn(price);
    await expect(onPage.seen).toHaveText(shown(CHOSEN.value, CHOSEN.capacity));
    // Screen readers hear the words of the language, with the same figure.
    const said = spaces((await onPage.said.textContent())!);
    expect(said).toContain(spaces(money.format(perLitre(CHOSEN.value, CHOSEN.capacity))));
    expect(said).not.toContain('/l');

    // Another variant chosen: the unit price follows it.
    await waitForHydration(page);
    await page.getByTestId('variant-selector').getByRole('link', { name: SMALLEST.capacity }).click();
    await expect(onPage.seen).toHaveText(shown(SMALLEST.value, SMALLEST.capacity));

    // Its card on its category's page: the card's variant's price ÷ its capacity.
    await page
      .getByRole('navigation', { name: messages['breadcrumb.label'] })
      .getByRole('link')
      .last()
      .click();
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.locator(`a[href$="/${slug}"]`) })
      .first();
    await expect(card).toBeVisible();
    const cardPrice = spaces(
      (await card.getByTestId('product-price').locator('.font-semibold').textContent())!,
    );
    const cardVariant = variants.find((variant) => spaces(money.format(variant.value)) === cardPrice);
    expect(cardVariant, `a variant priced ${cardPrice}`).toBeDefined();
    await expect(unitPriceIn(card).seen).toHaveText(shown(cardVariant!.value, cardVariant!.capacity));

    // Two of the chosen variant in the cart: the line's amount ÷ 0.060 l.
    await page.goto(localePath(locale, `/cart?add=${CHOSEN.id}&qty=2`));
    await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
    await waitForSync(page);
    const amount = cartLine(page, CHOSEN.id).getByTestId('cart-line-amount');
    await expect(amount).toContainText(money.format(2 * CHOSEN.value));
    await expect(unitPriceIn(amount).seen).toHaveText(shown(2 * CHOSEN.value, CHOSEN.capacity, 2));
  });
}
