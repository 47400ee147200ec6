// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErpApi } from '~/domain/erp-api';
import { IntlProvider } from '~/i18n/intl';
import { reactTestRoots } from '../react-test-kit';
import { ResellersSection } from './resellers-section';

const erpApi: ErpApi = { generation: 'current', cartOptions: false, extension: false };
const session = { user: null as { login: string } | null, loading: false };
vi.mock('~/services/session/use-session', () => ({ useSession: () => session }));
vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => ({ erpApi, erpBaseUrl: 'http://shop.test/shopinvader/', locale: 'en' }),
  useLocalePath: () => (path: string) => `/en${path}`,
}));

const SECTION = {
  kind: 'resellers-map' as const,
  title: 'Where to buy',
  intro: [],
  showTherapists: true,
  showB2B: true,
  latitude: undefined,
  longitude: undefined,
  zoom: undefined,
};
const MESSAGES = {
  'resellers.loading': 'Loading',
  'resellers.sign_in': 'Sign in',
  'account.login.title': 'Sign in',
};

const roots = reactTestRoots();
afterEach(() => vi.unstubAllGlobals());

async function render(extension: boolean, login?: string) {
  erpApi.extension = extension;
  session.user = login ? { login } : null;
  const fetch = vi.fn(async (_input: RequestInfo | URL) =>
    Response.json({ detail: 'Not authenticated' }, { status: 401 }),
  );
  vi.stubGlobal('fetch', fetch);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    roots.current = createRoot(container);
    roots.current.render(
      <MemoryRouter>
        <IntlProvider locale="en" messages={MESSAGES}>
          <ResellersSection section={SECTION} />
        </IntlProvider>
      </MemoryRouter>,
    );
  });
  return { container, fetch };
}

describe('the resellers-map section', () => {
  it('shows nothing and asks the ERP nothing without the extension, which alone lists resellers', async () => {
    const { container, fetch } = await render(false);
    expect(container.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with the extension, invites a visitor to sign in without asking the ERP, which would refuse', async () => {
    const { container, fetch } = await render(true);
    await vi.waitFor(() => expect(container.textContent).toContain('Sign in'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("with the extension, asks the ERP's resellers for a signed-in customer, and says so when it refuses", async () => {
    const { container, fetch } = await render(true, 'ann@example.com');
    await vi.waitFor(() => expect(container.textContent).toContain('Sign in'));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/shopinvader/resellers');
  });
});
