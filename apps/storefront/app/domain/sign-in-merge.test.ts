import { describe, expect, it } from 'vitest';
import type { CartLineView } from './cart-merge';
import { linesFromAccount, quantitiesWithoutAccount } from './sign-in-merge';

const line = (key: string, qty: number): CartLineView => ({
  key,
  productId: Number(key.split(':')[0]),
  options: null,
  qty,
  erpLine: null,
  pending: false,
});

describe("what the customer's earlier cart brought in at sign-in", () => {
  it('is what the cart has beyond the visitor’s lines, per line, and their count', () => {
    const merged = linesFromAccount(
      [line('1', 2), line('2', 1)],
      [line('1', 4), line('2', 1), line('3', 1.5)],
    );
    expect(merged).toEqual({
      added: new Map([
        ['1', 2],
        ['3', 1.5],
      ]),
      count: 3.5,
    });
  });

  it('is nothing when the merge added nothing, or the visitor had nothing', () => {
    expect(linesFromAccount([line('1', 2)], [line('1', 2)])).toBeNull();
    // A line the ERP lowered (stock, a removed product) adds nothing.
    expect(linesFromAccount([line('1', 2)], [line('1', 1)])).toBeNull();
    expect(linesFromAccount([], [line('1', 3)])).toBeNull();
    expect(linesFromAccount([line('1', 0)], [line('1', 3)])).toBeNull();
  });
});

describe('keeping only this visit’s cart', () => {
  it('takes back what the merge added, to nothing for lines only the earlier cart had', () => {
    const fromAccount = linesFromAccount([line('1', 2)], [line('1', 4), line('3', 1)])!;
    const now = [line('1', 4), line('3', 1), line('5', 2)];
    expect(quantitiesWithoutAccount(now, fromAccount).map(({ line: l, qty }) => [l.key, qty])).toEqual([
      ['1', 2],
      ['3', 0],
    ]);
  });

  it('never goes below nothing when the shopper lowered a line since', () => {
    const fromAccount = linesFromAccount([line('1', 2)], [line('1', 4)])!;
    expect(quantitiesWithoutAccount([line('1', 1)], fromAccount)[0]!.qty).toBe(0);
  });
});
