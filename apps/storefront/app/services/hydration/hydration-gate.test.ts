// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateThroughGate } from './hydration-gate';
import { SETTLE_MS } from './trigger-settings';

const root = document.documentElement;

/** What entry.client.tsx hands the gate: here, React's click handler appears and the page says it is hydrated. */
function page() {
  document.body.innerHTML = '<button type="button" id="add">Add to cart</button>';
  const clicks: string[] = [];
  const hydrate = vi.fn(() => {
    document.getElementById('add')!.addEventListener('click', () => clicks.push('handled'));
    root.dataset.hydrated = 'true';
  });
  return { hydrate, clicks, button: document.getElementById('add')! };
}

beforeEach(() => vi.useFakeTimers());
// Each test ends hydrated, which lets go of the gate's listeners; the next page starts unhydrated.
afterEach(async () => {
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  root.removeAttribute('data-hydrated');
});

describe('the public-API variant: hydrateRoot behind a gate (STOREFRONT_HYDRATION=gate)', () => {
  it('holds a tap made before hydration, hydrates, then replays it on the hydrated button', async () => {
    const { hydrate, clicks, button } = page();
    hydrateThroughGate(hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    // Held: the default prevented, React's handler not there yet.
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(hydrate).toHaveBeenCalledOnce();
    expect(clicks).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(clicks).toEqual(['handled']);
  });

  it('on a page that has already loaded, hydrates once it has held still for the settle delay', async () => {
    expect(document.readyState).toBe('complete');
    const { hydrate } = page();
    hydrateThroughGate(hydrate);
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The next idle moment.
    await vi.runOnlyPendingTimersAsync();
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
