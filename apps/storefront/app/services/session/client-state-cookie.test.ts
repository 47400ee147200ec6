// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { browserCartStorage } from '../cart/cart-storage';
import { browserStorage } from './browser-storage';
import { CLIENT_STATE_COOKIE } from './client-state-cookie';

const marked = () => document.cookie.split('; ').includes(`${CLIENT_STATE_COOKIE}=1`);

describe('the client state cookie', () => {
  beforeEach(() => {
    document.cookie = `${CLIENT_STATE_COOKIE}=; Path=/; Max-Age=0`;
    localStorage.clear();
  });

  it('is set when the cart is stored', () => {
    expect(marked()).toBe(false);
    browserCartStorage(localStorage).save({ uuid: null, transactions: [], cart: null });
    expect(marked()).toBe(true);
  });

  it('is set when session data is stored', () => {
    browserStorage.write('user', { login: 'ana@example.com' });
    expect(marked()).toBe(true);
  });

  it('is not set by reading', () => {
    browserStorage.read('user');
    browserCartStorage(localStorage).load();
    expect(marked()).toBe(false);
  });
});
