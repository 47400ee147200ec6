// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { browserCookie, writeBrowserCookie } from './browser-cookie';

describe('cookies the browser writes', () => {
  it('are Path=/ and SameSite=Lax, with their lifetime', () => {
    expect(browserCookie('shop_state', '1', { maxAgeSeconds: 60 }, false)).toBe(
      'shop_state=1; Path=/; Max-Age=60; SameSite=Lax',
    );
    expect(browserCookie('ncc_c', 'x', { expires: new Date(Date.UTC(2030, 0, 1)) }, false)).toBe(
      'ncc_c=x; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('are Secure on an https page, and only there', () => {
    expect(browserCookie('shop_state', '1', { maxAgeSeconds: 60 }, true)).toBe(
      'shop_state=1; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => written.push(value));
    const protocol = vi.spyOn(window.location, 'protocol', 'get');
    protocol.mockReturnValue('https:');
    writeBrowserCookie('a', '1', { maxAgeSeconds: 5 });
    protocol.mockReturnValue('http:');
    writeBrowserCookie('b', '1', { maxAgeSeconds: 5 });
    setter.mockRestore();
    protocol.mockRestore();
    expect(written).toEqual([
      'a=1; Path=/; Max-Age=5; SameSite=Lax; Secure',
      'b=1; Path=/; Max-Age=5; SameSite=Lax',
    ]);
  });
});
