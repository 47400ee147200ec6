import { describe, expect, it } from 'vitest';
import { parseImageSizeKeys } from '~/domain/image-sizes';
import { productPath } from '~/domain/product-path';
import { toCategory } from './category-mapper';
import { InvalidDocumentError, toPricelistPrice, toProduct } from './product-mapper';

const price = (value: number, taxIncluded = true) => ({
  value,
  tax_included: taxIncluded,
  original_value: value,
  discount: 0,
});
const document = (prices: Record<string, unknown>) => ({
  id: 7,
  url_key: 'lavender',
  name: 'Lavender',
  ...prices,
});

/** The multi-price exporter's default pricelist, as SHOP_SEARCH_DEFAULT_PRICELIST_ID=1 names it. */
const DEFAULT_PATH = 'price_by_pricelist.1';

describe('product prices leaving the index', () => {
  it("keep only the default pricelist's price, whatever other pricelists the document has", () => {
    const product = toProduct(
      document({ price_by_pricelist: { '1': price(10), '2': price(8.5), '3': price(5.8, false) } }),
      [],
      undefined,
      DEFAULT_PATH,
    );
    expect(product.prices).toEqual({
      default: { value: 10, taxIncluded: true, originalValue: 10, discount: 0 },
    });
    expect(JSON.stringify({ ...product, variants: [] })).not.toMatch(/8\.5|5\.8/);
  });

  it("keep a variant's default price only, too", () => {
    const product = toProduct(
      document({ price_by_pricelist: { '1': price(10) } }),
      [
        document({ price_by_pricelist: { '1': price(10), '2': price(8.5) } }),
        { ...document({ price_by_pricelist: { '1': price(12), '3': price(7) } }), id: 8 },
      ],
      undefined,
      DEFAULT_PATH,
    );
    expect(product.variants.map((variant) => Object.keys(variant.prices))).toEqual([
      ['default'],
      ['default'],
    ]);
  });

  it("read the single-price exporter's price as the default one, and nothing else as it", () => {
    expect(toProduct(document({ price: price(16.5) })).prices.default?.value).toBe(16.5);
    expect(toProduct(document({ price_by_pricelist: { '1': price(3), '7': price(2) } })).prices).toEqual({});
    expect(toProduct(document({ price: price(16.5) }), [], undefined, DEFAULT_PATH).prices).toEqual({});
  });

  it('lose only the malformed entry of a pricelist map', () => {
    const product = toProduct(
      document({ price_by_pricelist: { '1': price(10), '2': { value: 'x' }, x_other: 'text' } }),
      [],
      undefined,
      DEFAULT_PATH,
    );
    expect(product.prices.default?.value).toBe(10);
  });
});

describe("a pricelist's price read alone", () => {
  it("is read at the pricelist's path", () => {
    expect(
      toPricelistPrice({ id: 7, price_by_pricelist: { '2': price(8.5) } }, 'price_by_pricelist.2'),
    ).toEqual({
      id: 7,
      price: { value: 8.5, taxIncluded: true, originalValue: 8.5, discount: 0 },
    });
    expect(toPricelistPrice({ id: 7, price: price(4) }, 'price')?.price.value).toBe(4);
  });

  it('is none when the document has no price there or a malformed one', () => {
    expect(toPricelistPrice({ id: 7 }, 'price_by_pricelist.2')).toBeUndefined();
    expect(toPricelistPrice({ id: 7, price: price(16.5) }, 'price_by_pricelist.2')).toBeUndefined();
    expect(
      toPricelistPrice({ id: 7, price_by_pricelist: { '2': { value: 'x' } } }, 'price_by_pricelist.2'),
    ).toBeUndefined();
    expect(
      toPricelistPrice({ price_by_pricelist: { '2': price(8) } }, 'price_by_pricelist.2'),
    ).toBeUndefined();
    expect(
      toPricelistPrice(
        { id: 7, price_by_pricelist: { toString: price(1) } },
        'price_by_pricelist.constructor',
      ),
    ).toBeUndefined();
  });
});

/** A variant as Shopinvader 16.0 indexes it with few optional modules (docs/contracts/search.md#product-document). */
const STOCK_16 = {
  id: 41,
  model: { name: 'Lavender oil' },
  main: true,
  name: 'Lavender oil (10 ml)',
  short_name: null,
  variant_count: 1,
  categories: [{ id: 3, name: 'Oils', level: 0, parent: null, childs: [] }],
  sku: 'HE-LAV-10',
  variant_attributes: {},
};

describe('a product document with optional fields missing or odd', () => {
  it('without url_key (shopinvader_product_url not installed, or a null key) is a product without a page', () => {
    for (const document of [STOCK_16, { ...STOCK_16, url_key: null }]) {
      const product = toProduct(document);
      expect(product.urlKey).toBe('');
      expect(productPath(product)).toBe('');
      expect(product.name).toBe('Lavender oil (10 ml)');
      expect(product.categories.map((category) => category.name)).toEqual(['Oils']);
    }
  });

  it('without a price has no price, and keeps everything else', () => {
    const product = toProduct({ ...STOCK_16, url_key: 'lavender-oil', price: null });
    expect(product.prices).toEqual({});
    expect(productPath(product)).toBe('/lavender-oil');
  });

  it('loses only the optional fields of an odd type', () => {
    const product = toProduct({
      ...STOCK_16,
      url_key: 'lavender-oil',
      seo_title: 42,
      brand: [1, 2],
      stock: 'plenty',
      price: { value: 'cheap' },
      images: [{ medium: { alt: 'no src' } }, 'not a picture'],
      redirect_url_key: 'old-key',
      links: { cross_selling: 'x' },
    });
    expect(product.seoTitle).toBeUndefined();
    expect(product.brand).toBeUndefined();
    expect(product.stock).toEqual({ qty: undefined, state: undefined });
    expect(product.prices).toEqual({});
    expect(product.images).toEqual([]);
    expect(product.redirectUrlKeys).toEqual([]);
    expect(product.crossSellingIds).toEqual([]);
    expect(product.urlKey).toBe('lavender-oil');
  });

  it('without an id is refused, naming the contract', () => {
    expect(() => toProduct({ ...STOCK_16, id: undefined })).toThrow(InvalidDocumentError);
  });
});

describe('what a variant holds, for its unit price', () => {
  it('is read from its attributes, else its capacity; a variant sold by the piece has none', () => {
    const variant = (fields: Record<string, unknown>) =>
      toProduct({ ...document({}), ...fields }).netQuantity;
    expect(variant({ variant_attributes: { contenance: '5 ml' } })).toEqual({ amount: 0.005, unit: 'l' });
    expect(variant({ variant_attributes: { scent: 'Rose' }, capacity: '100 g' })).toEqual({
      amount: 0.1,
      unit: 'kg',
    });
    expect(variant({ variant_attributes: { colour: 'Black' }, capacity: 'large' })).toBeUndefined();
    expect(variant({ variant_attributes: { capacity: 5 } })).toBeUndefined();
  });
});

describe("pictures in the index's own size names (SHOP_SEARCH_IMAGE_SIZES)", () => {
  const picture = (size: string) => ({
    src: `https://odoo.example/img/${size}.webp`,
    alt: 'Lavender',
    tag: '',
  });
  const document = {
    ...STOCK_16,
    url_key: 'lavender-oil',
    images: [{ thumb: picture('thumb'), card: picture('card'), zoom: picture('zoom') }],
  };

  it('reads each shown size from the key the shop configured', () => {
    const keys = parseImageSizeKeys('{"small":"thumb","medium":"card","large":"zoom","xlarge":"zoom"}');
    const [set] = toProduct(document, [], keys).images;
    expect(set?.small?.src).toBe('https://odoo.example/img/thumb.webp');
    expect(set?.medium?.src).toBe('https://odoo.example/img/card.webp');
    expect(set?.large?.src).toBe('https://odoo.example/img/zoom.webp');
    expect(set?.xlarge?.alt).toBe('Lavender');
  });

  it('by default reads small, medium, large and xlarge, so other names give no picture, not an error', () => {
    expect(toProduct(document).images).toEqual([]);
    const [set] = toProduct({ ...document, images: [{ small: picture('s'), large: picture('l') }] }).images;
    expect(Object.keys(set ?? {})).toEqual(['small', 'large']);
  });

  it('keeps every picture of the list in its order; an odd entry costs itself, not the others', () => {
    const sets = toProduct({
      ...document,
      images: [
        { small: picture('front'), large: picture('front-l') },
        { large: { alt: 'no src' } },
        'not a picture',
        { small: picture('side'), large: { src: 42 } },
        { small: picture('back') },
      ],
    }).images;
    expect(sets.map((set) => set.small?.src)).toEqual([
      'https://odoo.example/img/front.webp',
      'https://odoo.example/img/side.webp',
      'https://odoo.example/img/back.webp',
    ]);
    expect(sets[1]?.large).toBeUndefined();
  });

  it('applies to category pictures too', () => {
    const keys = parseImageSizeKeys('{"medium":"card"}');
    const category = toCategory(
      { id: 3, name: 'Oils', level: 0, url_key: 'oils', images: [{ card: picture('card') }] },
      keys,
    );
    expect(category.images[0]?.medium?.src).toBe('https://odoo.example/img/card.webp');
  });
});
