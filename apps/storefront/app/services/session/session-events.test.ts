import { describe, expect, it, vi } from 'vitest';
import { createSessionEvents } from './session-events';

describe('session events (docs/product/states.md#session)', () => {
  it('delivers user:loaded with the user and user:unloaded to their listeners only', () => {
    const events = createSessionEvents();
    const loaded = vi.fn();
    const unloaded = vi.fn();
    events.on('user:loaded', loaded);
    events.on('user:unloaded', unloaded);
    const user = { login: 'a@b.c', name: 'A', role: 'default' };
    events.emit('user:loaded', user);
    expect(loaded).toHaveBeenCalledWith(user);
    expect(unloaded).not.toHaveBeenCalled();
    events.emit('user:unloaded', undefined);
    expect(unloaded).toHaveBeenCalledOnce();
  });

  it('stops delivering after unsubscribing', () => {
    const events = createSessionEvents();
    const listener = vi.fn();
    const off = events.on('user:unloaded', listener);
    off();
    events.emit('user:unloaded', undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});
