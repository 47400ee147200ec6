import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netQuantityOf, parseNetQuantity, unitPrice } from './unit-price';

describe('a capacity or weight text as a quantity of litres or kilograms', () => {
  it.each([
    ['5 ml', 0.005, 'l'],
    ['10 ml', 0.01, 'l'],
    ['25 cl', 0.25, 'l'],
    ['1 l', 1, 'l'],
    ['1,5 l', 1.5, 'l'],
    ['0.75 L', 0.75, 'l'],
    ['100 g', 0.1, 'kg'],
    ['2,5 kg', 2.5, 'kg'],
    ['0,125 kg', 0.125, 'kg'],
    ['50g', 0.05, 'kg'],
    ['  30 ML ', 0.03, 'l'],
    ['250\u00a0ml', 0.25, 'l'],
    ['1.25 kg', 1.25, 'kg'],
  ] as const)('%s', (text, amount, unit) => {
    const quantity = parseNetQuantity(text);
    expect(quantity?.unit).toBe(unit);
    expect(quantity?.amount).toBeCloseTo(amount, 12);
  });

  it.each([
    undefined,
    '',
    'Amber glass',
    'Refill',
    '5',
    'ml',
    '0 ml',
    '0,0 kg',
    '-5 ml',
    '5 oz',
    '5 mg',
    '2 x 5 ml',
    '5 ml + 5 ml',
    '5,5,5 ml',
    '1.000 g',
    '1,500 ml',
    '1 000 g',
    '5 m l',
  ])('%j states none, without an error', (text) => {
    expect(parseNetQuantity(text)).toBeUndefined();
  });
});

describe("a variant's quantity", () => {
  it('is the first attribute that states one, whatever its name or language', () => {
    expect(netQuantityOf({ colour: 'Amber glass', contenance: '30 ml' }, null)).toEqual({
      amount: 0.03,
      unit: 'l',
    });
    expect(netQuantityOf({ weight: '100 g', capacity: '250 ml' }, '1 l')?.unit).toBe('kg');
  });

  it('else its capacity; else there is none', () => {
    expect(netQuantityOf({ format: 'Refill' }, '200 ml')).toEqual({ amount: 0.2, unit: 'l' });
    expect(netQuantityOf({ format: 'Refill' }, 'large')).toBeUndefined();
    expect(netQuantityOf({}, undefined)).toBeUndefined();
  });
});

describe('the unit price', () => {
  it.each([
    [6.9, '5 ml', 1380],
    [19.9, '30 ml', 663.33],
    [12.9, '50 g', 258],
    [7.5, '100 g', 75],
    [24.9, '1,5 l', 16.6],
    [2.01, '400 g', 5.03],
    [1.01, '2 kg', 0.51],
    [0.01, '2 kg', 0.01],
    [0, '10 ml', 0],
  ])('%d € for %s', (price, text, expected) => {
    expect(unitPrice(price, parseNetQuantity(text)!)).toBe(expected);
  });

  it('of several items is that of one', () => {
    const quantity = parseNetQuantity('10 ml')!;
    expect(unitPrice(3 * 8.9, quantity, 3)).toBe(unitPrice(8.9, quantity));
  });

  it('is the price per litre or kilogram rounded half-up to the cent, as exact arithmetic gives it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom('ml', 'g'),
        (cents, thousandths, symbol) => {
          // price ÷ (thousandths ÷ 1000), in cents, rounded half up in integers.
          const exact = Math.floor((2 * cents * 1000 + thousandths) / (2 * thousandths));
          expect(unitPrice(cents / 100, parseNetQuantity(`${thousandths} ${symbol}`)!)).toBe(exact / 100);
        },
      ),
    );
  });
});
