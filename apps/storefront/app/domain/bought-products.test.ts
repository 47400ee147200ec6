import { describe, expect, it } from 'vitest';
import { type BoughtLine, boughtProducts } from './bought-products';

const line = (over: Partial<BoughtLine>): BoughtLine => ({
  id: 1,
  productId: 1,
  name: 'Lavande',
  qty: 1,
  type: 'product',
  isReward: false,
  orderState: 'delivery_full',
  orderDate: '2026-01-01 10:00:00',
  ...over,
});

describe('boughtProducts', () => {
  it('lists each product once, newest first, with its last date and name and the quantities added up', () => {
    const result = boughtProducts([
      line({ productId: 1, qty: 2, orderDate: '2026-01-01 10:00:00', name: 'Old name' }),
      line({ productId: 2, qty: 1, orderDate: '2026-02-01 10:00:00', name: 'Thym' }),
      line({ productId: 1, qty: 3, orderDate: '2026-03-01 10:00:00', name: 'Lavande' }),
    ]);
    expect(result).toEqual([
      { productId: 1, name: 'Lavande', lastBought: '2026-03-01 10:00:00', qty: 5 },
      { productId: 2, name: 'Thym', lastBought: '2026-02-01 10:00:00', qty: 1 },
    ]);
  });

  it('leaves out shipping (typed so, or named by the orders), rewards and cancelled orders', () => {
    expect(
      boughtProducts(
        [
          line({ productId: 7, type: 'delivery' }),
          line({ productId: 8, isReward: true }),
          line({ productId: 9, type: 'reward' }),
          line({ productId: 10, orderState: 'cancel' }),
          line({ id: 11, productId: 11 }),
          line({ id: 12, productId: 12 }),
        ],
        new Set([11]),
      ).map((product) => product.productId),
    ).toEqual([12]);
  });
});
