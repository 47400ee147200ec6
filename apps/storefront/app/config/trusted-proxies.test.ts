import { describe, expect, it } from 'vitest';
import { isTrustedPeer, parseTrustedProxies } from './trusted-proxies';

describe('the proxies the shop trusts (SHOP_TRUSTED_PROXIES)', () => {
  it('trusts no connection without the setting, and every connection with a count of proxies', () => {
    expect(isTrustedPeer(parseTrustedProxies(undefined), '127.0.0.1')).toBe(false);
    expect(isTrustedPeer(parseTrustedProxies('1'), '203.0.113.9')).toBe(true);
    expect(isTrustedPeer(parseTrustedProxies('1'), undefined)).toBe(false);
  });

  it('trusts the listed addresses and ranges only', () => {
    const trusted = parseTrustedProxies('loopback, 10.0.0.0/8');
    expect(isTrustedPeer(trusted, '127.0.0.1')).toBe(true);
    expect(isTrustedPeer(trusted, '10.1.2.3')).toBe(true);
    expect(isTrustedPeer(trusted, '203.0.113.9')).toBe(false);
  });
});
