import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySyncResponse, RETRY_CAP_MS, retryDelay } from './cart-sync';
import { erpCart, erpLine } from './cart-test-kit';
import type { StoredCart } from './cart-types';

const a = { uuid: 'a', productId: 1, qty: 1 };
const b = { uuid: 'b', productId: 2, qty: 1 };
const cart = (uuid: string) => erpCart(uuid, [erpLine(1, 1)]);

describe('docs/product/states.md#cart-sync: the outcomes of one sync', () => {
  const current: StoredCart = { uuid: 'c1', transactions: [a, b], cart: null };

  it.each([
    [
      'success removes the acknowledged transactions and keeps the cart and its uuid',
      current,
      { kind: 'cart', cart: cart('c1') },
      { uuid: 'c1', transactions: [b], cart: cart('c1') },
      { syncError: false, erpNotAvailable: false },
    ],
    [
      'the first success stores the new cart uuid and keeps later transactions',
      { uuid: null, transactions: [a, b], cart: null },
      { kind: 'cart', cart: cart('c9') },
      { uuid: 'c9', transactions: [b], cart: cart('c9') },
      { syncError: false, erpNotAvailable: false },
    ],
    [
      'a changed cart uuid drops the pending transactions',
      current,
      { kind: 'cart', cart: cart('c2') },
      { uuid: 'c2', transactions: [], cart: cart('c2') },
      { syncError: false, erpNotAvailable: false },
    ],
    [
      'a cart sent without a uuid keeps the pending transactions: nothing says it is another cart',
      current,
      { kind: 'cart', cart: { ...cart('c1'), uuid: null } },
      { uuid: null, transactions: [b], cart: { ...cart('c1'), uuid: null } },
      { syncError: false, erpNotAvailable: false },
    ],
    [
      '204 means no cart: a stored uuid is gone, so pending transactions go too',
      current,
      { kind: 'cart', cart: null },
      { uuid: null, transactions: [], cart: null },
      { syncError: false, erpNotAvailable: false },
    ],
    [
      '503 keeps everything and says the ERP is not available',
      current,
      { kind: 'unavailable' },
      current,
      { syncError: false, erpNotAvailable: true },
    ],
    [
      'another failure keeps everything and sets the sync error',
      current,
      { kind: 'error', error: new Error('500') },
      current,
      { syncError: true, erpNotAvailable: false },
    ],
  ] as const)('%s', (_name, before, response, stored, flags) => {
    const result = applySyncResponse(before as StoredCart, [a], response);
    expect(result.stored).toEqual(stored);
    expect(result.flags).toEqual(flags);
    expect(result.succeeded).toBe(response.kind === 'cart');
  });
});

describe('docs/product/states.md#cart-sync, docs/product/constants.md#reads-and-retries: the retry delay is random, up to min(1000·2^attempts, 300000) ms', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [4, 16_000],
    [8, 256_000],
    [9, 300_000],
    [40, 300_000],
  ])('after %d failures it is at most %d ms', (attempts, ceiling) => {
    expect(retryDelay(attempts, 0.999_999)).toBeLessThanOrEqual(ceiling);
    expect(retryDelay(attempts, 0.999_999)).toBeGreaterThan(ceiling * 0.99);
    expect(retryDelay(attempts, 0)).toBe(0);
  });

  it('never leaves its bounds, whatever the attempt and the random value', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.double({ min: 0, max: 1, noNaN: true }), (attempts, random) => {
        const delay = retryDelay(attempts, random);
        return delay >= 0 && delay <= Math.min(1000 * 2 ** attempts, RETRY_CAP_MS);
      }),
    );
  });
});
