// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FACETS } from '~/domain/search-facets';
import { parseSearchState } from '~/domain/search-state';
import { followShopperNavigation } from '~/services/navigation/shopper-navigation';
import { PricelistProvider } from '../product/pricelist-context';
import { reactTestRoots } from '../react-test-kit';
import { PricelistSync } from './pricelist-sync';

/** The session as a store the listing subscribes to, as the page's own is. */
const session = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    loading: true,
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    arrive() {
      this.loading = false;
      listeners.forEach((listener) => listener());
    },
  };
});
vi.mock('~/services/session/use-session', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useSession: () => {
      const loading = useSyncExternalStore(session.subscribe, () => session.loading);
      return { user: null, role: 'pro', signedIn: true, loading };
    },
  };
});

function Listing() {
  const { search } = useLocation();
  const state = parseSearchState(new URLSearchParams(search), DEFAULT_FACETS)!;
  return (
    <PricelistProvider value={{ pricelist: 'pro', source: undefined }}>
      <PricelistSync state={state} facets={DEFAULT_FACETS} />
    </PricelistProvider>
  );
}

const roots = reactTestRoots();
let router: ReturnType<typeof createMemoryRouter>;

function render() {
  const container = document.body.appendChild(document.createElement('div'));
  roots.current = createRoot(container);
  act(() => roots.current?.render(<RouterProvider router={router} />));
}

beforeEach(() => {
  session.loading = true;
  router = createMemoryRouter([{ path: '/en/search', element: <Listing /> }], {
    initialEntries: ['/en/search?q=lavender'],
  });
});

describe('PricelistSync', () => {
  it('asks the listing again in the customer’s pricelist once the session is known', async () => {
    render();
    expect(router.state.location.search).toBe('?q=lavender');
    await act(async () => session.arrive());
    expect(new URLSearchParams(router.state.location.search).get('pricelist')).toBe('pro');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a navigation the shopper has started alone, then asks once it has ended', async () => {
    render();
    let arrive = () => {};
    followShopperNavigation(new Promise<void>((resolve) => (arrive = resolve)));
    // The session lands while the router has not yet shown the shopper's navigation to the page.
    await act(async () => session.arrive());
    expect(router.state.location.search).toBe('?q=lavender');

    // It ends on another listing, which is asked in the customer's pricelist in its turn.
    await act(async () => {
      arrive();
      await router.navigate('/en/search?q=rose');
    });
    await act(async () => {});
    expect(router.state.location.search).toBe('?q=rose&pricelist=pro');
  });
});
