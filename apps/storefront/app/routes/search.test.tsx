// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoBackendEnv, startTemporaryDemoBackend } from '../../../../scripts/lib/services.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { routeTestRenderer } from './route-test-kit';
// Loaded only after the environment points at the backend, because the configuration is read once.
import type * as SearchRoute from './search';

vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => ({
    erpApi: { generation: 'current', cartOptions: false, extension: false },
    locale: 'en',
  }),
  useLocalePath: () => (path: string) => `/en${path}`,
}));

/** The search page's loader and component, on the demo catalogue of a demo backend started for this file. */
let backend: Awaited<ReturnType<typeof startTemporaryDemoBackend>>;
let route: typeof SearchRoute;
beforeAll(async () => {
  // The loader runs on the server, where no browser's same-origin policy applies to its backend calls.
  (
    window as unknown as { happyDOM: { settings: { fetch: { disableSameOriginPolicy: boolean } } } }
  ).happyDOM.settings.fetch.disableSameOriginPolicy = true;
  backend = await startTemporaryDemoBackend();
  Object.assign(process.env, demoBackendEnv(backend.port));
  route = await import('./search');
}, 60_000);
afterAll(async () => backend?.stop());

/** What React Router shows when the loader refuses the address: its status. */
function RefusedAddress() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? error.status : 'not a route error'}</p>;
}

const render = routeTestRenderer([
  {
    path: '/en/search',
    Component: (props) => <route.default {...props} />,
    loader: (args) => route.loader(args),
    ErrorBoundary: RefusedAddress,
  },
]);

/** The page once its loader has answered: the search's first load starts a cold engine. */
async function opened(address: string) {
  const page = await render(address);
  await vi.waitFor(() => expect(page.querySelector('h1, [role="alert"]')).not.toBeNull(), {
    timeout: 10_000,
  });
  return page;
}

const countOf = (page: HTMLElement) => page.querySelector('[data-testid="search-count"]')?.textContent;
const cardNames = (page: HTMLElement) =>
  [...page.querySelectorAll('[data-testid="product-card"] h2')].map((name) => name.textContent ?? '');

describe('the search page, as React Router runs it on the demo catalogue', () => {
  it('shows the lavender products for "lavender", a product of that name first, all of them counted', async () => {
    const page = await opened('/en/search?q=lavender');
    expect(page.querySelector('h1')?.textContent).toBe('Results for ‘lavender’');
    expect(cardNames(page)[0]).toMatch(/lavender/i);
    expect(countOf(page)).toBe(`${cardNames(page).length} products`);
  });

  it("a brand's count in the filters is the number of products its filter shows", async () => {
    const page = await opened('/en/search?q=lavender');
    const brand = page.querySelector<HTMLAnchorElement>('[data-facet="brand"] a')!;
    const count = brand.querySelector('span:last-child')!.textContent;
    const filtered = await opened(brand.getAttribute('href')!);
    expect(countOf(filtered)).toBe(`${count} products`);
    expect(cardNames(filtered)).toHaveLength(Number(count));
  });

  it.each(['page=abc', 'page=999'])('answers an unreadable address (%s) with 404', async (query) => {
    const page = await opened(`/en/search?q=lavender&${query}`);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('404');
  });
});
