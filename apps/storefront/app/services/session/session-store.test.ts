import { afterEach, describe, expect, it, vi } from 'vitest';
import { toUser } from '~/domain/user-from-erp';
import { createSessionEvents } from './session-events';
import { createSessionStore } from './session-store';
import type { BrowserStorage } from './browser-storage';

function memoryStorage(): BrowserStorage & { entries: Map<string, { value: unknown; lifetime: unknown }> } {
  const entries = new Map<string, { value: unknown; lifetime: unknown }>();
  return {
    entries,
    read: (key) => entries.get(key)?.value,
    write: (key, value, lifetime) => void entries.set(key, { value, lifetime }),
    remove: (key) => void entries.delete(key),
  };
}

function subject() {
  const storage = memoryStorage();
  const events = createSessionEvents();
  const seen: string[] = [];
  events.on('user:loaded', (user) => seen.push(`loaded:${user.login}`));
  events.on('user:unloaded', () => seen.push('unloaded'));
  const hints: string[] = [];
  const store = createSessionStore({ storage, events, pricelistHint: (role) => hints.push(role) });
  return { storage, store, seen, hints };
}

const marie = toUser({ login: 'marie@demo.shop', name: 'Marie', customerType: 'individual' })!;
const config = {
  auth: { mode: 'credentials' as const },
  erpBaseUrl: 'http://shop.test/shopinvader/',
  origin: 'http://shop.test',
  locale: 'fr' as const,
};

afterEach(() => vi.unstubAllGlobals());

describe('session (docs/product/states.md#session)', () => {
  it('stores the auth_user flag for 10 days and emits user:loaded when a user is set', () => {
    const { storage, store, seen } = subject();
    store.setUser(marie);
    expect(storage.entries.get('auth_user')).toEqual({ value: true, lifetime: { expiry: 10, unit: 'd' } });
    expect(seen).toEqual(['loaded:marie@demo.shop']);
    expect(store.getState()).toMatchObject({ user: marie, loading: false });
  });

  it('removes the flag and emits user:unloaded when the user is cleared, only if someone was signed in', () => {
    const { storage, store, seen } = subject();
    store.setUser(null);
    expect(seen).toEqual([]);
    store.setUser(marie);
    store.setUser(null);
    expect(storage.entries.has('auth_user')).toBe(false);
    expect(seen).toEqual(['loaded:marie@demo.shop', 'unloaded']);
  });

  it("keeps the pricelist hint with the user: the customer's role, the default one when nobody is signed in", () => {
    const { store, hints } = subject();
    const therapist = toUser({ login: 'anna@demo.shop', role: 'therapist', customerType: 'therapist' })!;
    store.setUser(therapist);
    store.setUser(marie);
    store.setUser(therapist);
    store.setUser(null);
    expect(hints).toEqual(['therapist', 'default', 'therapist', 'default']);
  });

  it("shows a customer of the shop's default pricelist, which stock Shopinvader names by its id, the default prices", () => {
    const { store, hints } = subject();
    store.start({ ...config, defaultPricelistId: '1' });
    store.setUser(toUser({ email: 'ada@demo.shop', pricelist_id: 1 }));
    expect(store.getState().user?.role).toBe('default');
    store.setUser(toUser({ email: 'pro@demo.shop', pricelist_id: 2 }));
    expect(store.getState().user?.role).toBe('2');
    expect(hints).toEqual(['default', '2']);
  });

  it('does not ask the ERP for a profile at start without the flag', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { store, hints } = subject();
    store.start(config);
    await store.ready();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ user: null, loading: false });
    // A hint left by a session that is gone is removed as soon as nobody is known to be signed in.
    expect(hints).toEqual(['default']);
  });

  it('restores the user from the profile and the customer when the flag exists; a profile without login is no user', async () => {
    const answers: Record<string, unknown> = {
      'auth/profile': { login: 'marie@demo.shop', mail_verified: true },
      customer: {
        login: 'marie@demo.shop',
        name: 'Marie Dubois',
        role: 'default',
        customerType: 'individual',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => Response.json(answers[url.pathname.replace('/shopinvader/', '')])),
    );
    const { storage, store, seen } = subject();
    storage.write('auth_user', true);
    store.start(config);
    await store.ready();
    expect(store.getState().user?.name).toBe('Marie Dubois');
    expect(seen).toEqual(['loaded:marie@demo.shop']);

    answers['auth/profile'] = { login: null };
    const other = subject();
    other.storage.write('auth_user', true);
    other.store.start(config);
    await other.store.ready();
    expect(other.store.getState().user).toBeNull();
  });

  it('keeps the flag when the ERP cannot be asked at start, and restores the session once it answers', async () => {
    let erpUp = false;
    const answers: Record<string, unknown> = {
      'auth/profile': { login: 'marie@demo.shop' },
      customer: { login: 'marie@demo.shop', name: 'Marie Dubois', customerType: 'individual' },
    };
    const fetch = vi.fn(async (url: URL) =>
      erpUp
        ? Response.json(answers[url.pathname.replace('/shopinvader/', '')])
        : Response.json({ detail: 'The ERP is not reachable' }, { status: 503 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { storage, store, seen, hints } = subject();
    storage.write('auth_user', true);
    store.start(config);
    await store.ready();
    expect(store.getState()).toMatchObject({ user: null, loading: false, erpUnavailable: true });
    expect(storage.entries.has('auth_user')).toBe(true);
    expect(seen).toEqual([]);
    // Who is signed in is not known: the hint stays as it was.
    expect(hints).toEqual([]);

    await store.restoreAgain();
    expect(store.getState().erpUnavailable).toBe(true);
    erpUp = true;
    await Promise.all([store.restoreAgain(), store.restoreAgain()]);
    expect(store.getState()).toMatchObject({ erpUnavailable: false });
    expect(store.getState().user?.name).toBe('Marie Dubois');
    expect(seen).toEqual(['loaded:marie@demo.shop']);
    const profileCalls = fetch.mock.calls.filter(([url]) => String(url).endsWith('auth/profile'));
    expect(profileCalls).toHaveLength(3);
  });

  it('ends the session on a 401 from any ERP call', async () => {
    const fetch = vi.fn(async (url: URL) =>
      url.pathname.endsWith('auth/logout')
        ? new Response(null, { status: 205 })
        : Response.json({}, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { store, storage, seen } = subject();
    store.start(config);
    await store.ready();
    store.setUser(marie);
    await expect(store.erp().get('addresses/delivery')).rejects.toThrow(/401/);
    expect(store.getState().user).toBeNull();
    expect(store.getState().expiredAt).toBeTypeOf('number');
    expect(storage.entries.has('auth_user')).toBe(false);
    expect(seen).toEqual(['loaded:marie@demo.shop', 'unloaded']);
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('auth/logout'))).toBe(true),
    );
  });
});
