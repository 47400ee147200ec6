import { describe, expect, it, vi } from 'vitest';
import { erpCart, erpLine } from '~/domain/cart-test-kit';
import { browserCartStorage, loadStoredCart } from './cart-storage';
import { CART_DATA_KEY, CART_SNAPSHOT_KEY } from './cart-storage-keys';

function memoryWebStorage(initial: Record<string, string> = {}, { full = false } = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('the cart kept in the browser (docs/contracts/erp.md#the-cart-in-the-browser storage)', () => {
  it('reads the js-cart format, dropping unreadable transactions and empty options', () => {
    const storage = memoryWebStorage({
      [CART_DATA_KEY]: JSON.stringify({
        uuid: 'c1',
        transactions: [
          { uuid: 'a', productId: 4, qty: 2, options: {} },
          { uuid: 'b', productId: 'x', qty: 1 },
          { uuid: 'c', productId: 5, qty: -1, options: { size: 'L' } },
          null,
        ],
      }),
    });
    expect(loadStoredCart(storage)).toEqual({
      uuid: 'c1',
      transactions: [
        { uuid: 'a', productId: 4, qty: 2 },
        { uuid: 'c', productId: 5, qty: -1, options: { size: 'L' } },
      ],
      cart: null,
    });
  });

  it('discards what it cannot parse', () => {
    const storage = memoryWebStorage({ [CART_DATA_KEY]: '{not json', [CART_SNAPSHOT_KEY]: '"nope"' });
    expect(loadStoredCart(storage)).toEqual({ uuid: null, transactions: [], cart: null });
  });

  it('writes and reads back the cart and its transactions', () => {
    const storage = memoryWebStorage();
    const port = browserCartStorage(storage);
    const data = {
      uuid: 'c1',
      transactions: [{ uuid: 't', productId: 1, qty: 1 }],
      cart: erpCart('c1', [erpLine(1, 2)]),
    };
    port.save(data);
    expect(port.load()).toEqual(data);
    port.save({ uuid: null, transactions: [], cart: null });
    expect(storage.getItem(CART_SNAPSHOT_KEY)).toBeNull();
  });

  it('keeps changes for the page when the browser refuses to store them', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = browserCartStorage(memoryWebStorage({}, { full: true }));
    const data = { uuid: null, transactions: [{ uuid: 't', productId: 1, qty: 3 }], cart: null };
    port.save(data);
    expect(port.load()).toEqual(data);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
