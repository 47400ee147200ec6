// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toUser } from '~/domain/user-from-erp';

const marie = toUser({ login: 'marie@demo.shop', name: 'Marie', customerType: 'individual' })!;

/** Renders a component that calls `useValue` and counts how often it is rendered. */
function renderCounting(useValue: () => unknown) {
  let renders = 0;
  function Probe() {
    useValue();
    renders += 1;
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { renders: () => renders, unmount: () => act(() => root.unmount()) };
}

// Each test starts with the page's session as it is before it starts: loading, nobody signed in.
async function freshSession() {
  vi.resetModules();
  const { sessionStore } = await import('./session');
  const hooks = await import('./use-session');
  return { sessionStore, ...hooks };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => document.cookie.split(';').forEach((cookie) => (document.cookie = `${cookie}; max-age=0`)));

describe('useSessionUser', () => {
  it('renders again when the user changes, not when the session only finishes loading', async () => {
    const { sessionStore, useSessionUser } = await freshSession();
    const probe = renderCounting(useSessionUser);
    expect(probe.renders()).toBe(1);

    // A visitor: the session is now known, and still nobody is signed in.
    act(() => sessionStore.setUser(null));
    expect(sessionStore.getState().loading).toBe(false);
    expect(probe.renders()).toBe(1);

    act(() => sessionStore.setUser(marie));
    expect(probe.renders()).toBe(2);
    probe.unmount();
  });

  it('is narrower than useSession, which renders again when loading ends', async () => {
    const { sessionStore, useSession } = await freshSession();
    const probe = renderCounting(useSession);
    act(() => sessionStore.setUser(null));
    expect(probe.renders()).toBe(2);
    probe.unmount();
  });
});
