import { describe, expect, it } from 'vitest';
import { isPricelistName } from './catalog';
import { MAX_PRICE_IDS, pricePathOf, pricesAddress, readPriceIds } from './pricelist';

describe('the ids the prices endpoint takes', () => {
  it('reads a comma-separated list of product ids, each once', () => {
    expect(readPriceIds('12,7, 12,300')).toEqual({ ok: true, ids: [12, 7, 300] });
    expect(readPriceIds('1')).toEqual({ ok: true, ids: [1] });
  });

  it.each([null, '', ',', '1,,2', '0', '-3', '1.5', '2e3', 'abc', '1;2', '12345678901234567'])(
    'refuses %j with a message naming the parameter',
    (raw) => {
      const reading = readPriceIds(raw);
      expect(reading.ok).toBe(false);
      expect(!reading.ok && reading.message).toMatch(/^ids must be/);
    },
  );

  it(`takes at most ${MAX_PRICE_IDS} ids`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    expect(readPriceIds(ids(MAX_PRICE_IDS))).toMatchObject({ ok: true });
    expect(readPriceIds(ids(MAX_PRICE_IDS + 1))).toEqual({
      ok: false,
      message: `ids may list at most ${MAX_PRICE_IDS} products`,
    });
  });

  it('writes the address the browser asks', () => {
    expect(pricesAddress([3, 5], 'nl')).toBe('/api/prices?ids=3%2C5&locale=nl');
  });
});

describe('pricelist names', () => {
  it('are letters, digits, _ and - only, as index field paths need', () => {
    expect(['default', 'therapist', 'b2b', '7', 'pro_2-x'].every(isPricelistName)).toBe(true);
    expect(['', 'a.b', 'a b', 'x'.repeat(41), 7, null].some(isPricelistName)).toBe(false);
  });
});

describe("where a pricelist's prices are in the index (the released exporters)", () => {
  it("are under the configured public pricelist id for visitors, and the customer's own id otherwise", () => {
    expect(pricePathOf('default', '1')).toBe('price_by_pricelist.1');
    expect(pricePathOf('7', '1')).toBe('price_by_pricelist.7');
  });

  it("are the single-price exporter's `price` for visitors, and nowhere for a customer's pricelist", () => {
    expect(pricePathOf('default', undefined)).toBe('price');
    expect(pricePathOf('7', undefined)).toBeUndefined();
  });
});
