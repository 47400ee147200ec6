// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS, type AutocompleteResult } from '~/domain/search-autocomplete';
import { routeTestRenderer } from '~/routes/route-test-kit';
import { SearchAutocomplete } from './search-autocomplete';

vi.mock('~/hooks/use-root-data', () => ({
  useRootData: () => ({ locale: 'en' }),
  useLocalePath: () => (path: string) => `/en${path}`,
}));

const ANSWER: AutocompleteResult = {
  query: 'lavender',
  searchedText: 'lavender',
  products: [
    { id: 1, name: 'True Lavender essential oil', path: '/en/true-lavender', image: undefined, prices: {} },
  ],
  categories: [],
  suggestions: [],
};

const render = routeTestRenderer([{ path: '/en', Component: SearchAutocomplete }]);
const asked = vi.fn<(url: string) => void>();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', async (url: string) => {
    asked(url);
    return new Response(JSON.stringify(ANSWER), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  asked.mockReset();
});

/**
 * `text` in the box, by an input event as the shopper's typing sends it, or as the trigger's replay.
 * Each test types its own: the hook keeps the answers of the page's life.
 */
async function type(page: HTMLElement, text: string, { trusted }: { trusted: boolean }) {
  const box = page.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  const prototype = Object.getPrototypeOf(box) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(box, text);
  const input = new Event('input', { bubbles: true });
  // What the browser says of an event a person made; the trigger's are not.
  if (trusted) Object.defineProperty(input, 'isTrusted', { value: true });
  await act(async () => box.dispatchEvent(input));
}

describe('SearchAutocomplete', () => {
  it('asks for suggestions once the shopper pauses typing', async () => {
    const page = await render('/en');
    await type(page, 'lavender', { trusted: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1));
    expect(asked).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked).toHaveBeenCalledWith('/api/autocomplete?q=lavender&locale=en');
  });

  it('asks at once for text typed before hydration: the shopper has paused already', async () => {
    const page = await render('/en');
    await type(page, 'lavender oil', { trusted: false });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toHaveBeenCalledWith('/api/autocomplete?q=lavender+oil&locale=en');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(page.querySelector('[role="listbox"]')?.textContent).toContain('True Lavender essential oil');
  });
});
