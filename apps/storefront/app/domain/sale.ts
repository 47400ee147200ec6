/** Orders (SPEC §3 Order, §4 order state), as the account pages show them. */
export const ORDER_PROGRESS: Readonly<Record<string, number>> = {
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

/** Orders per page of the account's list (SPEC §7: page 1, size 10 by default). */
export const SALES_PAGE_SIZE = 10;
export const SALES_PAGE_SIZES = [10, 20, 50] as const;

export interface SaleAmount {
  untaxed: number;
  tax: number;
  total: number;
  discountTotal: number;
}

export interface SaleLine {
  id: number;
  productId: number | null;
  name: string;
  qty: number;
  qtyDelivered: number;
  total: number;
  totalWithoutDiscount: number;
}

export interface Picking {
  id: number;
  name: string;
  state: string;
  trackingReference: string;
  trackingUrl: string;
  deliveryDate: string;
  carrierName: string;
}

export interface Invoice {
  id: number;
  name: string;
  date: string;
}

export interface SaleSummary {
  id: number;
  name: string;
  dateOrder: string;
  state: string;
  total: number;
}

export interface Sale extends SaleSummary {
  customerRef: string;
  note: string;
  lines: SaleLine[];
  amount: SaleAmount;
  shipping: { carrierName: string; untaxed: number; total: number };
  pickings: Picking[];
  invoices: Invoice[];
  deliveryAddress: Record<string, unknown> | null;
  invoicingAddress: Record<string, unknown> | null;
}

type Raw = Record<string, unknown>;
const obj = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.map(obj) : []);

export function toSaleSummary(raw: Raw): SaleSummary {
  return {
    id: num(raw.id),
    name: text(raw.name),
    dateOrder: text(raw.date_order) || text(raw.date),
    state: text(raw.state),
    total: num(obj(raw.amount).total),
  };
}

export function toSale(raw: Raw): Sale {
  const amount = obj(raw.amount);
  const delivery = obj(raw.delivery);
  const shippingAmount = obj(delivery.amount);
  return {
    ...toSaleSummary(raw),
    customerRef: text(raw.client_order_ref) || text(raw.customer_ref),
    note: text(raw.note),
    // Delivery lines are shown as shipping, not as products (SPEC §3 Cart).
    lines: list(raw.lines)
      .filter((line) => line.is_delivery !== true && line.type !== 'delivery')
      .map((line) => ({
        id: num(line.id),
        productId: typeof line.product_id === 'number' ? line.product_id : null,
        name: text(line.name),
        qty: num(line.qty),
        qtyDelivered: num(line.qty_delivered),
        total: num(obj(line.amount).total),
        totalWithoutDiscount: num(obj(line.amount).total_without_discount) || num(obj(line.amount).total),
      })),
    amount: {
      untaxed: num(amount.untaxed_without_shipping ?? amount.untaxed),
      tax: num(amount.tax),
      total: num(amount.total),
      discountTotal: num(amount.discount_total),
    },
    shipping: {
      carrierName: text(obj(delivery.selected_carrier).name),
      untaxed: num(shippingAmount.untaxed),
      total: num(shippingAmount.total),
    },
    pickings: list(delivery.pickings).map((picking) => ({
      id: num(picking.delivery_id),
      name: text(picking.name),
      state: text(picking.state),
      trackingReference: text(picking.tracking_reference),
      trackingUrl: text(picking.tracking_url),
      deliveryDate: text(picking.delivery_date),
      carrierName: text(obj(picking.carrier).name),
    })),
    invoices: list(raw.invoices).map((invoice) => ({
      id: num(invoice.id),
      name: text(invoice.name),
      date: text(invoice.date),
    })),
    deliveryAddress: delivery.address ? obj(delivery.address) : null,
    invoicingAddress: obj(raw.invoicing).address ? obj(obj(raw.invoicing).address) : null,
  };
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
