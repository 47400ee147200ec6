/**
 * Test helpers for the cart engine: an in-memory ERP following docs/contracts/erp.md#how-the-erp-applies-a-sync, storage, and a
 * transport whose answers the test decides one by one. Used by the unit and property tests only.
 */
import { lineKey } from './cart-options';
import type { CartEnginePorts, CartStoragePort } from './cart-engine';
import type { SyncResponse } from './cart-sync';
import { type ErpTransaction, roundQty } from './cart-transactions';
import { EMPTY_STORED_CART, type ErpCart, type ErpCartLine, type StoredCart } from './cart-types';

export function memoryStorage(
  initial: StoredCart = EMPTY_STORED_CART,
): CartStoragePort & { data: StoredCart } {
  const storage = {
    data: structuredClone(initial),
    load: () => structuredClone(storage.data),
    save: (data: StoredCart) => {
      storage.data = structuredClone(data);
    },
  };
  return storage;
}

export function erpLine(productId: number, qty: number, extra: Partial<ErpCartLine> = {}): ErpCartLine {
  return {
    id: productId * 10,
    product_id: productId,
    name: `Product ${productId}`,
    kind: 'product',
    qty,
    qty_delivered: 0,
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    amount: {
      price: 10,
      untaxed: 10 * qty,
      tax: 2 * qty,
      total: 12 * qty,
      discount_total: 0,
      total_without_discount: 12 * qty,
    },
    discount: { rate: 0, value: 0 },
    unit_price: { untaxed: 10, untaxed_with_discount: 10 },
    options: null,
    ...extra,
  };
}

export function erpCart(uuid: string, lines: ErpCartLine[]): ErpCart {
  const total = lines.reduce((sum, line) => sum + line.amount.total, 0);
  return {
    id: 1,
    uuid,
    name: 'S00001',
    date_order: null,
    note: null,
    client_order_ref: null,
    lines,
    amount: {
      untaxed: total,
      tax: 0,
      total,
      discount_total: 0,
      total_without_discount: total,
      untaxed_without_shipping: total,
      total_without_shipping: total,
      total_without_shipping_without_discount: total,
    },
    delivery: { address: null, amount: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null },
    invoicing: { address: null },
    promo_codes: [],
    claimable_rewards: [],
    reward_amount: 0,
    reward_amount_tax_incl: 0,
    step: null,
  };
}

/**
 * The ERP's sync algorithm: transactions grouped by product and options, a line at or below zero
 * deleted, a negative delta never creating a line. `dedupe` skips transaction uuids already applied,
 * as the demo ERP does and the real one does not.
 */
export function fakeErp({ dedupe = false, uuid = 'cart-1' } = {}) {
  const lines = new Map<string, { productId: number; qty: number; options: ErpCartLine['options'] }>();
  const applied = new Set<string>();
  let exists = false;
  const cart = (): ErpCart =>
    erpCart(
      uuid,
      [...lines.values()].map((line) => erpLine(line.productId, line.qty, { options: line.options })),
    );
  return {
    quantities: () => new Map([...lines].map(([key, line]) => [key, line.qty])),
    apply(transactions: ErpTransaction[]): ErpCart | null {
      if (transactions.length === 0) return exists ? cart() : null;
      exists = true;
      const groups = new Map<string, ErpTransaction[]>();
      for (const transaction of transactions) {
        if (dedupe && applied.has(transaction.uuid)) continue;
        applied.add(transaction.uuid);
        const key = lineKey(transaction.product_id, transaction.options);
        groups.set(key, [...(groups.get(key) ?? []), transaction]);
      }
      for (const [key, group] of groups) {
        const delta = roundQty(group.reduce((sum, transaction) => sum + transaction.qty, 0));
        const line = lines.get(key);
        const first = group[0]!;
        if (line) {
          const qty = roundQty(line.qty + delta);
          if (qty <= 0) lines.delete(key);
          else line.qty = qty;
        } else if (delta > 0) {
          lines.set(key, { productId: first.product_id, qty: delta, options: first.options ?? null });
        }
      }
      return cart();
    },
  };
}

interface PendingRequest {
  body: { uuid: string | null; transactions: ErpTransaction[] };
  answer: (response: SyncResponse | Error) => void;
}

/** Transaction uuids are unique across pages, as random ones are. */
let uuidCounter = 0;

/** Ports whose sync requests wait until the test answers them; sleeps are recorded and end at once. */
export function manualPorts(storage: CartStoragePort = memoryStorage()) {
  const requests: PendingRequest[] = [];
  const delays: number[] = [];
  const logged: unknown[] = [];
  let randomValue = 0.999;
  const ports: CartEnginePorts = {
    storage,
    transport: {
      sync: (body) =>
        new Promise<SyncResponse>((resolve, reject) => {
          requests.push({
            body: structuredClone(body),
            answer: (response) => (response instanceof Error ? reject(response) : resolve(response)),
          });
        }),
    },
    newUuid: () => `tx-${++uuidCounter}`,
    random: () => randomValue,
    sleep: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
    log: (_message, error) => logged.push(error),
  };
  return {
    ports,
    requests,
    delays,
    logged,
    setRandom: (value: number) => {
      randomValue = value;
    },
  };
}

/** Lets every pending promise callback run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
