// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageLink, PageLinkNavigation } from './page-link';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Page() {
  return (
    <>
      <PageLinkNavigation />
      <PageLink to="/en/cart" className="cart">
        <span>Cart</span>
      </PageLink>
      <PageLink to="/en/help" target="_blank">
        Help
      </PageLink>
      <PageLink to="/en/oils?sort=name_asc" preventScrollReset className="sort">
        Sort
      </PageLink>
      <Link to="/en/account" reloadDocument>
        Account
      </Link>
      <Where />
    </>
  );
}

let container: HTMLElement;
let root: ReturnType<typeof createRoot>;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  act(() => root.render(<RouterProvider router={router} />));
  return router;
}

/**
 * Clicks `element` as a visitor would, and says whether the browser would still follow the link. The
 * last listener on the window reads that, then keeps the test's page where it is.
 */
function clickOn(element: Element, init: MouseEventInit = {}) {
  let followed = false;
  const last = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last);
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  window.removeEventListener('click', last);
  return followed;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('PageLink', () => {
  it('is an anchor React Router discovers, without hooks (it renders outside a router)', () => {
    const html = renderToStaticMarkup(<PageLink to="/en/cart">Cart</PageLink>);
    expect(html).toBe('<a href="/en/cart" data-discover="true" data-page-link="">Cart</a>');
  });

  it("carries what React Router's own Link renders, so that an upgrade that changes it fails here", () => {
    const link = renderToStaticMarkup(
      <MemoryRouter>
        <Link to="/en/cart">Cart</Link>
      </MemoryRouter>,
    );
    const pageLink = renderToStaticMarkup(<PageLink to="/en/cart">Cart</PageLink>);
    expect(pageLink.replace(' data-page-link=""', '')).toBe(link);
  });

  it('opens its page inside the app when clicked, from the link or from what it holds', async () => {
    const router = renderAt('/en');
    const link = container.querySelector('a.cart')!;
    expect(clickOn(link.querySelector('span')!)).toBe(false);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/en/cart');
    expect(container.querySelector('output')?.textContent).toBe('/en/cart');
  });

  it('opens a page where the visitor is on it when the link says so, at its top otherwise', async () => {
    const router = renderAt('/en/oils');
    clickOn(container.querySelector('a.sort')!);
    await act(async () => {});
    expect(router.state.location.search).toBe('?sort=name_asc');
    expect(router.state.preventScrollReset).toBe(true);
    clickOn(container.querySelector('a.cart')!);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/en/cart');
    expect(router.state.preventScrollReset).toBe(false);
  });

  it('leaves a modified click, another window and other links to the browser', () => {
    const router = renderAt('/en');
    expect(clickOn(container.querySelector('a.cart')!, { ctrlKey: true })).toBe(true);
    expect(clickOn(container.querySelector('a[target="_blank"]')!)).toBe(true);
    // A React Router link that asks for a page load carries data-discover too, and is not followed.
    expect(clickOn(container.querySelector('a[href="/en/account"]')!)).toBe(true);
    expect(router.state.location.pathname).toBe('/en');
  });
});
