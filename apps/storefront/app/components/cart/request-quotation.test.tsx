// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTestRenderer } from '~/routes/route-test-kit';
import { RequestQuotation } from './request-quotation';

const root = vi.hoisted(() => ({
  erpModules: { quotations: true },
  erpApi: { extension: true },
  defaultPricelistId: '1',
}));
vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => root,
  useLocalePath: () => (path: string) => `/en${path}`,
}));
const session = vi.hoisted(() => ({ user: null as { customerType: string; role: string } | null }));
vi.mock('~/services/session/use-session', () => ({ useSessionUser: () => session.user }));
const erp = vi.hoisted(() => ({ post: vi.fn() }));
const engine = vi.hoisted(() => ({ clear: vi.fn() }));
vi.mock('./cart-context', async () => {
  const { cartApi } = await import('~/services/cart/cart-api');
  return { useCart: () => ({ services: { engine, cartApi: cartApi(erp as never, 'current') } }) };
});

const render = routeTestRenderer([
  { path: '/en/cart', Component: () => <RequestQuotation blocked={false} /> },
  { path: '/en/account/quotations/:id', Component: () => <h1>The quotation</h1> },
]);

const button = (page: HTMLElement) =>
  [...page.querySelectorAll('button')].find((element) => element.textContent === 'Request a quotation');

beforeEach(() => {
  root.erpModules.quotations = true;
  root.erpApi.extension = true;
  session.user = { customerType: 'b2b', role: 'b2b' };
  erp.post.mockReset();
  engine.clear.mockReset();
});

describe('Request a quotation, in the cart', () => {
  it('turns a business customer’s cart into a quotation, starts a new cart and opens the quotation', async () => {
    erp.post.mockResolvedValueOnce({
      id: 31,
      name: 'S00031',
      state: 'draft',
      amount: { total: 10 },
      lines: [],
    });
    const page = await render('/en/cart');
    await act(async () => button(page)!.click());
    expect(erp.post).toHaveBeenCalledWith('carts/current/request_quotation');
    await vi.waitFor(() => expect(page.querySelector('h1')?.textContent).toBe('The quotation'));
    expect(engine.clear).toHaveBeenCalled();
  });

  it('keeps the cart when the ERP refuses', async () => {
    erp.post.mockRejectedValueOnce(new Error('ERP down'));
    const page = await render('/en/cart');
    await act(async () => button(page)!.click());
    await vi.waitFor(() => expect(button(page)!.disabled).toBe(false));
    expect(engine.clear).not.toHaveBeenCalled();
  });

  it('is not offered to other customers, signed out, or where the ERP lacks the module', async () => {
    session.user = { customerType: 'individual', role: 'default' };
    expect(button(await render('/en/cart'))).toBeUndefined();
    session.user = null;
    expect(button(await render('/en/cart'))).toBeUndefined();
    session.user = { customerType: 'b2b', role: 'b2b' };
    root.erpModules.quotations = false;
    expect(button(await render('/en/cart'))).toBeUndefined();
  });
});
