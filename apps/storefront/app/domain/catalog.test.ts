import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardCategory,
  cardProduct,
  groupByUrlKey,
  isDiscounted,
  pageProduct,
  priceFor,
  stripTags,
  selectedVariant,
  sortByLevel,
  type Category,
  type Product,
} from './catalog';
import { META_DESCRIPTION_MAX, metaDescription, productSeoTitle } from './catalog-seo';

const price = (value: number, originalValue = value) => ({
  value,
  taxIncluded: true,
  originalValue,
  discount: 0,
});

/** A picture of one size, as the index names it. */
const image = (size: string) => ({ src: `${size}.jpg`, alt: 'A picture' });

describe('catalogue rules (docs/product/entities.md#product, docs/product/roles.md#customer-types)', () => {
  it("shows the price of the visitor's pricelist, the default one otherwise", () => {
    const prices = { default: price(10), therapist: price(8) };
    expect(priceFor(prices, 'therapist')?.value).toBe(8);
    expect(priceFor(prices, 'b2b')?.value).toBe(10);
    expect(priceFor(prices, undefined)?.value).toBe(10);
    expect(priceFor({}, 'default')).toBeUndefined();
  });

  it('marks a price discounted only when the original is higher', () => {
    expect(isDiscounted(price(8, 10))).toBe(true);
    expect(isDiscounted(price(10, 10))).toBe(false);
  });

  it('shows the variant the address names by its sku, else the product as indexed', () => {
    const first = { sku: 'LAV-10' } as Product;
    const second = { sku: 'LAV-30' } as Product;
    const product = { sku: 'LAV-10', variants: [first, second] } as unknown as Product;
    expect(selectedVariant(product, 'LAV-30')).toBe(second);
    expect(selectedVariant(product, 'NOPE')).toBe(product);
    expect(selectedVariant(product, null)).toBe(product);
  });

  it('a card carries what it shows, and its picture in the size it shows', () => {
    const product = {
      id: 7,
      modelName: 'Lavender',
      urlKey: 'lavender',
      main: false,
      sku: 'LAV-10',
      name: 'Lavender 10 ml',
      variantCount: 3,
      stock: { qty: 4, state: 'in_stock' },
      prices: { default: price(9) },
      description: '<p>Long</p>',
      categories: [{ id: 1, name: 'Oils', level: 0, urlKey: 'oils' }],
      redirectUrlKeys: ['old-lavender'],
      variantAttributes: { capacity: '10 ml' },
      netQuantity: { amount: 0.01, unit: 'l' },
      images: [
        { small: image('small'), medium: image('medium'), large: image('large') },
        { small: image('b') },
      ],
      crossSellingIds: [3],
      upSellingIds: [4],
      variants: [{ sku: 'LAV-30' }],
      brand: 'Terre',
      extras: { origin: 'France' },
    } as unknown as Product;
    const card = cardProduct(product);
    expect(card).toMatchObject({
      id: 7,
      modelName: 'Lavender',
      urlKey: 'lavender',
      main: false,
      sku: 'LAV-10',
      variantCount: 3,
      stock: product.stock,
      prices: product.prices,
      image: image('medium'),
    });
    // Nothing the card does not show: texts, categories, links, other pictures, variants.
    expect(Object.keys(card).sort()).toEqual([
      'id',
      'image',
      'main',
      'modelName',
      'netQuantity',
      'prices',
      'sku',
      'stock',
      'urlKey',
      'variantCount',
    ]);
    expect(card.netQuantity).toEqual({ amount: 0.01, unit: 'l' });
    expect('netQuantity' in cardProduct({ ...product, netQuantity: undefined })).toBe(false);
    expect(cardProduct({ ...product, images: [{ small: image('small') }] }).image).toEqual(image('small'));
    expect('image' in cardProduct({ ...product, images: [] })).toBe(false);
  });

  it("a categories section's card carries the category's name, address and picture", () => {
    const category = {
      id: 10,
      name: 'Essential oils',
      urlKey: 'aromatherapy/essential-oils',
      level: 1,
      description: '<p>Long</p>',
      seoTitle: 'Oils',
      redirectUrlKeys: ['oils'],
      images: [{ small: image('small'), medium: image('medium'), xlarge: image('xlarge') }],
      parents: [{ id: 1, name: 'Aromatherapy', level: 0, urlKey: 'aromatherapy' }],
      children: [{ id: 100, name: 'Sleep' }],
    } as unknown as Category;
    const card = cardCategory(category);
    expect(card).toMatchObject({ id: 10, name: 'Essential oils', urlKey: 'aromatherapy/essential-oils' });
    expect(card.images).toEqual([{ medium: image('medium') }]);
    expect([card.description, card.seoTitle, card.redirectUrlKeys, card.parents, card.children]).toEqual([
      undefined,
      undefined,
      [],
      [],
      [],
    ]);
  });

  it("a product page's data holds the variant shown whole, the others as the selector needs them", () => {
    const variant = (sku: string) =>
      ({
        sku,
        id: sku.length,
        name: sku,
        description: `<p>${sku}</p>`,
        extras: { capacity: sku },
        images: [{ small: { src: `${sku}.jpg`, alt: sku } }],
        categories: [{ id: 1, name: 'Oils', level: 0, urlKey: 'oils' }],
        prices: { default: price(sku.length) },
        variants: [],
      }) as unknown as Product;
    const [ten, thirty] = [variant('LAV-10'), variant('LAV-30')];
    const product = { ...variant('LAV-10'), variants: [ten, thirty] } as Product;
    const chosen = pageProduct(product, 'LAV-30');
    expect(selectedVariant(chosen, 'LAV-30')).toBe(thirty);
    expect(
      chosen.variants.map((v) => [
        v.sku,
        v.id,
        v.prices.default?.value,
        v.description,
        v.extras,
        v.images.length,
      ]),
    ).toEqual([
      ['LAV-10', 6, 6, '', {}, 0],
      ['LAV-30', 6, 6, '<p>LAV-30</p>', { capacity: 'LAV-30' }, 1],
    ]);
    expect(chosen.variants.map((v) => v.categories.length)).toEqual([0, 1]);
    // Without a sku the page shows the product as indexed: no variant needs its texts.
    const plain = pageProduct(product, null);
    expect(selectedVariant(plain, null)).toBe(plain);
    expect(plain.description).toBe('<p>LAV-10</p>');
    expect(plain.variants.map((v) => v.description)).toEqual(['', '']);
    expect(product.variants).toEqual([ten, thirty]);
  });

  it('sorts categories by level, top first', () => {
    expect(sortByLevel([{ level: 2 }, { level: 0 }, { level: 1 }]).map((c) => c.level)).toEqual([0, 1, 2]);
  });

  it('falls back to the name when there is no SEO title', () => {
    expect(productSeoTitle({ seoTitle: undefined, name: 'Lavender' })).toBe('Lavender');
    expect(productSeoTitle({ seoTitle: 'Lavender | Shop', name: 'Lavender' })).toBe('Lavender | Shop');
  });

  it('keeps a given meta description, else builds one from title, short description and description', () => {
    expect(metaDescription({ metaDescription: 'Given', title: 'T' })).toBe('Given');
    expect(
      metaDescription({
        title: 'Lavender',
        shortDescription: '<p>Calming &amp; soft</p>',
        description: '<p>From <b>Provence</b>.</p>',
      }),
    ).toBe('Lavender Calming & soft From Provence .');
  });

  it('never exceeds 255 characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (title, short, long) => {
        expect(
          metaDescription({ title, shortDescription: short, description: long }).length,
        ).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      }),
    );
    expect(metaDescription({ title: 'x'.repeat(400) })).toHaveLength(255);
  });

  it('strips tags and folds spaces', () => {
    expect(stripTags('<p>a</p>\n<p>b&nbsp;c</p>')).toBe('a b c');
    expect(stripTags(undefined)).toBe('');
  });

  it('groups variants by url_key, keeping their order', () => {
    const groups = groupByUrlKey([
      { urlKey: 'a', id: 1 },
      { urlKey: 'b', id: 2 },
      { urlKey: 'a', id: 3 },
    ]);
    expect([...groups.entries()].map(([key, items]) => [key, items.map((i) => i.id)])).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });
});
