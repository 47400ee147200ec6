// @vitest-environment happy-dom
import { act } from 'react';
import { useRouteError } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTestRenderer } from '../route-test-kit';
import HistoryPage, { clientLoader, loader } from './history';

vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => ({ locale: 'en' }),
  useLocalePath: () => (path: string) => `/en${path}`,
}));
/** Whether the ERP has shopinvader_api_quotation. */
const modules = vi.hoisted(() => ({ quotations: true }));
vi.mock('~/services/erp/erp-modules.server', () => ({ erpModules: async () => modules }));
/** The signed-in customer's ERP. */
const erp = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), blob: vi.fn() }));
vi.mock('~/services/session/require-user', () => ({
  requireUser: async () => ({ user: { name: 'Ana' }, erp }),
}));
vi.mock('~/services/session/session', () => ({ sessionStore: { erp: () => erp } }));
vi.mock('~/components/cart/use-line-catalog', () => ({
  useLineCatalog: () => ({ basis: 'included', products: new Map() }),
}));

function ErrorStatus() {
  const error = useRouteError() as { status?: number };
  return <p data-testid="error">{error.status}</p>;
}

const render = routeTestRenderer([
  {
    path: '/en/account/:section/:_id?',
    Component: HistoryPage,
    ErrorBoundary: ErrorStatus,
    loader: (args) =>
      clientLoader({
        ...(args as Parameters<typeof clientLoader>[0]),
        serverLoader: () =>
          loader({ ...args, url: new URL(args.request.url) } as Parameters<typeof loader>[0]),
      } as Parameters<typeof clientLoader>[0]),
  },
  { path: '/en/account/sales/:_id', Component: () => <h1>The order</h1> },
]);

/** A quotation as shopinvader_api_quotation answers it (a Sale): requested is `draft`, priced `sent`. */
const quotation = (id: number, state: string) => ({
  id,
  name: `SQ${id}`,
  state,
  date_order: '2026-03-02T10:00:00',
  amount: { total: 42.5, untaxed: 35.12, tax: 7.38 },
  lines: [{ id: 1, product_id: 7, name: 'Lavender', qty: 4, amount: { total: 42.5, untaxed: 35.12 } }],
});

async function opened(address: string) {
  const page = await render(address);
  await vi.waitFor(() => expect(page.querySelector('h1, [data-testid="error"]')).not.toBeNull(), {
    timeout: 10_000,
  });
  return page;
}

beforeEach(() => {
  modules.quotations = true;
  erp.get.mockReset();
  erp.post.mockReset();
});

describe('the quotations section', () => {
  it('lists a page of the customer’s quotations, with their stage, linked to their pages', async () => {
    erp.get.mockResolvedValueOnce({ count: 12, items: [quotation(12, 'sent'), quotation(11, 'draft')] });
    const page = await opened('/en/account/quotations?page=2&page_size=10');
    expect(erp.get).toHaveBeenLastCalledWith('quotations', { page: 2, page_size: 10 });
    expect([...page.querySelectorAll('tbody tr')].map((row) => row.children[2]?.textContent)).toEqual([
      'Ready to accept',
      'Being priced',
    ]);
    expect(page.querySelector('tbody a')?.getAttribute('href')).toBe('/en/account/quotations/12');
    expect(page.textContent).toContain('12 quotations');
    expect(page.querySelector('nav')?.textContent).toBe('Previous pagePage 2 of 2');
  });

  it('says so when the ERP cannot list them', async () => {
    erp.get.mockRejectedValueOnce(new Error('ERP down'));
    const page = await opened('/en/account/quotations');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Your quotations could not be loaded.');
  });

  it('shows a requested quotation with what comes next, and no way to accept it yet', async () => {
    erp.get.mockResolvedValueOnce(quotation(12, 'draft'));
    const page = await opened('/en/account/quotations/12');
    expect(erp.get).toHaveBeenLastCalledWith('quotations/12');
    expect(page.querySelector('h1')?.textContent).toBe('Quotation SQ12');
    expect(page.querySelector('[data-testid="quotation-status"]')?.textContent).toBe('Being priced');
    expect(page.textContent).toContain('Our sales team is pricing your request.');
    expect(page.textContent).not.toContain('Accept the quotation');
    expect(page.textContent).toContain('Download the quotation (PDF)');
    expect(page.textContent).not.toContain('Delivered');
  });

  it('accepts a priced quotation: the customer lands on the order it became', async () => {
    erp.get.mockResolvedValueOnce(quotation(12, 'sent'));
    erp.post.mockResolvedValueOnce(undefined);
    const page = await opened('/en/account/quotations/12');
    const accept = [...page.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('Accept the quotation'),
    )!;
    await act(async () => accept.click());
    expect(erp.post).toHaveBeenCalledWith('quotations/12/confirm');
    await vi.waitFor(() => expect(page.querySelector('h1')?.textContent).toBe('The order'));
  });

  it('stays on a priced quotation the ERP would not confirm', async () => {
    erp.get.mockResolvedValueOnce(quotation(12, 'sent'));
    erp.post.mockRejectedValueOnce(new Error('ERP down'));
    const page = await opened('/en/account/quotations/12');
    const accept = [...page.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('Accept the quotation'),
    )!;
    await act(async () => accept.click());
    await vi.waitFor(() => expect(accept.disabled).toBe(false));
    expect(page.querySelector('h1')?.textContent).toBe('Quotation SQ12');
  });

  it('is not found for another customer’s quotation, an unreadable id or an item of another section', async () => {
    const { ErpError } = await import('~/services/erp/erp-error');
    erp.get.mockRejectedValueOnce(new ErpError(404, 'Not found'));
    for (const address of [
      '/en/account/quotations/99',
      '/en/account/quotations/abc',
      '/en/account/bought/12',
    ]) {
      const page = await opened(address);
      expect(page.querySelector('[data-testid="error"]')?.textContent, address).toBe('404');
    }
  });

  it('is not found, list and items, where the ERP lacks the module', async () => {
    modules.quotations = false;
    for (const address of ['/en/account/quotations', '/en/account/quotations/12']) {
      const page = await opened(address);
      expect(page.querySelector('[data-testid="error"]')?.textContent, address).toBe('404');
    }
    expect(erp.get).not.toHaveBeenCalled();
  });
});
