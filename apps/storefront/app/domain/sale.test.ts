import { describe, expect, it } from 'vitest';
import { orderProgress, pageCount, pageParam, pageSizeParam, toSale, toSaleSummary } from './sale';

describe('order progress (SPEC §4)', () => {
  it.each([
    ['cancel', 0],
    ['pending', 30],
    ['processing', 50],
    ['delivery_partial', 70],
    ['delivery_full', 100],
    ['draft', 0],
    ['estimating', 0],
    ['toString', 0],
    ['', 0],
  ])('%s is %i %%', (state, progress) => {
    expect(orderProgress(state)).toBe(progress);
  });
});

describe('orders from the ERP', () => {
  const raw = {
    id: 12,
    name: 'S00012',
    date_order: '2026-01-02T10:00:00',
    state: 'delivery_partial',
    client_order_ref: 'PO-7',
    amount: { untaxed: 30, untaxed_without_shipping: 25, tax: 6.3, total: 36.3, discount_total: 0 },
    lines: [
      { id: 1, product_id: 4, name: 'Lavender oil', qty: 2, qty_delivered: 1, amount: { total: 24.2 } },
      {
        id: 2,
        product_id: null,
        name: 'Standard delivery',
        qty: 1,
        is_delivery: true,
        amount: { total: 6.05 },
      },
    ],
    delivery: {
      amount: { untaxed: 5, total: 6.05 },
      selected_carrier: { name: 'Standard' },
      pickings: [
        {
          delivery_id: 9,
          name: 'WH/OUT/9',
          state: 'done',
          tracking_reference: 'TR1',
          carrier: { name: 'Standard' },
        },
      ],
    },
    invoices: [{ id: 3, name: 'INV/3', date: '2026-01-03' }],
  };

  it('keeps product lines and shows delivery as shipping', () => {
    const sale = toSale(raw);
    expect(sale.lines.map((line) => line.name)).toEqual(['Lavender oil']);
    expect(sale.shipping).toEqual({ carrierName: 'Standard', untaxed: 5, total: 6.05 });
    expect(sale.amount.untaxed).toBe(25);
    expect(sale.customerRef).toBe('PO-7');
    expect(sale.pickings[0]).toMatchObject({ id: 9, trackingReference: 'TR1', carrierName: 'Standard' });
    expect(sale.invoices).toEqual([{ id: 3, name: 'INV/3', date: '2026-01-03' }]);
  });

  it('summarises an order for the list', () => {
    expect(toSaleSummary(raw)).toEqual({
      id: 12,
      name: 'S00012',
      dateOrder: '2026-01-02T10:00:00',
      state: 'delivery_partial',
      total: 36.3,
    });
  });
});

describe('paging', () => {
  it('reads page and size from the URL with defaults page 1 and size 10', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('x')).toBe(1);
    expect(pageParam(null)).toBe(1);
    expect(pageSizeParam('20')).toBe(20);
    expect(pageSizeParam('7')).toBe(10);
    expect(pageSizeParam(null)).toBe(10);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
