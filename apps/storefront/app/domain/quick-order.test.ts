import { describe, expect, it } from 'vitest';
import { variant } from './catalog-test-kit';
import {
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_QTY_MAX,
  QUICK_ORDER_TEXT_MAX,
  quickOrderLines,
  readQuickOrder,
  splitQuickOrderLine,
} from './quick-order';

const entries = (text: string) => {
  const read = readQuickOrder(text);
  if (!('entries' in read)) throw new Error(`not read: ${JSON.stringify(read)}`);
  return read.entries.map(({ sku, qty }) => [sku, qty]);
};

describe('a quick order line (docs/product/screens.md#quick-order)', () => {
  it('splits on a comma, a semicolon, a tab or the last space', () => {
    expect(splitQuickOrderLine('HE-1,3')).toEqual({ sku: 'HE-1', qty: '3' });
    expect(splitQuickOrderLine('HE-1;3')).toEqual({ sku: 'HE-1', qty: '3' });
    expect(splitQuickOrderLine('HE-1\t3')).toEqual({ sku: 'HE-1', qty: '3' });
    expect(splitQuickOrderLine('HE-1   3')).toEqual({ sku: 'HE-1', qty: '3' });
    expect(splitQuickOrderLine('BOX 12 A 4')).toEqual({ sku: 'BOX 12 A', qty: '4' });
  });

  it('reads a SKU alone, spreadsheet quotes and ignores columns after the quantity', () => {
    expect(splitQuickOrderLine('HE-1')).toEqual({ sku: 'HE-1', qty: null });
    expect(splitQuickOrderLine('HE-1;')).toEqual({ sku: 'HE-1', qty: null });
    expect(splitQuickOrderLine('"HE-1";"3"')).toEqual({ sku: 'HE-1', qty: '3' });
    expect(splitQuickOrderLine('HE-1;3;12.50 EUR;for the shop')).toEqual({ sku: 'HE-1', qty: '3' });
  });
});

describe('reading a quick order', () => {
  it('reads every separator in one text, skipping blank lines and a byte order mark', () => {
    expect(entries('\uFEFFA,1\r\n\r\nB;2\n  \nC\t3\rD 4\nE\n')).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
      ['E', 1],
    ]);
  });

  it('skips a first line of column names in any of the four languages', () => {
    expect(entries('SKU;Quantity\nA;2')).toEqual([['A', 2]]);
    expect(entries('Référence,Quantité\nA,2')).toEqual([['A', 2]]);
    expect(entries('artikelnummer\tmenge\nA\t2')).toEqual([['A', 2]]);
    expect(entries('\n"sku","qty"\nA,2')).toEqual([['A', 2]]);
  });

  it('keeps a first line whose quantity is a number, even if its SKU looks like a column name', () => {
    expect(entries('code,2\nA,1')).toEqual([
      ['code', 2],
      ['A', 1],
    ]);
  });

  it('takes a header-like line after the first as an ordinary, wrong, line', () => {
    const read = readQuickOrder('A,1\nSKU,qty');
    expect(read).toEqual({
      error: 'quick_order.errors.lines',
      problems: [{ line: 2, text: 'SKU,qty', message: 'quick_order.errors.quantity_not_number' }],
    });
  });

  it('sums the quantities of a SKU named on several lines, in the order first named', () => {
    const read = readQuickOrder('A,1\nB,2\nA;4');
    expect(read).toEqual({
      entries: [
        { sku: 'A', qty: 5, lines: [1, 3] },
        { sku: 'B', qty: 2, lines: [2] },
      ],
    });
  });

  it('names each line with a bad quantity or no SKU, by its number in the text', () => {
    const read = readQuickOrder(`A,1\n\nB,0\nC,two\nD,1.5\nE,-3\n,4\nF,${QUICK_ORDER_QTY_MAX + 1}`);
    expect(read).toEqual({
      error: 'quick_order.errors.lines',
      problems: [
        { line: 3, text: 'B,0', message: 'quick_order.errors.quantity_zero' },
        { line: 4, text: 'C,two', message: 'quick_order.errors.quantity_not_number' },
        { line: 5, text: 'D,1.5', message: 'quick_order.errors.quantity_not_number' },
        { line: 6, text: 'E,-3', message: 'quick_order.errors.quantity_not_number' },
        { line: 7, text: ',4', message: 'quick_order.errors.sku_missing' },
        { line: 8, text: `F,${QUICK_ORDER_QTY_MAX + 1}`, message: 'quick_order.errors.quantity_too_large' },
      ],
    });
  });

  it('refuses duplicates whose sum passes the largest quantity', () => {
    expect(entries(`A,${QUICK_ORDER_QTY_MAX - 1}\nA,1`)).toEqual([['A', QUICK_ORDER_QTY_MAX]]);
    expect(readQuickOrder(`A,${QUICK_ORDER_QTY_MAX}\nA,1`)).toEqual({
      error: 'quick_order.errors.lines',
      problems: [{ line: 2, text: 'A,1', message: 'quick_order.errors.quantity_too_large' }],
    });
  });

  it(`takes up to ${QUICK_ORDER_MAX_LINES} lines, blank lines and the header not counted`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, at) => `SKU-${at},1`).join('\n\n');
    expect(entries(`sku,qty\n${lines(QUICK_ORDER_MAX_LINES)}`)).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(readQuickOrder(lines(QUICK_ORDER_MAX_LINES + 1))).toEqual({
      error: 'quick_order.errors.too_many',
      problems: [],
    });
  });

  it('refuses an empty order and a text longer than it takes', () => {
    expect(readQuickOrder(' \n\t\n')).toEqual({ error: 'quick_order.errors.empty', problems: [] });
    expect(readQuickOrder('sku;qty\n')).toEqual({ error: 'quick_order.errors.empty', problems: [] });
    expect(readQuickOrder('A'.repeat(QUICK_ORDER_TEXT_MAX + 1))).toEqual({
      error: 'quick_order.errors.too_long',
      problems: [],
    });
  });
});

describe('the lines of a quick order against the catalogue', () => {
  const order = [
    { sku: 'HE-LAVF-10-ML', qty: 3, lines: [1] },
    { sku: 'NOPE', qty: 1, lines: [2] },
    { sku: 'HE-LAVF-30-ML', qty: 2, lines: [3] },
    { sku: 'HE-LAVF-50-ML', qty: 1, lines: [4] },
    { sku: 'HE-LAVF-5-ML', qty: 1, lines: [5] },
  ];
  const found = [
    variant(10),
    variant(30, { stock: { qty: 0, state: 'out_of_stock' } }),
    variant(50, { prices: {} }),
    variant(5, { stock: { qty: 0, state: 'resupplying' } }),
  ];

  it('says which SKUs are unknown, which the shop cannot sell and why, the others ready; problems first', () => {
    const lines = quickOrderLines(order, found);
    expect(lines.map((line) => [line.sku, line.state, 'reason' in line ? line.reason : null])).toEqual([
      ['NOPE', 'unknown', null],
      ['HE-LAVF-30-ML', 'unavailable', 'out_of_stock'],
      ['HE-LAVF-50-ML', 'unavailable', 'no_price'],
      ['HE-LAVF-10-ML', 'ready', null],
      ['HE-LAVF-5-ML', 'ready', null],
    ]);
  });

  it('gives a known line its product as a cart line shows it, at the quantity ordered', () => {
    const [, , , ready] = quickOrderLines(order, found);
    expect(ready).toMatchObject({
      qty: 3,
      product: { id: 10, name: 'Huile essentielle de Lavande fine', variant: '10 ml' },
    });
  });

  it('matches SKUs exactly, as the index keeps them', () => {
    expect(quickOrderLines([{ sku: 'he-lavf-10-ml', qty: 1, lines: [1] }], found)[0]?.state).toBe('unknown');
  });
});
