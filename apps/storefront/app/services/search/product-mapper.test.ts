import { describe, expect, it } from 'vitest';
import { toPricelistPrice, toProduct } from './product-mapper';

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

describe('product prices leaving the index', () => {
  it("keep only the default pricelist's price, whatever other pricelists the document has", () => {
    const product = toProduct(
      document({ price: { default: price(10), therapist: price(8.5), b2b: price(5.8, false) } }),
    );
    expect(product.prices).toEqual({
      default: { value: 10, taxIncluded: true, originalValue: 10, discount: 0 },
    });
    expect(JSON.stringify({ ...product, variants: [] })).not.toMatch(/therapist|b2b|8\.5|5\.8/);
  });

  it("keep a variant's default price only, too", () => {
    const product = toProduct(document({ price: { default: price(10) } }), [
      document({ price: { default: price(10), therapist: price(8.5) } }),
      { ...document({ price: { default: price(12), b2b: price(7) } }), id: 8 },
    ]);
    expect(product.variants.map((variant) => Object.keys(variant.prices))).toEqual([
      ['default'],
      ['default'],
    ]);
  });

  it('read a single price as the default one, and per-pricelist-id prices as none', () => {
    expect(toProduct(document({ price: price(16.5) })).prices.default?.value).toBe(16.5);
    expect(toProduct(document({ price_by_pricelist: { '1': price(3), '7': price(2) } })).prices).toEqual({});
  });
});

describe("a pricelist's price read alone", () => {
  it('is read from the per-role and the per-pricelist-id shapes', () => {
    expect(toPricelistPrice({ id: 7, price: { therapist: price(8.5) } }, 'therapist')).toEqual({
      id: 7,
      price: { value: 8.5, taxIncluded: true, originalValue: 8.5, discount: 0 },
    });
    expect(toPricelistPrice({ id: 7, price_by_pricelist: { '3': price(4) } }, '3')?.price.value).toBe(4);
  });

  it('is none when the document has no price there or a malformed one', () => {
    expect(toPricelistPrice({ id: 7 }, 'therapist')).toBeUndefined();
    expect(toPricelistPrice({ id: 7, price: price(16.5) }, 'therapist')).toBeUndefined();
    expect(toPricelistPrice({ id: 7, price: { therapist: { value: 'x' } } }, 'therapist')).toBeUndefined();
    expect(toPricelistPrice({ price: { therapist: price(8) } }, 'therapist')).toBeUndefined();
    expect(toPricelistPrice({ id: 7, price: { toString: price(1) } }, 'constructor')).toBeUndefined();
  });
});
