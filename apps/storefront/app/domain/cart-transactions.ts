import { isEmptyOptions } from './cart-options';
import type { CartOptions, CartTransaction } from './cart-types';

/** Quantities are kept at the ERP's unit-of-measure precision, so float sums leave no 1e-17 behind. */
export function roundQty(qty: number): number {
  return Math.round(qty * 1000) / 1000;
}

/** A product id the ERP can know: a positive whole number (a numeric string is accepted, e.g. from a URL). */
export function parseProductId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A quantity: any finite number (a numeric string is accepted); absent means undefined. */
export function parseQuantity(value: unknown): number | undefined {
  const qty = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof qty === 'number' && Number.isFinite(qty) ? roundQty(qty) : undefined;
}

export interface AddRequest {
  productId: number;
  qty: number;
  options?: CartOptions;
}

/**
 * docs/product/validation.md#cart-changes: adding needs a product id and a numeric quantity; the quantity defaults to 1. Returns
 * undefined when the request is not valid (nothing is added), also for a quantity that adds nothing.
 */
export function validateAdd(
  productId: unknown,
  qty: unknown = 1,
  options?: CartOptions | null,
): AddRequest | undefined {
  const id = parseProductId(productId);
  const quantity = qty === undefined || qty === null ? 1 : parseQuantity(qty);
  if (id === undefined || quantity === undefined || quantity <= 0) return undefined;
  return isEmptyOptions(options)
    ? { productId: id, qty: quantity }
    : { productId: id, qty: quantity, options: options! };
}

/** A new transaction; options are kept only when there are some (docs/product/entities.md#cart-transaction). */
export function newTransaction(
  uuid: string,
  productId: number,
  qty: number,
  options?: CartOptions | null,
): CartTransaction {
  const transaction: CartTransaction = { uuid, productId, qty: roundQty(qty) };
  if (!isEmptyOptions(options)) transaction.options = options!;
  return transaction;
}

/** docs/product/validation.md#cart-changes: an update sends the difference from the quantity shown; 0 means nothing to send. */
export function updateDelta(currentQty: number, wantedQty: number): number {
  return roundQty(Math.max(0, wantedQty) - currentQty);
}

/** docs/product/validation.md#cart-changes: deleting sends minus the line's quantity. */
export function deleteDelta(currentQty: number): number {
  return roundQty(-currentQty);
}

export interface ErpTransaction {
  uuid: string;
  product_id: number;
  qty: number;
  options?: CartOptions;
}

/** The wire form of docs/contracts/erp.md#the-sync-request; `options` is sent only when not empty. */
export function toErpTransaction(transaction: CartTransaction): ErpTransaction {
  const wire: ErpTransaction = {
    uuid: transaction.uuid,
    product_id: transaction.productId,
    qty: transaction.qty,
  };
  if (!isEmptyOptions(transaction.options)) wire.options = transaction.options;
  return wire;
}
