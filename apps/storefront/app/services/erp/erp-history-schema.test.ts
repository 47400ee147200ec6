import { describe, expect, it } from 'vitest';
import { parseErpDeliveries, parseErpSaleLines } from './erp-history-schema';

const order = { id: 3, name: 'S0003', state: 'delivery_full', date_order: '2026-02-01T10:00:00' };

describe('sales/lines and deliveries at the edge', () => {
  it('reads sale lines with their order; a line without a product or order costs that line only', () => {
    const raw = {
      count: 3,
      items: [
        { id: 1, product_id: 12, name: 'Lavande', qty: 2, type: 'product', is_reward_line: false, order },
        { id: 2, name: 'No product', qty: 1, order },
        { id: 3, product_id: 13, name: 'Thym', qty: 'x', order: { ...order, state: 7 } },
        { id: 4, product_id: 14, name: 'No order' },
      ],
    };
    expect(parseErpSaleLines(raw)).toEqual({
      count: 3,
      lines: [
        {
          id: 1,
          productId: 12,
          name: 'Lavande',
          qty: 2,
          type: 'product',
          isReward: false,
          orderState: 'delivery_full',
          orderDate: order.date_order,
        },
        {
          id: 3,
          productId: 13,
          name: 'Thym',
          qty: 0,
          type: 'product',
          isReward: false,
          orderState: '',
          orderDate: order.date_order,
        },
      ],
    });
    expect(parseErpSaleLines('<html>')).toEqual({ count: 0, lines: [] });
  });

  it('reads deliveries with their order, carrier and tracking', () => {
    const picking = {
      delivery_id: 5,
      name: 'WH/OUT/5',
      state: 'done',
      sale_id: 3,
      tracking_reference: 'TR5',
      tracking_url: 'https://tracking.example/TR5',
      delivery_date: '2026-02-03T08:00:00',
      carrier: { id: 1, name: 'Standard' },
      lines: [],
    };
    expect(parseErpDeliveries({ count: 1, items: [picking, 'odd'] })).toEqual({
      count: 1,
      pickings: [
        {
          id: 5,
          name: 'WH/OUT/5',
          state: 'done',
          saleId: 3,
          trackingReference: 'TR5',
          trackingUrl: 'https://tracking.example/TR5',
          deliveryDate: '2026-02-03T08:00:00',
          carrierName: 'Standard',
        },
      ],
    });
  });
});
