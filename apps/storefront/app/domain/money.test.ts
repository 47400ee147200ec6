import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatUnitPrice, roundCents, sumCents } from './money';

describe('prices in euros, written per language', () => {
  it.each([
    ['fr', /^1\s234,50\s€$/],
    ['nl', /^€\s1\.234,50$/],
    ['en', /^€1,234\.50$/],
    ['de', /^1\.234,50\s€$/],
  ] as const)('%s', (locale, pattern) => {
    expect(formatPrice(1234.5, locale)).toMatch(pattern);
  });
});

describe('unit prices: to the cent when exact, else to four decimals', () => {
  it.each([
    ['fr', 7.57, /^7,57\s€$/],
    ['en', 12.51 / 2, /^€6\.255$/],
    ['de', 12.51 / 7, /^1,7871\s€$/],
    ['nl', 1234.5, /^€\s1\.234,50$/],
  ] as const)('%s %d', (locale, amount, pattern) => {
    expect(formatUnitPrice(amount, locale)).toMatch(pattern);
  });
});

describe('amounts the shop computes are rounded to the cent half-up, as Odoo rounds a currency', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.015, 1.02],
    [0.125, 0.13],
    [-1.005, -1.01],
    [-0.125, -0.13],
    [10.004999, 10],
    [7.14, 7.14],
    [0.1 + 0.2, 0.3],
    [-0.001, 0],
    [0, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d → %d', (amount, rounded) => {
    expect(roundCents(amount)).toBe(rounded);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundCents(-0.004), 0)).toBe(true);
  });

  it('gives back any amount already in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(roundCents(cents / 100)).toBe(cents / 100);
      }),
    );
  });

  it('adds amounts and rounds once', () => {
    expect(sumCents([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumCents([5.9, 1.24])).toBe(7.14);
    expect(sumCents([])).toBe(0);
  });
});
