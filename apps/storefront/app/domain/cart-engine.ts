import { type CartLineView, type MergedCart, mergeCart } from './cart-merge';
import { applySyncResponse, retryDelay, type SyncFlags, type SyncResponse } from './cart-sync';
import {
  deleteDelta,
  type ErpTransaction,
  newTransaction,
  toErpTransaction,
  updateDelta,
  validateAdd,
} from './cart-transactions';
import { type CartOptions, EMPTY_STORED_CART, type ErpCart, type StoredCart } from './cart-types';

/** Where the cart is kept between pages (localStorage in the browser, memory in tests). */
export interface CartStoragePort {
  load(): StoredCart;
  save(data: StoredCart): void;
}

/** One `cart/sync` call (docs/contracts/erp.md#the-sync-request); it may also throw, which counts as an error. */
export interface CartTransportPort {
  sync(body: { uuid: string | null; transactions: ErpTransaction[] }): Promise<SyncResponse>;
}

export interface CartEnginePorts {
  storage: CartStoragePort;
  transport: CartTransportPort;
  newUuid(): string;
  random(): number;
  /** Waits `ms`, or less when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  log(message: string, error: unknown): void;
  /**
   * Runs `task` while no other tab of the shop syncs, so two tabs never send the same transactions
   * twice (the real ERP would apply them twice). Runs it at once when absent.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * After a change, waits this long for more before syncing (never more than 4 times as long in all),
   * so that a burst of clicks reaches the ERP in one request. 0 syncs at once.
   */
  batchMs?: number;
  /**
   * Whether the ERP takes options on cart lines (the cart options module); true when absent. Without
   * it a line with options is refused: dropping them would order something else than was chosen.
   */
  acceptsOptions?: boolean;
}

export interface CartState extends MergedCart, SyncFlags {
  /** The ERP's cart the lines are merged on: totals always come from it. */
  cart: ErpCart | null;
  /** Something can be shown: a cart is known, or there is none to wait for. */
  loaded: boolean;
  synchronizing: boolean;
}

/**
 * The offline-tolerant cart of docs/product/states.md#cart-sync and docs/contracts/erp.md#the-cart-in-the-browser: every change is first stored as a
 * transaction, then sent by one sync loop at a time that retries with back-off until the ERP has
 * acknowledged everything. Pure logic: storage, network, time and randomness come in as ports.
 */
export class CartEngine {
  private stored: StoredCart;
  private flags: SyncFlags = { syncError: false, erpNotAvailable: false };
  private loaded: boolean;
  private loop: Promise<void> | null = null;
  private forceAgain = false;
  private sleeping: AbortController | null = null;
  private batchTimer: ReturnType<typeof setTimeout> | null = null;
  private batchStartedAt = 0;
  private disposed = false;
  /** Bumped when the cart is cleared, so that an answer to an older request is ignored. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();
  private state: CartState;
  private readonly ports: CartEnginePorts;

  constructor(ports: CartEnginePorts) {
    this.ports = ports;
    this.stored = ports.storage.load();
    this.loaded = this.stored.cart !== null || this.stored.uuid === null;
    this.state = this.compute();
  }

  getState(): CartState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** docs/product/validation.md#cart-changes add: product id and numeric quantity required, 1 by default. False when refused. */
  add(productId: unknown, qty?: unknown, options?: CartOptions | null): boolean {
    const request = validateAdd(productId, qty, options);
    if (!request) return false;
    if (request.options && this.ports.acceptsOptions === false) {
      this.ports.log('options refused: the ERP has no cart options module (SHOP_ERP_CART_OPTIONS)', options);
      return false;
    }
    this.addTransaction(request.productId, request.qty, request.options);
    return true;
  }

  /** docs/product/validation.md#cart-changes update: sends the difference from the quantity shown. */
  setQuantity(line: CartLineView, qty: number): void {
    if (!Number.isFinite(qty)) return;
    const delta = updateDelta(line.qty, qty);
    if (delta !== 0) this.addTransaction(line.productId, delta, line.options);
  }

  /** docs/product/validation.md#cart-changes delete: sends minus the line's quantity. */
  remove(line: CartLineView): void {
    this.addTransaction(line.productId, deleteDelta(line.qty), line.options);
  }

  /** Sends what is pending (and, when forced, asks for the cart even with nothing pending). */
  sync(force = true): Promise<void> {
    if (this.loop) {
      if (force) this.forceAgain = true;
      return this.loop;
    }
    this.loop = this.runLoop(force).finally(() => {
      this.loop = null;
      this.publish();
    });
    this.publish();
    return this.loop;
  }

  /**
   * A customer is signed in and this engine holds no cart (a page in another language started it
   * while the sign-in's own sync was under way): the ERP may keep one for them, its current cart, so
   * the cart is not known until it answers.
   */
  loadCustomerCart(): Promise<void> {
    if (this.stored.cart === null) {
      this.loaded = false;
      this.publish();
    }
    return this.sync();
  }

  /**
   * A cart the ERP answered to another cart call (coupon, carrier, addresses): it replaces the one
   * shown, with the same uuid rule as a sync; pending transactions stay pending.
   */
  acceptCart(cart: ErpCart | null): void {
    const result = applySyncResponse(this.ports.storage.load(), [], { kind: 'cart', cart });
    this.ports.storage.save(result.stored);
    this.stored = result.stored;
    this.publish();
  }

  /** Another tab changed the stored cart: show what it stored. */
  reload(): void {
    this.stored = this.ports.storage.load();
    this.loaded ||= this.stored.cart !== null || this.stored.uuid === null;
    this.publish();
  }

  /** Retries now instead of waiting out the back-off (the network is back, the shopper asked). */
  wake(): void {
    this.sleeping?.abort();
  }

  /** User unloaded (docs/product/states.md#cart-sync): the cart and its pending transactions belonged to them. */
  clear(): void {
    this.reset();
  }

  /**
   * The order was placed (docs/product/states.md#cart-sync return with status success or pending): returns the cart that was
   * paid, to keep as the last sale, and starts afresh without the pending transactions.
   */
  completeOrder(): ErpCart | null {
    const paid = this.ports.storage.load().cart;
    this.reset();
    return paid;
  }

  dispose(): void {
    this.disposed = true;
    if (this.batchTimer !== null) clearTimeout(this.batchTimer);
    this.wake();
    this.listeners.clear();
  }

  private reset(): void {
    this.generation += 1;
    this.ports.storage.save(EMPTY_STORED_CART);
    this.stored = EMPTY_STORED_CART;
    this.flags = { syncError: false, erpNotAvailable: false };
    this.loaded = true;
    this.publish();
  }

  private addTransaction(productId: number, qty: number, options?: CartOptions | null): void {
    const current = this.ports.storage.load();
    const transaction = newTransaction(this.ports.newUuid(), productId, qty, options);
    this.stored = { ...current, transactions: [...current.transactions, transaction] };
    this.ports.storage.save(this.stored);
    this.publish();
    this.scheduleSync();
  }

  /** Pending transactions keep the loop going; no extra refresh is needed after them. */
  private scheduleSync(): void {
    const batchMs = this.ports.batchMs ?? 0;
    // A sync under way takes whatever is pending when it ends: nothing to wait for.
    if (batchMs <= 0 || this.loop) {
      void this.sync(false);
      return;
    }
    const now = Date.now();
    if (this.batchTimer === null) this.batchStartedAt = now;
    else clearTimeout(this.batchTimer);
    const wait = Math.max(0, Math.min(batchMs, this.batchStartedAt + 4 * batchMs - now));
    this.batchTimer = setTimeout(() => {
      this.batchTimer = null;
      void this.sync(false);
    }, wait);
  }

  private async runLoop(force: boolean): Promise<void> {
    let forced = force;
    let failures = 0;
    while (!this.disposed && (forced || this.forceAgain || this.stored.transactions.length > 0)) {
      if (this.forceAgain) {
        forced = true;
        this.forceAgain = false;
      }
      if (await this.syncOnce()) {
        failures = 0;
        forced = false;
        continue;
      }
      const delay = retryDelay(failures, this.ports.random());
      failures += 1;
      await this.pause(delay);
    }
  }

  /** One request with what is pending now; true when the ERP acknowledged it. */
  private syncOnce(): Promise<boolean> {
    const generation = this.generation;
    const task = async () => {
      // Read again inside the lock: another tab may have sent some of these already.
      const before = this.ports.storage.load();
      const sent = before.transactions;
      let response: SyncResponse;
      try {
        response = await this.ports.transport.sync({
          uuid: before.uuid,
          transactions: sent.map(toErpTransaction),
        });
      } catch (error) {
        response = { kind: 'error', error };
      }
      if (this.disposed || generation !== this.generation) return true;
      if (response.kind === 'error')
        this.ports.log('The cart could not be synced with the ERP', response.error);
      const result = applySyncResponse(this.ports.storage.load(), sent, response);
      if (result.succeeded) this.ports.storage.save(result.stored);
      this.stored = result.stored;
      this.flags = result.flags;
      this.loaded = true;
      this.publish();
      return result.succeeded;
    };
    return this.ports.exclusive ? this.ports.exclusive(task) : task();
  }

  private async pause(ms: number): Promise<void> {
    const controller = new AbortController();
    this.sleeping = controller;
    try {
      await this.ports.sleep(ms, controller.signal);
    } finally {
      this.sleeping = null;
    }
  }

  private compute(): CartState {
    return {
      ...mergeCart(this.stored.cart, this.stored.transactions),
      ...this.flags,
      cart: this.stored.cart,
      loaded: this.loaded,
      synchronizing: this.loop !== null,
    };
  }

  private publish(): void {
    this.state = this.compute();
    for (const listener of this.listeners) listener();
  }
}
