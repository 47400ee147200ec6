// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Price, ProductCardData } from '~/domain/catalog';
import { formatPrice } from '~/domain/money';
import { parseNetQuantity } from '~/domain/unit-price';
import { IntlProvider } from '~/i18n/intl';
import type { Locale } from '~/i18n/locales';
import { catalogues } from '~/i18n/messages.server';
import type { PriceSource } from '~/services/pricelist/price-source';
import { reactTestRoots } from '../react-test-kit';
import { PricelistProvider } from './pricelist-context';
import { ProductCard } from './product-card';

const price = (value: number, taxIncluded = true): Price => ({
  value,
  taxIncluded,
  originalValue: value,
  discount: 0,
});

const card = (extra: Partial<ProductCardData> = {}): ProductCardData => ({
  id: 11,
  modelName: 'True Lavender essential oil',
  urlKey: 'true-lavender-essential-oil',
  main: true,
  sku: 'HE-LAVF-5-ML',
  variantCount: 3,
  stock: { qty: 4, state: 'in_stock' },
  prices: { default: price(6.9) },
  ...extra,
});

/** A professional customer's price source that knows every product's price already. */
function knownPrices(own: Price): PriceSource {
  const entry = { state: 'known', price: own } as const;
  return { subscribe: () => () => undefined, entry: () => entry, want: () => undefined };
}

const roots = reactTestRoots();

async function rendered(product: ProductCardData, locale: Locale = 'en', source?: PriceSource) {
  const container = document.createElement('div');
  document.body.append(container);
  const element = (
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <PricelistProvider value={{ pricelist: source ? 'b2b' : 'default', source }}>
        <ProductCard product={product} />
      </PricelistProvider>
    </IntlProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [`/${locale}`] });
  await act(async () => {
    roots.current = createRoot(container);
    roots.current.render(<RouterProvider router={router} />);
  });
  return container;
}

const unitPriceOf = (container: HTMLElement) => container.querySelector('[data-testid="unit-price"]');

describe("a product card's unit price", () => {
  it.each([
    ['fr', '1 380,00 €/l', 'soit 1 380,00 € le litre'],
    ['nl', '€ 1.380,00/l', 'of € 1.380,00 per liter'],
    ['en', '€1,380.00/l', 'or €1,380.00 per litre'],
    ['de', '1.380,00 €/l', 'entspricht 1.380,00 € pro Liter'],
  ] as const)('%s: is written as the page writes prices, and said in words', async (locale, shown, said) => {
    const container = await rendered(card({ netQuantity: parseNetQuantity('5 ml') }), locale);
    const unit = unitPriceOf(container);
    const spaces = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaces(unit?.querySelector('[aria-hidden="true"]')?.textContent)).toBe(shown);
    expect(spaces(unit?.querySelector('.sr-only')?.textContent)).toBe(said);
  });

  it('is per kilogram for a product sold by weight', async () => {
    const container = await rendered(
      card({ prices: { default: price(12.9) }, netQuantity: parseNetQuantity('50 g') }),
    );
    expect(unitPriceOf(container)?.textContent).toContain(`${formatPrice(258, 'en')}/kg`);
    expect(unitPriceOf(container)?.textContent).toContain('per kilogram');
  });

  it('is absent for a product sold by the piece', async () => {
    const container = await rendered(card());
    expect(container.querySelector('[data-testid="product-price"]')).not.toBeNull();
    expect(unitPriceOf(container)).toBeNull();
  });

  it("follows a professional customer's price, without tax as it is", async () => {
    const container = await rendered(
      card({ netQuantity: parseNetQuantity('10 ml') }),
      'en',
      knownPrices(price(4.5, false)),
    );
    expect(container.querySelector('[data-testid="product-price"]')?.textContent).toContain('excl. VAT');
    expect(unitPriceOf(container)?.textContent).toContain(`${formatPrice(450, 'en')}/l`);
  });
});
