// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { ErpApi } from '~/domain/erp-api';
import { routeTestRenderer } from '../route-test-kit';
import SalesPage, { clientLoader } from './sales';

const erpApi: ErpApi = { generation: 'classic', cartOptions: false, extension: false };
vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => ({ erpApi, locale: 'en' }),
  useLocalePath: () => (path: string) => `/en${path}`,
}));
/** The signed-in customer's ERP: what it answers for their orders. */
const erpGet = vi.hoisted(() => vi.fn());
vi.mock('~/services/session/require-user', () => ({
  requireUser: async () => ({ user: { name: 'Ana' }, erp: { get: erpGet } }),
}));

const render = routeTestRenderer([
  {
    path: '/en/account/sales',
    Component: SalesPage,
    loader: (args) => clientLoader(args as Parameters<typeof clientLoader>[0]),
  },
]);

/** An order as the ERP lists it. */
const order = (id: number) => ({
  id,
  name: `S000${id}`,
  state: 'sale',
  date_order: '2026-03-02T10:00:00',
  amount: { total: 42.5, untaxed: 35.12, tax: 7.38 },
  lines: [],
});

async function opened(address: string) {
  const page = await render(address);
  // The order schemas load with the first orders.
  await vi.waitFor(() => expect(page.querySelector('h1')).not.toBeNull(), { timeout: 10_000 });
  return page;
}

describe('the orders page, as React Router runs it', () => {
  it("lists a page of the customer's orders, counted, with a way to the next page", async () => {
    erpGet.mockResolvedValueOnce({ count: 23, items: [order(12), order(11)] });
    const page = await opened('/en/account/sales?page=2&page_size=10');
    expect(erpGet).toHaveBeenLastCalledWith('sales', { page: 2, page_size: 10 });
    expect([...page.querySelectorAll('tbody a')].map((link) => link.textContent)).toEqual([
      'S00012',
      'S00011',
    ]);
    expect(page.querySelector('tbody a')?.getAttribute('href')).toBe('/en/account/sales/12');
    expect(page.textContent).toContain('23 orders');
    expect(page.querySelector('nav')?.textContent).toBe('Previous pagePage 2 of 3Next page');
  });

  it('reads an unreadable page or page size as the first page of ten', async () => {
    erpGet.mockResolvedValueOnce({ count: 0, items: [] });
    const page = await opened('/en/account/sales?page=-4&page_size=7');
    expect(erpGet).toHaveBeenLastCalledWith('sales', { page: 1, page_size: 10 });
    expect(page.textContent).toContain('You have no orders yet.');
  });

  it('says so when the ERP cannot list the orders, instead of showing none', async () => {
    erpGet.mockRejectedValueOnce(new Error('ERP down'));
    const page = await opened('/en/account/sales');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Your orders could not be loaded.');
    expect(page.textContent).not.toContain('You have no orders yet.');
  });
});
