import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, roundMoney, sumMoney } from './money.ts';

/** The decimal `cents / 100` followed by a 5: a value exactly halfway between two cents, as written. */
const halfway = (cents: number) =>
  Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}5`);

describe('roundMoney: Odoo float_round to 0.01, HALF-UP', () => {
  it('rounds half a cent away from zero, whatever the binary form of the decimal', () => {
    // Each of these is stored just below its half (1.005 is 1.00499999999999989…).
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.015)).toBe(1.02);
    expect(roundMoney(0.285)).toBe(0.29);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(2.225)).toBe(2.23);
    expect(roundMoney(22.2 * 0.1)).toBe(2.22);
    expect(roundMoney(1.0049)).toBe(1);
  });

  it('never answers -0, and leaves whole cents as they are', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    expect(Object.is(roundMoney(-0), 0)).toBe(true);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('takes every written half cent up, and every whole cent to itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(roundMoney(halfway(cents))).toBe((cents + 1) / 100);
        expect(roundMoney(-halfway(cents))).toBe(-(cents + 1) / 100);
        expect(roundMoney(cents / 100)).toBe(cents / 100);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds amounts to the cent', () => {
    expect(sumMoney([0.1, 0.2, 7.14, -2.22])).toBe(5.22);
    expect(sumMoney([])).toBe(0);
  });
});

describe('formatMoney and formatPercent', () => {
  it('write amounts the way each language writes money', () => {
    expect(formatMoney(-1234.5, 'fr')).toBe('-1\u202f234,50\u00a0€');
    expect(formatMoney(-1234.5, 'nl')).toBe('€\u00a0-1.234,50');
    expect(formatMoney(-1234.5, 'en')).toBe('-€1,234.50');
    expect(formatMoney(-1234.5, 'de')).toBe('-1.234,50\u00a0€');
    expect(formatPercent(-10, 'fr')).toBe('-10\u00a0%');
    expect(formatPercent(-10, 'en')).toBe('-10%');
  });
});
