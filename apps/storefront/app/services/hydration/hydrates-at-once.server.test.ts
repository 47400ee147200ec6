import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HYDRATE_AT_ONCE, type HydrationHandle } from './hydration-handle';
import { hydratesAtOnce } from './hydrates-at-once.server';

/** The part of React Router's context that hydratesAtOnce reads: the matched routes and their modules. */
function contextOf(handles: Record<string, unknown>): EntryContext {
  return {
    staticHandlerContext: { matches: Object.keys(handles).map((id) => ({ route: { id } })) },
    routeModules: Object.fromEntries(Object.entries(handles).map(([id, handle]) => [id, { handle }])),
  } as unknown as EntryContext;
}

const page = new URL('https://shop.test/en/cart');
const withAdd = new URL('https://shop.test/en/cart?add=12');
const onAddLink: HydrationHandle = { hydrateAtOnce: (url) => url.searchParams.has('add') };

describe('hydratesAtOnce', () => {
  it('is false when no rendered route asks for it', () => {
    expect(hydratesAtOnce(contextOf({ root: undefined, layout: { other: 1 }, home: null }), page)).toBe(
      false,
    );
  });

  it('is true when a layout or a page asks for it', () => {
    expect(hydratesAtOnce(contextOf({ root: undefined, 'layout-account': HYDRATE_AT_ONCE }), page)).toBe(
      true,
    );
  });

  it("asks a route's function with the page's address", () => {
    expect(hydratesAtOnce(contextOf({ root: undefined, cart: onAddLink }), page)).toBe(false);
    expect(hydratesAtOnce(contextOf({ root: undefined, cart: onAddLink }), withAdd)).toBe(true);
  });
});
