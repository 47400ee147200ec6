import type { ErpCart } from './cart-types';

/** Orders (docs/product/entities.md#order, docs/product/states.md#orders), as the account pages show them. */
const ORDER_PROGRESS: Readonly<Record<string, number>> = {
  cancel: 0,
  pending: 30,
  processing: 50,
  delivery_partial: 70,
  delivery_full: 100,
};

/** How far an order has gone, in percent: cancel 0, pending 30, processing 50, partial 70, full 100, other 0. */
export function orderProgress(state: string): number {
  return Object.hasOwn(ORDER_PROGRESS, state) ? (ORDER_PROGRESS[state] as number) : 0;
}

/** Orders per page of the account's list (docs/contracts/README.md#erp-calls: page 1, size 10 by default). */
const SALES_PAGE_SIZE = 10;
export const SALES_PAGE_SIZES = [10, 20, 50] as const;

export interface Picking {
  id: number;
  name: string;
  state: string;
  trackingReference: string;
  trackingUrl: string;
  deliveryDate: string;
  carrierName: string;
  /** The order it ships, where the ERP says (`GET deliveries` does). */
  saleId: number | null;
}

export interface Invoice {
  id: number;
  name: string;
  date: string;
}

/**
 * An order (docs/product/entities.md#order). The ERP sends orders in the cart's shape (docs/contracts/erp.md#cart-and-order-json), so an
 * order is a cart with its state, shipments and invoices, and its amounts read the same way.
 */
export interface Sale extends ErpCart {
  state: string;
  pickings: Picking[];
  invoices: Invoice[];
}

/** The number of pages for `count` orders, at least one. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A page number from the URL: a whole number of at least 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A page size from the URL: one of the offered sizes, else the default. */
export function pageSizeParam(value: string | null): number {
  const size = Number(value);
  return (SALES_PAGE_SIZES as readonly number[]).includes(size) ? size : SALES_PAGE_SIZE;
}
