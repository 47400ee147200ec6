import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTaxes } from './taxes.ts';

describe('computeTaxes: one percentage tax, rounded per line', () => {
  it('keeps a tax-included price as the total and takes the untaxed amount out of it', () => {
    expect(computeTaxes({ unitPrice: 8.9, qty: 3, taxRate: 0.21, priceInclude: true })).toEqual({
      untaxed: 22.07,
      tax: 4.63,
      total: 26.7,
    });
  });

  it('adds the tax on top of a net price', () => {
    // 5,90 € at 21 % is 1,239 € of VAT: 7,14 € in all.
    expect(computeTaxes({ unitPrice: 5.9, qty: 1, taxRate: 0.21, priceInclude: false })).toEqual({
      untaxed: 5.9,
      tax: 1.24,
      total: 7.14,
    });
  });

  it('always costs the price times the quantity to the cent, tax and untaxed adding up (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(0, 0.06, 0.12, 0.21),
        fc.boolean(),
        (cents, qty, taxRate, priceInclude) => {
          const { untaxed, tax, total } = computeTaxes({
            unitPrice: cents / 100,
            qty,
            taxRate,
            priceInclude,
          });
          expect(Math.round(untaxed * 100) + Math.round(tax * 100)).toBe(Math.round(total * 100));
          expect(priceInclude ? total : untaxed).toBe((cents * qty) / 100);
          const exactTax = priceInclude ? total - total / (1 + taxRate) : untaxed * taxRate;
          expect(Math.abs(tax - exactTax)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
