import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartEngine } from './cart-engine';
import { erpCart, erpLine, fakeErp, manualPorts, memoryStorage, settle } from './cart-test-kit';

function setup(initial?: Parameters<typeof memoryStorage>[0], acceptsOptions?: boolean) {
  const storage = memoryStorage(initial);
  const kit = manualPorts(storage);
  const erp = fakeErp();
  const engine = new CartEngine({ ...kit.ports, acceptsOptions });
  /** Answers the oldest waiting request the way the ERP would. */
  const answerOk = async () => {
    const request = kit.requests.shift()!;
    request.answer({ kind: 'cart', cart: erp.apply(request.body.transactions) });
    await settle();
  };
  return { ...kit, storage, erp, engine, answerOk };
}

describe('docs/product/states.md#cart-sync: every change is stored first, then synced', () => {
  it('stores the transaction and shows it before the ERP answers', async () => {
    const { engine, storage, requests } = setup();
    expect(engine.add(5, 2)).toBe(true);
    const [stored] = storage.data.transactions;
    expect(stored).toEqual({ uuid: expect.any(String), productId: 5, qty: 2 });
    expect(engine.getState().lines.map((line) => [line.productId, line.qty, line.pending])).toEqual([
      [5, 2, true],
    ]);
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({
      uuid: null,
      transactions: [{ uuid: stored!.uuid, product_id: 5, qty: 2 }],
    });
  });

  it('refuses an add without a valid product id or quantity and sends nothing', async () => {
    const { engine, requests, storage } = setup();
    expect(engine.add('abc')).toBe(false);
    expect(engine.add(5, 'many')).toBe(false);
    await settle();
    expect(requests).toHaveLength(0);
    expect(storage.data.transactions).toEqual([]);
  });

  it("without the ERP's cart options module, refuses a line with options and sends no options key", async () => {
    const { engine, requests, storage } = setup(undefined, false);
    expect(engine.add(5, 1, { engraving: 'Anna' })).toBe(false);
    expect(storage.data.transactions).toEqual([]);
    expect(engine.add(5, 1, {})).toBe(true);
    await settle();
    expect(requests[0]!.body.transactions).toEqual([{ uuid: expect.any(String), product_id: 5, qty: 1 }]);
    expect('options' in requests[0]!.body.transactions[0]!).toBe(false);
  });

  it('with the cart options module, sends the options of a line', async () => {
    const { engine, requests } = setup(undefined, true);
    expect(engine.add(5, 1, { engraving: 'Anna' })).toBe(true);
    await settle();
    expect(requests[0]!.body.transactions[0]!.options).toEqual({ engraving: 'Anna' });
  });

  it('acknowledged transactions leave the storage, the cart and its uuid are kept', async () => {
    const { engine, storage, answerOk } = setup();
    engine.add(5);
    await settle();
    await answerOk();
    expect(storage.data.uuid).toBe('cart-1');
    expect(storage.data.transactions).toEqual([]);
    expect(engine.getState()).toMatchObject({ hasPendingTransactions: false, linesCount: 1, loaded: true });
  });

  it('update sends the difference and delete minus the quantity shown', async () => {
    const { engine, requests, answerOk } = setup();
    engine.add(5, 2);
    await settle();
    await answerOk();
    engine.setQuantity(engine.getState().lines[0]!, 5);
    await settle();
    expect(requests[0]!.body.transactions.map((t) => t.qty)).toEqual([3]);
    await answerOk();
    engine.remove(engine.getState().lines[0]!);
    await settle();
    expect(requests[0]!.body.transactions.map((t) => t.qty)).toEqual([-5]);
    await answerOk();
    expect(engine.getState().lines).toEqual([]);
  });

  it('keeps the ERP totals while changes are pending', async () => {
    const { engine, answerOk } = setup();
    engine.add(5, 1);
    await settle();
    await answerOk();
    const total = engine.getState().cart!.amount.total;
    engine.add(5, 3);
    expect(engine.getState().cart!.amount.total).toBe(total);
    expect(engine.getState().lines[0]!.qty).toBe(4);
  });
});

describe('docs/product/states.md#cart-sync: one sync at a time, rapid clicks coalesce', () => {
  it('sends 20 rapid adds in 2 requests: the first click, then all the others together', async () => {
    const { engine, requests, answerOk, erp } = setup();
    for (let click = 0; click < 20; click += 1) engine.add(3);
    await settle();
    expect(requests).toHaveLength(1);
    await answerOk();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body.transactions).toHaveLength(19);
    await answerOk();
    expect(requests).toHaveLength(0);
    expect(erp.quantities().get('3:{}')).toBe(20);
  });
});

describe('a burst of clicks waits for its end, within bounds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one request for clicks 100 ms apart, and never waits more than 4 batch delays', async () => {
    vi.useFakeTimers();
    const { ports, requests } = manualPorts();
    const engine = new CartEngine({ ...ports, batchMs: 400 });
    for (let click = 0; click < 5; click += 1) {
      engine.add(3);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body.transactions).toHaveLength(5);

    const kit = manualPorts();
    const clicking = new CartEngine({ ...kit.ports, batchMs: 400 });
    for (let click = 0; click < 20; click += 1) {
      clicking.add(3);
      await vi.advanceTimersByTimeAsync(100);
    }
    // Clicking on for 2 s: the first request left after 1.6 s with what was there.
    expect(kit.requests).toHaveLength(1);
    expect(kit.requests[0]!.body.transactions).toHaveLength(16);
    engine.dispose();
    clicking.dispose();
  });
});

describe('docs/product/states.md#cart-sync, docs/product/errors.md#sessions-and-the-cart: failures are flagged and retried with back-off', () => {
  it.each([
    ['503', { kind: 'unavailable' } as const, { erpNotAvailable: true, syncError: false }, 0],
    [
      '500',
      { kind: 'error', error: new Error('500') } as const,
      { erpNotAvailable: false, syncError: true },
      1,
    ],
  ])(
    '%s keeps the transaction, sets the flag, logs errors only, and retries',
    async (_name, response, flags, logs) => {
      const { engine, requests, delays, logged, answerOk, storage } = setup();
      engine.add(7, 2);
      await settle();
      requests.shift()!.answer(response);
      await settle();
      expect(engine.getState()).toMatchObject(flags);
      expect(logged).toHaveLength(logs);
      expect(storage.data.transactions).toHaveLength(1);
      expect(delays).toHaveLength(1);
      expect(delays[0]).toBeLessThanOrEqual(1000);
      expect(requests).toHaveLength(1);
      await answerOk();
      expect(engine.getState()).toMatchObject({ erpNotAvailable: false, syncError: false, linesCount: 2 });
    },
  );

  it('counts a thrown exception as an error', async () => {
    const { engine, requests } = setup();
    engine.add(7);
    await settle();
    requests.shift()!.answer(new TypeError('Failed to fetch'));
    await settle();
    expect(engine.getState().syncError).toBe(true);
  });

  it('doubles the ceiling of the delay on each failure, up to 300000 ms', async () => {
    const { engine, requests, delays } = setup();
    engine.add(7);
    for (let failure = 0; failure < 12; failure += 1) {
      await settle();
      requests.shift()!.answer({ kind: 'unavailable' });
    }
    await settle();
    expect(delays.slice(0, 4).map((delay) => Math.ceil(delay / 1000) * 1000)).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(300_000);
    expect(delays.at(-1)).toBeGreaterThan(299_000);
  });
});

describe('docs/product/states.md#cart-sync: cart uuid, last sale and session', () => {
  it('drops pending transactions when the stored cart uuid changes', async () => {
    const { engine, requests, storage } = setup({ uuid: 'anonymous', transactions: [], cart: null });
    engine.add(1);
    await settle();
    engine.add(2);
    requests.shift()!.answer({ kind: 'cart', cart: erpCart('customer-cart', [erpLine(1, 1)]) });
    await settle();
    expect(storage.data).toMatchObject({ uuid: 'customer-cart', transactions: [] });
    expect(requests).toHaveLength(0);
  });

  it('completing an order returns the cart as last sale and starts afresh', async () => {
    const stored = {
      uuid: 'c1',
      transactions: [{ uuid: 't', productId: 1, qty: 1 }],
      cart: erpCart('c1', [erpLine(1, 2)]),
    };
    const { engine, storage } = setup(stored);
    expect(engine.completeOrder()).toEqual(stored.cart);
    expect(storage.data).toEqual({ uuid: null, transactions: [], cart: null });
    expect(engine.getState().lines).toEqual([]);
  });

  it('clearing (user unloaded) ignores the answer of a request already sent', async () => {
    const { engine, requests, storage, erp } = setup();
    engine.add(1);
    await settle();
    engine.clear();
    requests.shift()!.answer({ kind: 'cart', cart: erp.apply([{ uuid: 'x', product_id: 1, qty: 1 }]) });
    await settle();
    expect(storage.data).toEqual({ uuid: null, transactions: [], cart: null });
    expect(engine.getState().linesCount).toBe(0);
  });

  it('a cart answered to another call replaces the one shown and keeps what is pending', () => {
    const { engine, storage } = setup({
      uuid: 'c1',
      transactions: [{ uuid: 't', productId: 2, qty: 1 }],
      cart: null,
    });
    engine.acceptCart(erpCart('c1', [erpLine(1, 3)]));
    expect(storage.data.cart?.lines[0]?.qty).toBe(3);
    expect(engine.getState().lines.map((line) => line.qty)).toEqual([3, 1]);
  });

  it('a forced sync asks for the cart with nothing pending (user loaded)', async () => {
    const { engine, requests } = setup();
    void engine.sync();
    await settle();
    expect(requests[0]!.body).toEqual({ uuid: null, transactions: [] });
  });

  it("a signed-in customer's cart, none stored here, is not loaded until the ERP answers with it", async () => {
    const { engine, requests, storage } = setup();
    expect(engine.getState().loaded).toBe(true);
    void engine.loadCustomerCart();
    expect(engine.getState().loaded).toBe(false);
    await settle();
    expect(requests[0]!.body).toEqual({ uuid: null, transactions: [] });
    requests.shift()!.answer({ kind: 'cart', cart: erpCart('customer-cart', [erpLine(1, 2)]) });
    await settle();
    expect(engine.getState()).toMatchObject({ loaded: true, linesCount: 2 });
    expect(storage.data.uuid).toBe('customer-cart');
  });

  it('is loaded at once when a cart is stored or none exists, otherwise after the first answer', async () => {
    expect(setup().engine.getState().loaded).toBe(true);
    const waiting = setup({ uuid: 'c1', transactions: [], cart: null });
    expect(waiting.engine.getState().loaded).toBe(false);
    void waiting.engine.sync();
    await settle();
    waiting.requests.shift()!.answer({ kind: 'unavailable' });
    await settle();
    expect(waiting.engine.getState().loaded).toBe(true);
  });
});

describe('two tabs share one storage', () => {
  it('a tab shows what another stored, and never sends transactions another already sent', async () => {
    const storage = memoryStorage();
    const first = manualPorts(storage);
    const second = manualPorts(storage);
    second.ports.newUuid = () => `other-${Math.random()}`;
    const erp = fakeErp();
    const tabA = new CartEngine(first.ports);
    const tabB = new CartEngine(second.ports);
    tabA.add(4, 2);
    tabB.reload();
    expect(tabB.getState().lines.map((line) => line.qty)).toEqual([2]);
    await settle();
    const request = first.requests.shift()!;
    request.answer({ kind: 'cart', cart: erp.apply(request.body.transactions) });
    await settle();
    void tabB.sync();
    await settle();
    expect(second.requests[0]!.body.transactions).toEqual([]);
  });
});
