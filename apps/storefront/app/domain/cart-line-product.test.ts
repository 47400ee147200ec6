import { describe, expect, it } from 'vitest';
import { variant } from './catalog-test-kit';
import {
  cleanLineName,
  LINE_PRODUCTS_MAX,
  lineDisplay,
  lineProductsAmong,
  lineProductsPath,
  readLineProductIds,
} from './cart-line-product';

describe('the product ids the line endpoint accepts', () => {
  const read = (query: string) => readLineProductIds(new URLSearchParams(query));

  it('reads a list, sorted and without duplicates', () => {
    expect(read('ids=12,3,12')).toEqual({ ids: [3, 12] });
    expect(read('ids=5&ids=4')).toEqual({ ids: [4, 5] });
  });

  it.each([
    '',
    'ids=',
    'ids=1,,2',
    'ids=0',
    'ids=-1',
    'ids=1.5',
    'ids=abc',
    'ids=01',
    'ids=99999999999',
    'ids=2147483648',
  ])('refuses %j', (query) => {
    expect(read(query)).toHaveProperty('error');
  });

  it(`refuses more than ${LINE_PRODUCTS_MAX} ids`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    expect(read(`ids=${ids(LINE_PRODUCTS_MAX)}`)).toHaveProperty('ids');
    expect(read(`ids=${ids(LINE_PRODUCTS_MAX + 1)}`)).toHaveProperty('error');
    expect(read(`ids=${'7,'.repeat(LINE_PRODUCTS_MAX)}7`)).toHaveProperty('error');
  });

  it('is asked for at one address per set of products', () => {
    expect(lineProductsPath('nl', [12, 3, 12])).toBe('/api/cart-products?locale=nl&ids=3,12');
  });
});

describe('lines show the product as the catalogue knows it', () => {
  const main = variant(11);
  main.variants = [main, variant(30)];

  it('finds the asked variants, also among a product’s other variants, in the order asked', () => {
    const found = lineProductsAmong([main], [30, 11, 99]);
    expect(found).toEqual([
      {
        id: 30,
        name: 'Huile essentielle de Lavande fine',
        variant: '30 ml',
        image: { src: '/media/30/small.svg', alt: '' },
        path: '/huile-essentielle-lavande-fine?sku=HE-LAVF-30-ML',
        prices: main.prices,
        netQuantity: { amount: 0.03, unit: 'l' },
      },
      expect.objectContaining({ id: 11, path: '/huile-essentielle-lavande-fine' }),
    ]);
  });

  it('names the variant by its attributes when it has no short name, and a single product by its name alone', () => {
    expect(lineProductsAmong([variant(5, { shortName: '' })], [5])[0]?.variant).toBe('5 ml');
    const single = variant(6, { shortName: '', variantAttributes: {}, modelName: '', name: 'Savon' });
    expect(lineProductsAmong([single], [6])[0]).toMatchObject({ name: 'Savon', variant: '' });
  });

  it('carries what a variant sold by volume or weight holds, and nothing for another', () => {
    expect(lineProductsAmong([variant(5)], [5])[0]?.netQuantity).toEqual({ amount: 0.005, unit: 'l' });
    const stand = variant(8, { variantAttributes: { colour: 'Black' }, netQuantity: undefined });
    expect(lineProductsAmong([stand], [8])[0]).not.toHaveProperty('netQuantity');
  });

  it('shows the catalogue’s product, else the ERP’s name without its SKU, no picture and no link', () => {
    const [product] = lineProductsAmong([main], [11]);
    expect(lineDisplay('[HE-LAVF-5-ML] Huile essentielle de Lavande fine (5 ml)', product)).toEqual({
      name: 'Huile essentielle de Lavande fine',
      variant: '11 ml',
      image: { src: '/media/11/small.svg', alt: '' },
      path: '/huile-essentielle-lavande-fine',
    });
    expect(lineDisplay('[HE-LAVF-5-ML] Huile essentielle de Lavande fine (5 ml)', undefined)).toEqual({
      name: 'Huile essentielle de Lavande fine (5 ml)',
      variant: '',
      image: null,
      path: null,
    });
  });

  it.each([
    ['[HE-LAVF-5-ML] Huile essentielle', 'Huile essentielle'],
    ['  [A] [B] Savon ', '[B] Savon'],
    ['Savon [bio]', 'Savon [bio]'],
    ['Livraison standard', 'Livraison standard'],
    ['[SKU-ONLY]', ''],
  ])('cleans %j to %j', (name, clean) => {
    expect(cleanLineName(name)).toBe(clean);
  });
});
