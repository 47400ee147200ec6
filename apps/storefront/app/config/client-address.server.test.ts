import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.server';
import { parseTrustedProxies } from './trusted-proxies';

const address = (peer: string, forwardedFor: string | null, setting: string | undefined) =>
  clientAddress(peer, forwardedFor, parseTrustedProxies(setting));

describe('the shopper’s address behind proxies (SHOP_TRUSTED_PROXIES)', () => {
  it('without trusted proxies, is the connection’s address, whatever X-Forwarded-For says', () => {
    expect(address('198.51.100.9', '203.0.113.7', undefined)).toBe('198.51.100.9');
    expect(address('::ffff:198.51.100.9', null, '')).toBe('198.51.100.9');
  });

  it('with a hop count, believes that many proxies from the right and no more', () => {
    expect(address('127.0.0.1', '203.0.113.7', '1')).toBe('203.0.113.7');
    // A client that writes its own X-Forwarded-For only adds entries left of what the proxies wrote.
    expect(address('127.0.0.1', '6.6.6.6, 203.0.113.7', '1')).toBe('203.0.113.7');
    expect(address('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.2', '2')).toBe('203.0.113.7');
    expect(address('127.0.0.1', null, '2')).toBe('127.0.0.1');
  });

  it('with addresses and ranges, walks left while the address is a trusted proxy', () => {
    expect(address('10.0.0.5', '6.6.6.6, 203.0.113.7, 10.0.0.9', '10.0.0.0/8')).toBe('203.0.113.7');
    expect(address('198.51.100.9', '203.0.113.7', '10.0.0.0/8')).toBe('198.51.100.9');
    expect(address('127.0.0.1', '2001:db8::1', 'loopback')).toBe('2001:db8::1');
  });

  it('never takes something that is not an address for one', () => {
    expect(address('127.0.0.1', '<script>', '1')).toBe('127.0.0.1');
  });

  it('refuses a setting that is neither a count nor addresses', () => {
    expect(() => parseTrustedProxies('varnish')).toThrow();
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow();
    expect(parseTrustedProxies(' 2 ')).toEqual({ hops: 2 });
  });
});
